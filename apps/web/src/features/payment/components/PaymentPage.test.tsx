import { messages, orderNumber } from "@shop/contract";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { anOrder, anOrderLine } from "../../../test/fixtures";
import { json, mockFetch, renderWithProviders, sessionHandlers, testUser } from "../../../test/utils";
import { PaymentPage } from "./PaymentPage";
import { formatExpiry } from "../../../components/payment/cardForm";

const stripe = vi.hoisted(() => ({ loadStripe: vi.fn(), confirmCardPayment: vi.fn(), card: { kind: "card-element" } }));
vi.mock("@stripe/stripe-js/pure", () => ({ loadStripe: stripe.loadStripe }));
vi.mock("@stripe/react-stripe-js", () => ({
  Elements: ({ children }: { children: ReactNode }) => children,
  CardElement: () => <div data-testid="card-element" />,
  useStripe: () => ({ confirmCardPayment: stripe.confirmCardPayment }),
  useElements: () => ({ getElement: () => stripe.card }),
}));

beforeEach(() => {
  stripe.loadStripe.mockReset().mockResolvedValue({});
  stripe.confirmCardPayment.mockReset();
});

const order = anOrder();

const orderPath = `/api/orders/${order._id}`;

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function renderPayment(handlers: Parameters<typeof mockFetch>[0]) {
  const fetchMock = mockFetch({
    ...sessionHandlers(testUser),
    [`GET ${orderPath}`]: () => json(200, order),
    "GET /api/payments/config": () => json(200, { provider: "test" }),
    "POST /api/create-payment-intent": () => json(200, { clientSecret: "pi_test_secret_1" }),
    ...handlers,
  });
  renderWithProviders(<PaymentPage />, { route: `/dashboard/payment/${order._id}`, path: "/dashboard/payment/:paymentId" });
  return { fetchMock, user: userEvent.setup() };
}

async function fillCard(user: ReturnType<typeof userEvent.setup>, cardNumber: string) {
  await user.type(screen.getByRole("textbox", { name: "Card number" }), cardNumber);
  await user.type(screen.getByRole("textbox", { name: "Expiry date" }), "12/30");
  await user.type(screen.getByRole("textbox", { name: "CVC" }), "123");
}

describe("PaymentPage", () => {
  it("greets the order's name, shows what to pay, and keeps Pay disabled until the secret arrives", async () => {
    const secret = deferred<Response>();
    const { fetchMock } = renderPayment({ "POST /api/create-payment-intent": () => secret.promise });

    expect(await screen.findByRole("heading", { level: 1, name: "Hello, Amina Farmer" })).toBeInTheDocument();
    expect(screen.getByText("Please pay for", { exact: false })).toHaveTextContent("Please pay for Spade");
    expect(screen.getByText("Please pay:", { exact: false })).toHaveTextContent("Please pay: $1,850.00");
    expect(await screen.findByText("Test mode")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Expiry date" })).toHaveAttribute("placeholder", "MM/YY");

    const pay = screen.getByRole("button", { name: "Pay" });
    expect(pay).toBeDisabled();
    secret.resolve(json(200, { clientSecret: "pi_test_secret_1" }));
    await waitFor(() => expect(pay).toBeEnabled());

    const intentCalls = fetchMock.mock.calls.filter(([url]) => url === "/api/create-payment-intent");
    expect(intentCalls).toHaveLength(1);
    expect(JSON.parse(String(intentCalls[0]?.[1]?.body))).toEqual({ orderId: order._id });
    // Test mode never loads Stripe.js.
    expect(stripe.loadStripe).not.toHaveBeenCalled();
  });

  it("shows a declined card's message in red and lets the customer try again", async () => {
    const { user, fetchMock } = renderPayment({
      "POST /api/payments/test/confirm": () =>
        json(200, { status: "failed", error: { code: "card_declined", message: "Your card was declined." } }),
    });
    const pay = await screen.findByRole("button", { name: "Pay" });
    await waitFor(() => expect(pay).toBeEnabled());
    await fillCard(user, "4000 0000 0000 0002");
    await user.click(pay);

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Your card was declined.");
    expect(alert).toHaveClass("text-error");
    expect(pay).toBeEnabled();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PATCH")).toBe(false);
  });

  it("records a successful payment and shows the congratulations with the transaction id, the amount, the order and its invoice", async () => {
    const createObjectURL = vi.fn(() => "blob:invoice");
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const { user, fetchMock } = renderPayment({
      "POST /api/payments/test/confirm": () => json(200, { status: "succeeded", transactionId: "pi_test_abc123" }),
      [`PATCH ${orderPath}`]: () => json(200, { ...order, paid: true, status: "paid", transactionId: "pi_test_abc123" }),
      [`GET ${orderPath}/invoice.pdf`]: () => new Response("%PDF-1.7", { status: 200, headers: { "content-type": "application/pdf", "content-disposition": 'attachment; filename="invoice-7.pdf"' } }),
    });
    const pay = await screen.findByRole("button", { name: "Pay" });
    await waitFor(() => expect(pay).toBeEnabled());
    await fillCard(user, "4242 4242 4242 4242");
    await user.click(pay);

    const congrats = await screen.findByRole("heading", { name: messages.payment.completed });
    expect(congrats).toHaveClass("text-success");
    expect(screen.getByText("pi_test_abc123").parentElement).toHaveTextContent("Your transaction Id: pi_test_abc123");
    // Issue 26: focus goes to the message, not to the page's body, and it says what was paid for what.
    const outcome = screen.getByRole("status", { name: messages.payment.completed });
    expect(outcome).toHaveFocus();
    expect(outcome).toHaveTextContent("Amount paid$1,850.00");
    expect(within(outcome).getByRole("link", { name: `Order ${orderNumber(order._id)}` })).toHaveAttribute("href", `/dashboard/orders/${order._id}`);
    await user.click(within(outcome).getByRole("button", { name: "Download invoice" }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    const invoice = fetchMock.mock.calls.find(([url]) => url === `${orderPath}/invoice.pdf`);
    expect(new Headers(invoice?.[1]?.headers).get("Authorization")).toMatch(/^Bearer /);

    const confirm = fetchMock.mock.calls.find(([url]) => url === "/api/payments/test/confirm");
    expect(JSON.parse(String(confirm?.[1]?.body))).toEqual({
      clientSecret: "pi_test_secret_1",
      cardNumber: "4242 4242 4242 4242",
      expiry: "12/30",
      cvc: "123",
    });
    const patch = fetchMock.mock.calls.find(([url, init]) => url === orderPath && init?.method === "PATCH");
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ orderId: order._id, transactionId: "pi_test_abc123" });
  });

  it("offers to record a charged payment again when our server did not take it", async () => {
    let patches = 0;
    const { user, fetchMock } = renderPayment({
      "POST /api/payments/test/confirm": () => json(200, { status: "succeeded", transactionId: "pi_test_retry" }),
      [`PATCH ${orderPath}`]: () => {
        patches += 1;
        return patches === 1
          ? json(503, { error: { code: "unavailable", message: "The server could not answer" } })
          : json(200, { ...order, paid: true, status: "paid", transactionId: "pi_test_retry" });
      },
    });
    const pay = await screen.findByRole("button", { name: "Pay" });
    await waitFor(() => expect(pay).toBeEnabled());
    await fillCard(user, "4242 4242 4242 4242");
    await user.click(pay);

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Your card was charged, but we could not record the payment yet");
    expect(alert).toHaveTextContent("pi_test_retry");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: messages.payment.completed })).toBeInTheDocument();
    expect(patches).toBe(2);
    // The retry is the same submission: the server answers it once, whatever happened to the first.
    const keys = fetchMock.mock.calls
      .filter(([url, init]) => url === orderPath && init?.method === "PATCH")
      .map(([, init]) => new Headers(init?.headers).get("Idempotency-Key"));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    const confirm = fetchMock.mock.calls.find(([url]) => url === "/api/payments/test/confirm");
    expect(new Headers(confirm?.[1]?.headers).get("Idempotency-Key")).toMatch(/^[0-9a-f]{32}$/);
  });

  it("says an expired order can no longer be paid, instead of the card form", async () => {
    const { fetchMock } = renderPayment({ [`GET ${orderPath}`]: () => json(200, { ...order, status: "expired", holdUntil: null }) });
    expect(await screen.findByRole("heading", { name: "This order expired" })).toBeInTheDocument();
    expect(screen.getByText(messages.order.expired)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Pay" })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/create-payment-intent")).toBe(false);
  });

  it("charges once however fast Pay is clicked", async () => {
    const charge = deferred<Response>();
    const { user, fetchMock } = renderPayment({ "POST /api/payments/test/confirm": () => charge.promise });
    const pay = await screen.findByRole("button", { name: "Pay" });
    await waitFor(() => expect(pay).toBeEnabled());
    await fillCard(user, "4242 4242 4242 4242");
    // Two clicks in the same tick, before React can disable the button.
    fireEvent.click(pay);
    fireEvent.click(pay);
    await waitFor(() => expect(pay).toBeDisabled());
    charge.resolve(json(200, { status: "failed", error: { code: "card_declined", message: "Your card was declined." } }));
    await screen.findByRole("alert");
    expect(fetchMock.mock.calls.filter(([url]) => url === "/api/payments/test/confirm")).toHaveLength(1);
  });

  it("says the order is paid, with its transaction id, instead of the card form", async () => {
    const { fetchMock } = renderPayment({
      [`GET ${orderPath}`]: () => json(200, { ...order, paid: true, status: "paid", transactionId: "pi_test_done" }),
    });
    expect(await screen.findByRole("heading", { name: "This order is paid" })).toBeInTheDocument();
    expect(screen.getByText("pi_test_done")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Pay" })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/create-payment-intent")).toBe(false);
  });

  it.each([
    [403, "forbidden", "This order belongs to someone else"],
    [404, "not_found", "Order not found"],
  ])("says 'Order not found' on a %i (someone else's order, or none), without a Retry that would get the same answer", async (status, code, message) => {
    const { fetchMock } = renderPayment({ [`GET ${orderPath}`]: () => json(status, { error: { code, message } }) });
    expect(await screen.findByRole("heading", { name: "Order not found" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Retry" })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/create-payment-intent")).toBe(false);
  });

  it("shows a cart's every line with its own quantity, unit price and line total, and the total they add up to", async () => {
    const line = anOrderLine;
    // The spec's single fields summarise a cart: 1000 units, the first line's unit price, the total.
    const cart = {
      ...order,
      product: "Pitchfork, Spade and Sickle",
      quantity: 1000,
      unitPrice: 12.9,
      price: 10350,
      items: [line("Pitchfork", 500, 12.9), line("Spade", 300, 9.5), line("Sickle", 200, 5.25)],
    };
    renderPayment({ [`GET ${orderPath}`]: () => json(200, cart) });
    const table = await screen.findByRole("table", { name: /^Lines of order/ });
    const rows = within(table).getAllByRole("row");
    expect(rows.slice(1, -1).map((row) => within(row).getAllByRole("cell").map((cell) => cell.textContent))).toEqual([
      ["Pitchfork 500 × $12.90", "500", "$12.90", "$6,450.00"],
      ["Spade 300 × $9.50", "300", "$9.50", "$2,850.00"],
      ["Sickle 200 × $5.25", "200", "$5.25", "$1,050.00"],
    ]);
    expect(rows.at(-1)).toHaveTextContent("Total$10,350.00");
    expect(screen.getByText("Please pay:", { exact: false })).toHaveTextContent("Please pay: $10,350.00");
    // Not the summary's misleading "1000 × $12.90".
    expect(screen.queryByText(/1,?000 × \$12\.90/)).not.toBeInTheDocument();
  });

  it("pays with Stripe Elements when the server's provider is Stripe", async () => {
    stripe.confirmCardPayment.mockResolvedValue({ paymentIntent: { id: "pi_live_42", status: "succeeded" } });
    const { user, fetchMock } = renderPayment({
      "GET /api/payments/config": () => json(200, { provider: "stripe", publishableKey: "pk_test_123" }),
      [`PATCH ${orderPath}`]: () => json(200, { ...order, paid: true, status: "paid", transactionId: "pi_live_42" }),
    });
    expect(await screen.findByTestId("card-element")).toBeInTheDocument();
    expect(stripe.loadStripe).toHaveBeenCalledWith("pk_test_123");
    expect(screen.queryByText("Test mode")).not.toBeInTheDocument();
    const pay = screen.getByRole("button", { name: "Pay" });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);

    expect(await screen.findByRole("heading", { name: messages.payment.completed })).toBeInTheDocument();
    expect(stripe.confirmCardPayment).toHaveBeenCalledWith("pi_test_secret_1", {
      payment_method: { card: stripe.card, billing_details: { name: order.name, email: order.email } },
    });
    const patch = fetchMock.mock.calls.find(([url, init]) => url === orderPath && init?.method === "PATCH");
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ orderId: order._id, transactionId: "pi_live_42" });
  });

  it("shows Stripe's card error in red", async () => {
    stripe.confirmCardPayment.mockResolvedValue({ error: { message: "Your card was declined." } });
    const { user } = renderPayment({
      "GET /api/payments/config": () => json(200, { provider: "stripe", publishableKey: "pk_test_123" }),
    });
    await screen.findByTestId("card-element");
    const pay = screen.getByRole("button", { name: "Pay" });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Your card was declined.");
    expect(alert).toHaveClass("text-error");
  });

  it("puts the slash into a typed expiry", () => {
    expect(formatExpiry("1230")).toBe("12/30");
    expect(formatExpiry("12/30")).toBe("12/30");
    expect(formatExpiry("12")).toBe("12");
  });
});
