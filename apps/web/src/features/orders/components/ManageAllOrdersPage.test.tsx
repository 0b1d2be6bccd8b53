import { messages, orderOfficeMessages } from "@shop/contract";
import type { Order } from "@shop/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { describe, expect, it, vi } from "vitest";
import { anOrder } from "../../../test/fixtures";
import { json, mockFetch, renderWithProviders, sessionHandlers, stubDialogMethods, testUser } from "../../../test/utils";
import { ManageAllOrdersPage } from "./ManageAllOrdersPage";

const admin = { ...testUser, role: "admin" as const };
const hoeOrder: Partial<Order> = {
  phone: "+254 712 345678",
  address: "Farm road 1",
  product: "Steel Hoe",
  productId: "5e1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f",
  quantity: 10,
  unitPrice: 12.5,
  price: 125,
  createdAt: "2026-11-01T10:00:00.000Z",
};
const unpaid = anOrder({ ...hoeOrder, _id: "a1000000-1a2b-4c3d-8e9f-0a1b2c3d4e5f" });
const paid = anOrder({ ...hoeOrder, _id: "a2000000-1a2b-4c3d-8e9f-0a1b2c3d4e5f", product: "Sickle", status: "paid", paid: true, transactionId: "tx_1" });
const shipped = anOrder({ ...hoeOrder, _id: "a3000000-1a2b-4c3d-8e9f-0a1b2c3d4e5f", product: "Rake", status: "shipped", paid: true, transactionId: "tx_2" });

const page = (list: Order[]) =>
  new Response(JSON.stringify(list), { status: 200, headers: { "Content-Type": "application/json", "X-Total-Count": String(list.length) } });

stubDialogMethods();

function renderPage(handlers: Record<string, () => Response>) {
  const fetchMock = mockFetch({ ...sessionHandlers(admin), ...handlers });
  renderWithProviders(
    <>
      <ManageAllOrdersPage />
      <Toaster />
    </>,
    { route: "/dashboard/manageAllOrders", path: "/dashboard/manageAllOrders" },
  );
  return { fetchMock, user: userEvent.setup() };
}

describe("ManageAllOrdersPage", () => {
  it("labels unpaid orders Pending, and offers Mark shipped only for paid ones", async () => {
    renderPage({ "GET /api/orders?page=1&limit=20": () => page([unpaid, paid, shipped]) });
    const table = await screen.findByRole("table", { name: "All orders" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell")[5]?.textContent)).toEqual(["Pending", "Paid", "Shipped"]);
    expect(screen.getAllByRole("button", { name: /Mark shipped/ })).toHaveLength(1);
    expect(screen.getByRole("button", { name: /Mark shipped/ })).toHaveAccessibleName("Mark shipped: order 2, Sickle for farmer@example.com");
    expect(within(rows[0] as HTMLElement).getByText("$125.00")).toBeInTheDocument();
  });

  it("offers Cancel with refund instead of Delete for paid and shipped orders, and links each row to its order page", async () => {
    renderPage({ "GET /api/orders?page=1&limit=20": () => page([unpaid, paid, shipped]) });
    await screen.findByRole("table", { name: "All orders" });
    expect(screen.getAllByRole("button", { name: /^Delete/ })).toHaveLength(1);
    expect(screen.getAllByRole("button", { name: /^Cancel with refund/ }).map((button) => button.getAttribute("aria-label"))).toEqual([
      "Cancel with refund: order 2, Sickle for farmer@example.com",
      "Cancel with refund: order 3, Rake for farmer@example.com",
    ]);
    expect(screen.getByRole("link", { name: "Open order 3, Rake for farmer@example.com" })).toHaveAttribute("href", `/dashboard/orders/${shipped._id}`);
  });

  it("refunds a paid order only after the confirmation", async () => {
    let list = [paid];
    const { fetchMock } = renderPage({
      "GET /api/orders?page=1&limit=20": () => page(list),
      [`POST /api/orders/${paid._id}/refund`]: () => {
        list = [{ ...paid, status: "cancelled" }];
        return json(200, { ...list[0], history: [], payment: null, refund: { amount: 125, at: "2026-11-02T10:00:00.000Z", reason: "r" }, invoiceNumber: 1 });
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: /Cancel with refund/ }));
    const dialog = screen.getByRole("dialog", { name: orderOfficeMessages.refundConfirm });
    await user.click(within(dialog).getByRole("button", { name: "Keep it" }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
    await user.click(screen.getByRole("button", { name: /Cancel with refund/ }));
    await user.click(within(screen.getByRole("dialog", { name: orderOfficeMessages.refundConfirm })).getByRole("button", { name: "Cancel with refund" }));
    expect(await screen.findByText(orderOfficeMessages.refunded)).toBeInTheDocument();
    expect(await within(screen.getByRole("table", { name: "All orders" })).findByText("Cancelled")).toBeInTheDocument();
  });

  it("filters by status and search, and exports what is filtered with the bearer token", async () => {
    const { fetchMock } = renderPage({
      "GET /api/orders?page=1&limit=20": () => page([unpaid, paid]),
      "GET /api/orders?status=paid&q=farmer%40example.com&page=1&limit=20": () => page([paid]),
      "GET /api/orders/export.csv?status=paid&q=farmer%40example.com": () =>
        new Response("Order id\r\n", { status: 200, headers: { "Content-Type": "text/csv", "Content-Disposition": 'attachment; filename="orders-x.csv"' } }),
    });
    const createObjectURL = vi.fn(() => "blob:csv");
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const user = userEvent.setup();
    await screen.findByRole("table", { name: "All orders" });
    await user.selectOptions(screen.getByLabelText("Status"), "paid");
    await user.type(screen.getByLabelText("Search by email or order id"), "farmer@example.com");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(screen.getAllByRole("row")).toHaveLength(2));
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    const exportCall = fetchMock.mock.calls.find(([input]) => String(input).includes("export.csv"));
    expect(new Headers(exportCall?.[1]?.headers).get("Authorization")).toBe("Bearer token-1");
  });

  it("marks a paid order shipped with a carrier and tracking number, after the confirmation", async () => {
    let list = [paid];
    const { fetchMock } = renderPage({
      "GET /api/orders?page=1&limit=20": () => page(list),
      [`PATCH /api/orders/${paid._id}`]: () => {
        list = [{ ...paid, status: "shipped" }];
        return json(200, list[0]);
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: /Mark shipped/ }));
    const dialog = screen.getByRole("dialog", { name: orderOfficeMessages.shipConfirm });
    await user.click(within(dialog).getByRole("button", { name: "Mark shipped" }));
    expect(within(dialog).getByText("Carrier is required")).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PATCH")).toBe(false);
    await user.type(within(dialog).getByLabelText("Carrier"), "DHL");
    await user.type(within(dialog).getByLabelText("Tracking number"), "JD0001");
    await user.click(within(dialog).getByRole("button", { name: "Mark shipped" }));
    expect(await screen.findByText(messages.order.shipped)).toBeInTheDocument();
    expect(await within(screen.getByRole("table", { name: "All orders" })).findByText("Shipped")).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === "PATCH");
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ status: "shipped", carrier: "DHL", trackingNumber: "JD0001" });
  });

  it("asks before deleting, then deletes and says 'Successfully deleted order'", async () => {
    let list = [unpaid, paid];
    const { fetchMock } = renderPage({
      "GET /api/orders?page=1&limit=20": () => page(list),
      [`DELETE /api/orders/${unpaid._id}`]: () => {
        list = [paid];
        return json(200, { acknowledged: true, deletedCount: 1 });
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: /Delete order 1/ }));
    const dialog = screen.getByRole("dialog", { name: messages.confirmDelete });
    await user.click(within(dialog).getByRole("button", { name: "Keep it" }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(false);

    await user.click(screen.getByRole("button", { name: /Delete order 1/ }));
    await user.click(within(screen.getByRole("dialog", { name: messages.confirmDelete })).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText(messages.order.deleted)).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: /Cancel with refund: order 1, Sickle/ })).toBeInTheDocument();
    expect(within(screen.getByRole("table", { name: "All orders" })).queryByText("Pending")).not.toBeInTheDocument();
  });
});
