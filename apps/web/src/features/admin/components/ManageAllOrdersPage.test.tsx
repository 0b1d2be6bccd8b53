import { messages } from "@shop/contract";
import type { Order } from "@shop/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { describe, expect, it } from "vitest";
import { json, mockFetch, renderWithProviders, sessionHandlers, stubDialogMethods, testUser } from "../../../test/utils";
import { ManageAllOrdersPage } from "./ManageAllOrdersPage";

const admin = { ...testUser, role: "admin" as const };
const base: Omit<Order, "_id" | "status" | "paid" | "transactionId"> = {
  name: "Amina Farmer",
  email: "farmer@example.com",
  phone: "+254 712 345678",
  address: "Farm road 1",
  product: "Steel Hoe",
  productId: "5e1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f",
  quantity: 10,
  unitPrice: 12.5,
  price: 125,
  createdAt: "2026-11-01T10:00:00.000Z",
};
const unpaid: Order = { ...base, _id: "a1000000-1a2b-4c3d-8e9f-0a1b2c3d4e5f", status: "unpaid", paid: false, transactionId: null };
const paid: Order = { ...base, _id: "a2000000-1a2b-4c3d-8e9f-0a1b2c3d4e5f", product: "Sickle", status: "paid", paid: true, transactionId: "tx_1" };
const shipped: Order = { ...base, _id: "a3000000-1a2b-4c3d-8e9f-0a1b2c3d4e5f", product: "Rake", status: "shipped", paid: true, transactionId: "tx_2" };

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

  it("marks a paid order shipped and shows the new status", async () => {
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
    expect(await screen.findByText(messages.order.shipped)).toBeInTheDocument();
    expect(await screen.findByText("Shipped")).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === "PATCH");
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ status: "shipped" });
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
    expect(await screen.findByRole("button", { name: /Delete order 1, Sickle/ })).toBeInTheDocument();
    expect(screen.queryByText("Pending")).not.toBeInTheDocument();
  });
});
