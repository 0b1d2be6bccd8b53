import { manageOrdersTexts, messages, officeOrderTexts, orderOfficeMessages } from "@shop/contract";
import type { Order } from "@shop/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { describe, expect, it, vi } from "vitest";
import { anOrder, anOrderLine } from "../../../test/fixtures";
import { json, mockFetch, renderWithProviders, sessionHandlers, stubDialogMethods, testUser } from "../../../test/utils";
import { formatDate } from "../../../lib/dates";
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

function renderPage(handlers: Record<string, (init: RequestInit | undefined) => Response | Promise<Response>>) {
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
  it("shows each order's number, date and status, the spec's Pending label beside an unpaid one, and Mark shipped only for paid ones", async () => {
    renderPage({ "GET /api/orders?page=1&limit=20": () => page([unpaid, paid, shipped]) });
    const table = await screen.findByRole("table", { name: "All orders" });
    const headers = within(table).getAllByRole("columnheader").map((header) => header.textContent);
    expect(headers).toEqual(["#", "Order", "Date", "Name", "Email", "Product", "Price", "Status", "Actions"]);
    const rows = within(table).getAllByRole("row").slice(1);
    const cells = (row: HTMLElement | undefined) => within(row as HTMLElement).getAllByRole("cell");
    expect(rows.map((row) => cells(row)[0]?.textContent)).toEqual(["A1000000", "A2000000", "A3000000"]);
    expect(cells(rows[0])[1]).toHaveTextContent(formatDate(hoeOrder.createdAt ?? ""));
    // One set of status names (issue 20, item 19); the spec's "Pending" stays beside the unpaid one.
    expect(rows.map((row) => cells(row)[6]?.textContent)).toEqual(["UnpaidPending", "Paid", "Shipped"]);
    expect(await screen.findAllByRole("button", { name: /Mark shipped/ })).toHaveLength(1);
    expect(screen.getByRole("button", { name: /Mark shipped/ })).toHaveAccessibleName("Mark shipped: order 2, Sickle for farmer@example.com");
    // The price, and the order's one line that adds up to it.
    expect(within(rows[0] as HTMLElement).getAllByText("$125.00")).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText(/^10 × \$12\.50 =/)).toBeInTheDocument();
  });

  it("marks an order refunded in part in its Status cell, with what is left (issue 26)", async () => {
    renderPage({ "GET /api/orders?page=1&limit=20": () => page([{ ...paid, refunded: 25 }, { ...shipped, status: "cancelled", refunded: 125 }]) });
    const table = await screen.findByRole("table", { name: "All orders" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell")[6]?.textContent)).toEqual(["PaidPartly refunded$25.00 refunded, $100.00 left", "Cancelled"]);
  });

  it("offers Cancel with refund instead of Delete for paid and shipped orders, and links each row to its order page", async () => {
    renderPage({ "GET /api/orders?page=1&limit=20": () => page([unpaid, paid, shipped]) });
    await screen.findByRole("table", { name: "All orders" });
    expect(screen.getAllByRole("button", { name: /^Delete/ })).toHaveLength(1);
    expect((await screen.findAllByRole("button", { name: /^Cancel with refund/ })).map((button) => button.getAttribute("aria-label"))).toEqual([
      "Cancel with refund: order 2, Sickle for farmer@example.com",
      "Cancel with refund: order 3, Rake for farmer@example.com",
    ]);
    expect(screen.getByRole("link", { name: "Open order A3000000: Rake for farmer@example.com" })).toHaveAttribute("href", `/dashboard/orders/${shipped._id}`);
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
    // Issue 36: the dialog asks the refund's price (refund-preview, nothing written); no refund is sent.
    expect(fetchMock.mock.calls.some(([url, init]) => init?.method === "POST" && String(url).endsWith("/refund"))).toBe(false);
    await user.click(screen.getByRole("button", { name: /Cancel with refund/ }));
    await user.click(within(screen.getByRole("dialog", { name: orderOfficeMessages.refundConfirm })).getByRole("button", { name: "Cancel with refund" }));
    expect(await screen.findByText(orderOfficeMessages.refunded)).toBeInTheDocument();
    expect(await within(screen.getByRole("table", { name: "All orders" })).findByText("Cancelled")).toBeInTheDocument();
  });

  it("applies a chosen status at once, the search on submit, and exports what is filtered with the bearer token", async () => {
    const { fetchMock } = renderPage({
      "GET /api/orders?page=1&limit=20": () => page([unpaid, paid]),
      "GET /api/orders?status=paid&page=1&limit=20": () => page([paid]),
      "GET /api/orders?status=paid&q=farmer&page=1&limit=20": () => page([paid]),
      "GET /api/orders/export.csv?status=paid&q=farmer": () =>
        new Response("Order id\r\n", { status: 200, headers: { "Content-Type": "text/csv", "Content-Disposition": 'attachment; filename="orders-x.csv"' } }),
    });
    const listCalls = () => fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith("/api/orders?"));
    const createObjectURL = vi.fn(() => "blob:csv");
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const user = userEvent.setup();
    await screen.findByRole("table", { name: "All orders" });
    // The status applies as it is chosen: no Search pressed.
    await user.selectOptions(screen.getByLabelText("Status"), "paid");
    await waitFor(() => expect(screen.getAllByRole("row")).toHaveLength(2));
    expect(listCalls()).toContain("/api/orders?status=paid&page=1&limit=20");
    // Words typed are not sent until they are submitted.
    await user.type(screen.getByLabelText(manageOrdersTexts.search), "farmer");
    expect(listCalls().some((url) => url.includes("q="))).toBe(false);
    await user.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(listCalls()).toContain("/api/orders?status=paid&q=farmer&page=1&limit=20"));
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    const exportCall = fetchMock.mock.calls.find(([input]) => String(input).includes("export.csv"));
    expect(new Headers(exportCall?.[1]?.headers).get("Authorization")).toBe("Bearer token-1");
  });

  it("finds an order by the number shown on it, typed with its # and submitted with Enter", async () => {
    const { fetchMock } = renderPage({
      "GET /api/orders?page=1&limit=20": () => page([unpaid, paid]),
      "GET /api/orders?q=%23a2000000&page=1&limit=20": () => page([paid]),
    });
    const user = userEvent.setup();
    await screen.findByRole("table", { name: "All orders" });
    const box = screen.getByLabelText(manageOrdersTexts.search);
    expect(box).toHaveAccessibleDescription(/number.*every order.*part of the buyer.s email/i);
    await user.type(box, "#a2000000{Enter}");
    await waitFor(() => expect(screen.getAllByRole("row")).toHaveLength(2));
    expect(screen.getByRole("link", { name: /^Open order A2000000/ })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => String(input) === "/api/orders?q=%23a2000000&page=1&limit=20")).toBe(true);
  });

  it("shows a cart's every line in the ship and refund dialogs, and sends the refund's reason", async () => {
    const line = anOrderLine;
    const cart = anOrder({
      ...hoeOrder,
      _id: "a4000000-1a2b-4c3d-8e9f-0a1b2c3d4e5f",
      product: "Pitchfork, Spade and Sickle",
      quantity: 1000,
      unitPrice: 12.9,
      price: 10350,
      status: "paid",
      paid: true,
      transactionId: "tx_3",
      items: [line("Pitchfork", 500, 12.9), line("Spade", 300, 9.5), line("Sickle", 200, 5.25)],
    });
    let refunded: unknown;
    const { fetchMock } = renderPage({
      "GET /api/orders?page=1&limit=20": () => page([cart]),
      [`POST /api/orders/${cart._id}/refund`]: (init) => {
        refunded = JSON.parse(String(init?.body));
        return json(200, { ...cart, status: "cancelled", history: [], payment: null, refund: { amount: 10350, at: "2026-11-02T10:00:00.000Z", reason: "r" }, invoiceNumber: 1 });
      },
    });
    const user = userEvent.setup();
    const row = (await screen.findAllByRole("row"))[1] as HTMLElement;
    // The list's Product cell: every tool with its own quantity × unit price = line total.
    expect(within(row).getByText(/^500 × \$12\.90 =/)).toHaveTextContent("500 × $12.90 = $6,450.00");
    expect(within(row).getByText(/^300 × \$9\.50 =/)).toHaveTextContent("300 × $9.50 = $2,850.00");
    expect(within(row).getByText(/^200 × \$5\.25 =/)).toHaveTextContent("200 × $5.25 = $1,050.00");

    await user.click(screen.getByRole("button", { name: /Mark shipped/ }));
    const ship = screen.getByRole("dialog", { name: orderOfficeMessages.shipConfirm });
    const shipLines = within(ship).getAllByRole("row").slice(1, -1);
    // Tool (with "quantity × unit price" under it on a phone), quantity, unit price, line total.
    expect(shipLines.map((tr) => within(tr).getAllByRole("cell").map((cell) => cell.textContent))).toEqual([
      ["Pitchfork 500 × $12.90", "500", "$12.90", "$6,450.00"],
      ["Spade 300 × $9.50", "300", "$9.50", "$2,850.00"],
      ["Sickle 200 × $5.25", "200", "$5.25", "$1,050.00"],
    ]);
    expect(within(ship).getAllByRole("row").at(-1)).toHaveTextContent("Total$10,350.00");
    expect(within(ship).queryByText(/× 1000/)).not.toBeInTheDocument();
    // Shipping moves the order on: its button is the primary one, never the danger colour.
    expect(within(ship).getByRole("button", { name: "Mark shipped" })).toHaveClass("btn-primary");
    expect(within(ship).getByRole("button", { name: "Mark shipped" }).className).not.toMatch(/error/);
    await user.click(within(ship).getByRole("button", { name: "Keep it" }));

    await user.click(screen.getByRole("button", { name: /Cancel with refund/ }));
    const refund = screen.getByRole("dialog", { name: orderOfficeMessages.refundConfirm });
    expect(within(refund).getAllByRole("row")).toHaveLength(1 + 3 + 1);
    await user.type(within(refund).getByLabelText(officeOrderTexts.refundReason), "  Hail damaged the shipment  ");
    await user.click(within(refund).getByRole("button", { name: "Cancel with refund" }));
    expect(await screen.findByText(orderOfficeMessages.refunded)).toBeInTheDocument();
    expect(refunded).toEqual({ reason: "Hail damaged the shipment" });
    expect(fetchMock.mock.calls.filter(([url, init]) => init?.method === "POST" && !String(url).endsWith("/refund-preview"))).toHaveLength(1);
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
    expect(await within(dialog).findByText("Carrier is required")).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PATCH")).toBe(false);
    await user.type(within(dialog).getByLabelText("Carrier"), "DHL");
    await user.type(within(dialog).getByLabelText("Tracking number"), "JD0001");
    await user.click(within(dialog).getByRole("button", { name: "Mark shipped" }));
    expect(await screen.findByText(messages.order.shipped)).toBeInTheDocument();
    expect(await within(screen.getByRole("table", { name: "All orders" })).findByText("Shipped")).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === "PATCH");
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ status: "shipped", carrier: "DHL", trackingNumber: "JD0001" });
  });

  it("asks a refund whose answer was lost again with the same Idempotency-Key; the next refund gets a new one", async () => {
    let calls = 0;
    const { fetchMock } = renderPage({
      "GET /api/orders?page=1&limit=20": () => page([paid]),
      [`POST /api/orders/${paid._id}/refund`]: () => {
        calls += 1;
        if (calls === 1) return Promise.reject(new TypeError("Failed to fetch"));
        return json(200, { ...paid, history: [], payment: null, refund: { amount: 125, at: "2026-11-02T10:00:00.000Z", reason: "r" }, invoiceNumber: 1 });
      },
    });
    const user = userEvent.setup();
    const refundOnce = async () => {
      await user.click(await screen.findByRole("button", { name: /Cancel with refund/ }));
      await user.click(within(screen.getByRole("dialog", { name: orderOfficeMessages.refundConfirm })).getByRole("button", { name: "Cancel with refund" }));
      await waitFor(() => expect(screen.queryByRole("dialog", { name: orderOfficeMessages.refundConfirm })).not.toBeInTheDocument());
    };
    await refundOnce();
    await waitFor(() => expect(calls).toBe(1));
    await refundOnce();
    await waitFor(() => expect(calls).toBe(2));
    await refundOnce();
    await waitFor(() => expect(calls).toBe(3));
    const keys = fetchMock.mock.calls
      .filter(([url]) => String(url) === `/api/orders/${paid._id}/refund`)
      .map(([, init]) => new Headers(init?.headers).get("Idempotency-Key"));
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it("sends a delete with an Idempotency-Key, the same one when it is asked again after a lost answer", async () => {
    let calls = 0;
    const { fetchMock } = renderPage({
      "GET /api/orders?page=1&limit=20": () => page([unpaid]),
      [`DELETE /api/orders/${unpaid._id}`]: () => {
        calls += 1;
        if (calls === 1) return Promise.reject(new TypeError("Failed to fetch"));
        return json(200, { acknowledged: true, deletedCount: 1 });
      },
    });
    const user = userEvent.setup();
    for (const expected of [1, 2]) {
      await user.click(await screen.findByRole("button", { name: /Delete order 1/ }));
      await user.click(within(screen.getByRole("dialog", { name: messages.confirmDelete })).getByRole("button", { name: "Delete" }));
      await waitFor(() => expect(calls).toBe(expected));
    }
    const keys = fetchMock.mock.calls.filter(([, init]) => init?.method === "DELETE").map(([, init]) => new Headers(init?.headers).get("Idempotency-Key"));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
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
