import type { OrderDetail } from "@shop/contract";
import { bulkLabels, cartMessages, orderOfficeMessages } from "@shop/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
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
    expect(within(item).getByText("$125.00")).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Buyer" })).getByText(/Farm road 1/)).toBeInTheDocument();
    const shipment = screen.getByRole("region", { name: "Shipment" });
    expect(within(shipment).getByText("DHL")).toBeInTheDocument();
    expect(within(shipment).getByText("JD014600006")).toBeInTheDocument();
    expect(screen.getByText("Invoice INV-000007")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Download invoice" })).toBeInTheDocument();
    const steps = within(screen.getByRole("list", { name: "Status history" })).getAllByRole("listitem");
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringContaining("Placed, waiting for payment — placed (by you)"),
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
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "POST")).toHaveLength(1);
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
    expect(within(items).getByRole("row", { name: /Leaf Rake/ })).toHaveTextContent("Leaf Rake300$5.00 (200+ price)$1,500.00");
    expect(within(items).getByRole("row", { name: /Steel Hoe/ })).toHaveTextContent("Steel Hoe10$12.50$125.00");
    const buyer = screen.getByRole("region", { name: "Buyer" });
    expect(within(buyer).getByText("PO-7781")).toBeInTheDocument();
    expect(within(buyer).getByText(bulkLabels.deliveryDate)).toBeInTheDocument();
  });

  it("Order again fills the cart at today's stock and pack, leaves out a tool gone from the shop, and opens the cart", async () => {
    localStorage.clear();
    const hoeToday = { _id: shipped.productId, img: "/x.svg", name: "Steel Hoe", description: "", minimumOrderQuantity: 5, availableQuantity: 8, price: 13, packSize: 4 };
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
