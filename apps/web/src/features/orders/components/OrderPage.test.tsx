import type { OrderDetail } from "@shop/contract";
import { bulkLabels, cartMessages, orderOfficeMessages } from "@shop/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { aBill } from "../../../test/fixtures";
import { json, mockFetch, renderWithProviders, sessionHandlers, stubDialogMethods, testUser } from "../../../test/utils";
import { OrderPage } from "./OrderPage";

const id = "a2000000-1a2b-4c3d-8e9f-0a1b2c3d4e5f";
const shipped: OrderDetail = {
  _id: id,
  name: "Amina Farmer",
  email: "farmer@example.com",
  phone: "+254 712 345678",
  address: "Farm road 1\nNakuru",
  product: "Steel Hoe",
  productId: "5e1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f",
  quantity: 10,
  unitPrice: 12.5,
  price: 125,
  paid: true,
  status: "shipped",
  transactionId: "txn_test_1",
  createdAt: "2026-11-01T10:00:00.000Z",
  carrier: "DHL",
  trackingNumber: "JD014600006",
  history: [
    { status: "unpaid", at: "2026-11-01T10:00:00.000Z", by: "you", note: "placed" },
    { status: "paid", at: "2026-11-01T10:05:00.000Z", by: null, note: "payment received (test)" },
    { status: "shipped", at: "2026-11-02T09:00:00.000Z", by: "the shop", note: "DHL, tracking JD014600006" },
  ],
  payment: { provider: "test", transactionId: "txn_test_1", amount: 125, at: "2026-11-01T10:05:00.000Z" },
  refund: null,
  invoiceNumber: 7,
};

stubDialogMethods();

function renderPage(user: typeof testUser, detail: OrderDetail, extra: Record<string, () => Response> = {}) {
  const fetchMock = mockFetch({ ...sessionHandlers(user), [`GET /api/orders/${id}`]: () => json(200, detail), ...extra });
  renderWithProviders(<OrderPage />, { route: `/dashboard/orders/${id}`, path: "/dashboard/orders/:orderId", toaster: true });
  return { fetchMock, user: userEvent.setup() };
}

describe("OrderPage", () => {
  it("shows the buyer the item, address, tracking, payment, invoice and history, without the office's actions", async () => {
    renderPage(testUser, shipped);
    expect(await screen.findByRole("heading", { name: "Order A2000000" })).toBeInTheDocument();
    const item = screen.getByRole("region", { name: "Item" });
    expect(within(item).getByText("Steel Hoe")).toBeInTheDocument();
    expect(within(item).getByText("$12.50")).toBeInTheDocument();
    // The line's total and the order's total (they add up), in the Items table's last row.
    expect(within(item).getAllByText("$125.00")).toHaveLength(2);
    expect(within(item).getAllByRole("row").at(-1)).toHaveTextContent("Total$125.00");
    const shipment = screen.getByRole("region", { name: "Shipment" });
    expect(within(shipment).getByText("Farm road 1")).toBeInTheDocument();
    expect(within(shipment).getByText("DHL")).toBeInTheDocument();
    expect(within(shipment).getByText("JD014600006")).toBeInTheDocument();
    expect(screen.getByText("Invoice INV-000007")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Download invoice" })).toBeInTheDocument();
    const steps = within(screen.getByRole("list", { name: "Status history" })).getAllByRole("listitem");
    // The history names each status as every page does (issue 20, item 19), its note saying what happened.
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringContaining("Unpaid — placed (by you)"),
      expect.stringContaining("Paid — payment received (test)"),
      expect.stringContaining("Shipped — DHL, tracking JD014600006 (by the shop)"),
    ]);
    expect(screen.queryByRole("button", { name: /Cancel with refund/ })).not.toBeInTheDocument();
  });

  it("downloads the invoice with the bearer token", async () => {
    const { fetchMock, user } = renderPage(testUser, shipped, {
      [`GET /api/orders/${id}/invoice.pdf`]: () => new Response("%PDF-1.7", { status: 200, headers: { "Content-Type": "application/pdf" } }),
    });
    const createObjectURL = vi.fn(() => "blob:pdf");
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    await user.click(await screen.findByRole("button", { name: "Download invoice" }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    const call = fetchMock.mock.calls.find(([input]) => String(input).endsWith("/invoice.pdf"));
    expect(new Headers(call?.[1]?.headers).get("Authorization")).toBe("Bearer token-1");
  });

  it("says when an order is not shipped or paid yet, and offers no invoice", async () => {
    renderPage(testUser, { ...shipped, status: "unpaid", paid: false, carrier: null, trackingNumber: null, payment: null, invoiceNumber: null, history: [] });
    expect(await screen.findByText("Not shipped yet.")).toBeInTheDocument();
    expect(screen.getByText("No payment yet.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Download invoice" })).not.toBeInTheDocument();
  });

  it("gives the office Mark shipped and Cancel with refund on a paid order", async () => {
    const paid: OrderDetail = { ...shipped, status: "paid", carrier: null, trackingNumber: null };
    const { user, fetchMock } = renderPage({ ...testUser, role: "admin" }, paid, {
      [`POST /api/orders/${id}/refund`]: () => json(200, { ...paid, status: "cancelled", refund: { amount: 125, at: "2026-11-03T10:00:00.000Z", reason: "cancelled by the office" } }),
    });
    await user.click(await screen.findByRole("button", { name: /Mark shipped/ }));
    expect(screen.getByRole("dialog", { name: orderOfficeMessages.shipConfirm })).toBeInTheDocument();
    await user.click(within(screen.getByRole("dialog", { name: orderOfficeMessages.shipConfirm })).getByRole("button", { name: "Keep it" }));
    await user.click(screen.getByRole("button", { name: /Cancel with refund/ }));
    await user.click(within(screen.getByRole("dialog", { name: orderOfficeMessages.refundConfirm })).getByRole("button", { name: "Cancel with refund" }));
    expect(await screen.findByText(orderOfficeMessages.refunded)).toBeInTheDocument();
    // The refund's price asked on the way (refund-preview, nothing written) is not the refund.
    const posts = fetchMock.mock.calls.filter(([url, init]) => init?.method === "POST" && !String(url).endsWith("/refund-preview"));
    expect(posts).toHaveLength(1);
    // No reason typed: none is sent, and the server writes its own.
    expect(JSON.parse(String(posts[0]?.[1]?.body))).toEqual({});
  });

  it("gives the office Mark shipped and Cancel order, no credit, on an order on account not yet dispatched (issue 36: not invoiced)", async () => {
    const confirmed: OrderDetail = { ...shipped, status: "confirmed", paid: false, carrier: null, trackingNumber: null, paymentTerms: "net30", dueDate: null, payment: null, invoiceNumber: null };
    const { user, fetchMock } = renderPage({ ...testUser, role: "admin" }, confirmed, {
      [`DELETE /api/order/${id}`]: () => json(200, { acknowledged: true, deletedCount: 1 }),
    });
    expect(await screen.findByRole("button", { name: /Mark shipped/ })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /credit/i })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: new RegExp(orderOfficeMessages.cancel) }));
    const dialog = screen.getByRole("dialog", { name: orderOfficeMessages.cancelConfirm });
    expect(within(dialog).getByText(orderOfficeMessages.cancelNotInvoiced)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: orderOfficeMessages.cancel }));
    expect(await screen.findByText(orderOfficeMessages.cancelled)).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url, init]) => init?.method === "DELETE" && String(url).endsWith(`/api/order/${id}`))).toHaveLength(1);
  });

  it("offers the credit buttons, not Cancel order, once the order on account is invoiced", async () => {
    const invoiced: OrderDetail = { ...shipped, paid: false, paymentTerms: "net30", dueDate: "2026-12-02", payment: null, invoiceNumber: 9 };
    renderPage({ ...testUser, role: "admin" }, invoiced);
    expect(await screen.findByRole("button", { name: /Cancel with credit note/ })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: new RegExp(`^${orderOfficeMessages.cancel}:`) })).not.toBeInTheDocument();
  });
});

describe("OrderPage: where the order goes (issue 26)", () => {
  const bound: OrderDetail = { ...shipped, country: "KE", postalCode: "20100", bill: aBill() };
  const destination = ["Amina Farmer", "Farm road 1", "Nakuru", "20100", "Kenya"];

  it("shows the buyer the whole destination and the shipping method with its estimate", async () => {
    renderPage(testUser, bound);
    const shipment = await screen.findByRole("region", { name: "Shipment" });
    const address = within(shipment).getByRole("group");
    expect([...address.querySelectorAll("span")].map((line) => line.textContent)).toEqual(destination);
    expect(within(shipment).getByText("Courier (2-4 days)")).toBeInTheDocument();
  });

  it("shows the office the same destination in the Mark shipped dialog", async () => {
    const { user } = renderPage({ ...testUser, role: "admin" }, { ...bound, status: "paid", carrier: null, trackingNumber: null });
    await user.click(await screen.findByRole("button", { name: /Mark shipped/ }));
    const dialog = screen.getByRole("dialog", { name: orderOfficeMessages.shipConfirm });
    const address = within(dialog).getByRole("group");
    expect([...address.querySelectorAll("span")].map((line) => line.textContent)).toEqual(destination);
    expect(within(dialog).getByText("Courier (2-4 days)")).toBeInTheDocument();
  });
});

describe("OrderPage: what does not apply is not said (issue 20, item 19)", () => {
  it.each([
    [403, "forbidden", "This order belongs to someone else"],
    [404, "not_found", "Order not found"],
  ])("answers %i with Order not found and no Retry, which would get the same answer", async (status, code, message) => {
    renderPage(testUser, shipped, { [`GET /api/orders/${id}`]: () => json(status, { error: { code, message } }) });
    expect(await screen.findByRole("heading", { level: 1, name: "Order not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to My orders" })).toHaveAttribute("href", "/dashboard");
    expect(screen.queryByRole("button", { name: "Retry" })).not.toBeInTheDocument();
  });

  it("still offers Retry when the server failed", async () => {
    renderPage(testUser, shipped, { [`GET /api/orders/${id}`]: () => json(500, { error: { code: "internal", message: "Something went wrong" } }) });
    expect(await screen.findByRole("button", { name: "Retry" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Order not found" })).not.toBeInTheDocument();
  });

  it.each([
    ["cancelled", "Cancelled before it was shipped; nothing will be sent.", "Cancelled before it was paid."],
    ["expired", "Expired before it was paid; nothing will be sent.", "Not paid in time."],
  ] as const)("a %s order says so instead of 'Not shipped yet'", async (status, shipment, payment) => {
    renderPage(testUser, { ...shipped, status, paid: false, carrier: null, trackingNumber: null, payment: null, invoiceNumber: null, history: [] });
    expect(await within(await screen.findByRole("region", { name: "Shipment" })).findByText(shipment)).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Payment" })).getByText(payment)).toBeInTheDocument();
    expect(screen.queryByText(/Not shipped yet/)).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Pay" })).not.toBeInTheDocument();
  });

  it("offers the buyer Pay on an unpaid order of theirs, styled as the positive action it is", async () => {
    renderPage(testUser, { ...shipped, status: "unpaid", paid: false, carrier: null, trackingNumber: null, payment: null, invoiceNumber: null, history: [] });
    const pay = await screen.findByRole("link", { name: "Pay" });
    expect(pay).toHaveAttribute("href", `/dashboard/payment/${id}`);
    expect(pay).toHaveClass("btn-primary");
    expect(pay.className).not.toMatch(/error|danger|warning/);
  });
});

describe("OrderPage: a cart's order (issue 12)", () => {
  const rake = "6e1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f";
  const cartOrder: OrderDetail = {
    ...shipped,
    product: "Steel Hoe, Leaf Rake",
    quantity: 310,
    price: 1625,
    poNumber: "PO-7781",
    deliveryDate: "2099-06-30",
    items: [
      { productId: shipped.productId, product: "Steel Hoe", quantity: 10, unitPrice: 12.5, listUnitPrice: 12.5, breakMinQuantity: null, quoteId: null, price: 125 },
      { productId: rake, product: "Leaf Rake", quantity: 300, unitPrice: 5, listUnitPrice: 5.5, breakMinQuantity: 200, quoteId: null, price: 1500 },
    ],
  };

  it("lists every line with its break, the PO number and the delivery date", async () => {
    renderPage(testUser, cartOrder);
    const items = await screen.findByRole("region", { name: "Items" });
    // Tool (with "quantity × unit price" under it on a phone), quantity, unit price with its break, line total.
    const cells = (name: RegExp) => within(within(items).getByRole("row", { name })).getAllByRole("cell").map((cell) => cell.textContent);
    expect(cells(/Leaf Rake/)).toEqual(["Leaf Rake 300 × $5.00 (200+ price)", "300", "$5.00 (200+ price)", "$1,500.00"]);
    expect(cells(/Steel Hoe/)).toEqual(["Steel Hoe 10 × $12.50", "10", "$12.50", "$125.00"]);
    expect(within(items).getAllByRole("row").at(-1)).toHaveTextContent("Total$1,625.00");
    const buyer = screen.getByRole("region", { name: "Buyer" });
    expect(within(buyer).getByText("PO-7781")).toBeInTheDocument();
    expect(within(buyer).getByText(bulkLabels.deliveryDate)).toBeInTheDocument();
  });

  it("Order again fills the cart at today's stock and pack, leaves out a tool gone from the shop, and opens the cart", async () => {
    localStorage.clear();
    const hoeToday = { _id: shipped.productId, img: "/x.svg", name: "Steel Hoe", description: "", minimumOrderQuantity: 5, availableQuantity: 8, price: 13, packSize: 4, sku: "AF-HOE-150", weight: 1.38, taxClass: "standard" };
    const { user } = renderPage(testUser, cartOrder, {
      [`GET /api/tools/${shipped.productId}`]: () => json(200, hoeToday),
      [`GET /api/tools/${rake}`]: () => json(404, { error: { code: "not_found", message: "Tool not found" } }),
    });
    await user.click(await screen.findByRole("button", { name: cartMessages.orderAgain }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/cart"));
    expect(JSON.parse(localStorage.getItem("cart") ?? "[]")).toEqual([{ productId: shipped.productId, quantity: 8 }]);
  });

  it("offers no Order again on an unpaid order", async () => {
    renderPage(testUser, { ...cartOrder, status: "unpaid", paid: false, payment: null, invoiceNumber: null });
    await screen.findByRole("region", { name: "Items" });
    expect(screen.queryByRole("button", { name: cartMessages.orderAgain })).not.toBeInTheDocument();
  });
});
