import type { OrderDetail } from "@shop/contract";
import { cashAndDepositMessages, depositLabels, orderOfficeMessages, refundReferenceLabels, riskyPaymentLabels } from "@shop/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, mockFetch, renderWithProviders, sentBody, sessionHandlers, stubDialogMethods, testUser } from "../../../test/utils";
import { OrderPage } from "./OrderPage";

/** Issue 37: the order page of a cash-on-delivery or bank-deposit order, for its buyer and the office. */
const id = "b3700000-1a2b-4c3d-8e9f-0a1b2c3d4e5f";
const cod: OrderDetail = {
  _id: id,
  name: "Rahim Store",
  email: "farmer@example.com",
  phone: "+880 1711 000000",
  address: "Mirpur 10, Dhaka",
  product: "Kodal",
  productId: "5e1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f",
  quantity: 2,
  unitPrice: 200,
  price: 460,
  paid: false,
  status: "shipped",
  transactionId: null,
  createdAt: "2026-12-01T10:00:00.000Z",
  carrier: "Sundarban Courier",
  trackingNumber: "SC-1",
  paymentMethod: "cod",
  bankDeposit: null,
  history: [{ status: "confirmed", at: "2026-12-01T10:00:00.000Z", by: "you", note: "placed; cash on delivery: invoiced when dispatched" }],
  payment: null,
  refund: null,
  invoiceNumber: 12,
};
const deposit: OrderDetail = {
  ...cod,
  status: "unpaid",
  carrier: null,
  trackingNumber: null,
  paymentMethod: "bank_deposit",
  bankDeposit: { account: "Agrani Bank, A/C 0200012345678", reference: "B3700000", payBy: "2026-12-04T10:00:00.000Z" },
  invoiceNumber: null,
};
const admin = { ...testUser, role: "admin" as const };

stubDialogMethods();

function renderPage(user: typeof testUser, detail: OrderDetail, extra: Record<string, () => Response> = {}) {
  const fetchMock = mockFetch({ ...sessionHandlers(user), [`GET /api/orders/${id}`]: () => json(200, detail), ...extra });
  renderWithProviders(<OrderPage />, { route: `/dashboard/orders/${id}`, path: "/dashboard/orders/:orderId", toaster: true });
  return { fetchMock, user: userEvent.setup() };
}

describe("a cash-on-delivery order", () => {
  it("says Cash on delivery to its buyer, with no office actions", async () => {
    renderPage(testUser, cod);
    const payment = await screen.findByRole("region", { name: "Payment" });
    expect(within(payment).getByText("Cash on delivery")).toBeInTheDocument();
    expect(within(payment).getByText(cashAndDepositMessages.codConfirmed)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Cash received/ })).not.toBeInTheDocument();
  });

  it("gives the office Cash received, asking for the amount the order asks, and Returned; never a refund before the cash", async () => {
    const { user, fetchMock } = renderPage(admin, cod, {
      [`POST /api/admin/orders/${id}/cash`]: () => json(200, { ...cod, paid: true, payment: { provider: "cod", transactionId: "COD-B3700000", amount: 460, at: "2026-12-03T10:00:00.000Z" } }),
    });
    expect(await screen.findByRole("button", { name: /Returned/ })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Cancel with refund/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /Cash received/ }));
    const dialog = screen.getByRole("dialog", { name: cashAndDepositMessages.cashReceivedConfirm });
    const amount = within(dialog).getByLabelText("Amount collected");
    expect(amount).toHaveValue("460");
    await user.clear(amount);
    await user.click(within(dialog).getByRole("button", { name: "Cash received" }));
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "POST")).toHaveLength(0);
    await user.type(amount, "460");
    await user.click(within(dialog).getByRole("button", { name: "Cash received" }));
    expect(await screen.findByText("Cash received: the order is paid")).toBeInTheDocument();
    expect(sentBody(fetchMock, "POST", `/api/admin/orders/${id}/cash`)).toEqual({ amount: 460 });
  });

  it("sends Returned after its dialog", async () => {
    const { user, fetchMock } = renderPage(admin, cod, { [`POST /api/admin/orders/${id}/returned`]: () => json(200, { ...cod, status: "cancelled" }) });
    await user.click(await screen.findByRole("button", { name: /Returned/ }));
    const dialog = screen.getByRole("dialog", { name: cashAndDepositMessages.returnedConfirm });
    expect(within(dialog).getByText(cashAndDepositMessages.returnedDetail)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Returned" }));
    expect(await screen.findByText("Order returned: stock back on sale")).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url, init]) => url === `/api/admin/orders/${id}/returned` && init?.method === "POST")).toBe(true);
  });
});

describe("a bank-deposit order", () => {
  it("shows its buyer the account, the reference and the deadline", async () => {
    renderPage(testUser, deposit);
    const payment = await screen.findByRole("region", { name: "Bank deposit" });
    expect(within(payment).getByText("Agrani Bank, A/C 0200012345678")).toBeInTheDocument();
    expect(within(payment).getByText("B3700000")).toBeInTheDocument();
    expect(within(payment).getByText("Deposit by")).toBeInTheDocument();
  });

  it("lets the office record the deposit", async () => {
    const { user, fetchMock } = renderPage(admin, deposit, {
      [`POST /api/admin/orders/${id}/deposit`]: () => json(200, { ...deposit, status: "paid", paid: true, bankDeposit: null }),
    });
    await user.click(await screen.findByRole("button", { name: /Record deposit/ }));
    const dialog = screen.getByRole("dialog", { name: cashAndDepositMessages.recordDepositConfirm });
    await user.click(within(dialog).getByRole("button", { name: "Record deposit" }));
    // The reference is required: nothing is sent without it.
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "POST")).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(depositLabels.reference), "AGR-77");
    await user.click(within(dialog).getByRole("button", { name: "Record deposit" }));
    expect(await screen.findByText("Deposit recorded: the order is paid")).toBeInTheDocument();
    expect(sentBody(fetchMock, "POST", `/api/admin/orders/${id}/deposit`)).toMatchObject({ amount: 460, reference: "AGR-77", receivedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
  });
});

describe("refunding an order paid by hand (issue 37)", () => {
  const paidCod: OrderDetail = { ...cod, paid: true, payment: { provider: "cod", transactionId: "COD-B3700000", amount: 460, at: "2026-12-03T10:00:00.000Z" } };

  it("asks the office for its receipt or transfer reference, and sends it with the refund", async () => {
    const { user, fetchMock } = renderPage(admin, paidCod, { [`POST /api/orders/${id}/refund`]: () => json(200, { ...paidCod, status: "cancelled", refunded: 460 }) });
    await user.click(await screen.findByRole("button", { name: /Cancel with refund/ }));
    const dialog = screen.getByRole("dialog", { name: /Cancel this order and refund/ });
    const reference = within(dialog).getByLabelText(refundReferenceLabels.reference);
    await user.click(within(dialog).getByRole("button", { name: "Cancel with refund" }));
    expect(within(dialog).getByText(refundReferenceLabels.required)).toBeInTheDocument();
    // The refund's price asked on the way (refund-preview, nothing written) is not the refund.
    expect(fetchMock.mock.calls.filter(([url, init]) => init?.method === "POST" && !String(url).endsWith("/refund-preview"))).toHaveLength(0);
    await user.type(reference, "RCPT-0042");
    await user.click(within(dialog).getByRole("button", { name: "Cancel with refund" }));
    await screen.findByText(orderOfficeMessages.refunded);
    expect(sentBody(fetchMock, "POST", `/api/orders/${id}/refund`)).toEqual({ reference: "RCPT-0042" });
  });
});

describe("a payment SSLCommerz flagged risky (issue 37)", () => {
  const held: OrderDetail = { ...deposit, paymentMethod: "sslcommerz", bankDeposit: null, riskyPayment: { method: "sslcommerz", transactionId: "SSL-RISKY-1", amount: 460 } };

  it("lets the office accept it, with an Idempotency-Key, or refuse it", async () => {
    const path = `/api/admin/orders/${id}/risky-payment`;
    const { user, fetchMock } = renderPage(admin, held, { [`POST ${path}`]: () => json(200, { ...held, status: "paid", paid: true, riskyPayment: null }) });
    const group = await screen.findByRole("group", { name: riskyPaymentLabels.heading });
    expect(within(group).getByText(/SSL-RISKY-1/)).toBeInTheDocument();
    await user.click(within(group).getByRole("button", { name: /Refuse and refund/ }));
    expect(screen.getByRole("dialog", { name: riskyPaymentLabels.confirmRefuse })).toBeInTheDocument();
    await user.click(within(screen.getByRole("dialog", { name: riskyPaymentLabels.confirmRefuse })).getByRole("button", { name: "Keep it" }));
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "POST")).toHaveLength(0);

    await user.click(within(group).getByRole("button", { name: /Accept the payment/ }));
    const dialog = screen.getByRole("dialog", { name: riskyPaymentLabels.confirmAccept });
    await user.click(within(dialog).getByRole("button", { name: riskyPaymentLabels.accept }));
    expect(await screen.findByText(riskyPaymentLabels.accepted)).toBeInTheDocument();
    expect(sentBody(fetchMock, "POST", path)).toEqual({ accept: true });
    const call = fetchMock.mock.calls.find(([url]) => url === path);
    expect(new Headers(call?.[1]?.headers).get("Idempotency-Key")).toMatch(/^[0-9a-f]{32}$/);
  });

  it("is not shown to the buyer", async () => {
    renderPage(testUser, { ...held, riskyPayment: undefined });
    await screen.findByRole("region", { name: "Payment" });
    expect(screen.queryByRole("group", { name: riskyPaymentLabels.heading })).not.toBeInTheDocument();
  });
});
