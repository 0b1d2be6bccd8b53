import type { Order } from "@shop/contract";
import { cashAndDepositMessages } from "@shop/contract";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { anOrder } from "../../../test/fixtures";
import { json, mockFetch, renderWithProviders, sessionHandlers, testUser } from "../../../test/utils";
import { PaymentPage } from "./PaymentPage";

/** Issue 37: the payment page offers the order's own methods; a deposit's details; cash on delivery is not paid here. */
function renderPayment(order: Order) {
  const fetchMock = mockFetch({
    ...sessionHandlers(testUser),
    [`GET /api/orders/${order._id}`]: () => json(200, order),
    "GET /api/payments/config": () => json(200, { provider: "test" }),
    "POST /api/create-payment-intent": () => json(200, { clientSecret: "pi_test_secret_1" }),
  });
  renderWithProviders(<PaymentPage />, { route: `/dashboard/payment/${order._id}`, path: "/dashboard/payment/:paymentId" });
  return { fetchMock, user: userEvent.setup() };
}

/**
 * An interaction that makes a component suspend, awaited in an `act` of its own (decision 052).
 * Testing Library runs each event in a synchronous act that nobody awaits; React leaves the
 * suspended render's retry on that act's queue, which such an act drops, and the root keeps a
 * stand-in for the dropped task. The ping of the loaded code was then scheduled only if it fell on
 * another of react-dom's four retry lanes than the dropped one, lanes handed out in turn by one
 * counter for the whole module graph: after another file's Suspense retries (CompanyPage's), the
 * form never resumed. The awaited act keeps its queue and flushes it once the code is in.
 */
const chooseSuspending = (interaction: () => Promise<void>) => act(interaction);

describe("PaymentPage with several methods", () => {
  it("shows the card first, and bKash's button only once chosen", async () => {
    const { user, fetchMock } = renderPayment({ ...anOrder(), payableWith: ["card", "bkash", "sslcommerz"] });
    expect(await screen.findByRole("heading", { name: "How will you pay?" })).toBeInTheDocument();
    expect(await screen.findByRole("textbox", { name: "Card number" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Pay with bKash" })).not.toBeInTheDocument();
    // The choice suspends on the gateway's code: see chooseSuspending.
    await chooseSuspending(() => user.click(screen.getByRole("radio", { name: "bKash" })));
    expect(await screen.findByRole("button", { name: "Pay with bKash" })).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Card number" })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith("/payment-session"))).toBe(false);
  });

  it("shows a bank-deposit order's account, reference and deadline, and still lets it be paid online", async () => {
    renderPayment({ ...anOrder(), paymentMethod: "bank_deposit", payableWith: ["card"], bankDeposit: { account: "Agrani Bank, A/C 0200012345678", reference: "0A1B2C3D", payBy: "2026-12-09T10:00:00.000Z" } });
    const deposit = await screen.findByRole("region", { name: "Bank deposit" });
    expect(within(deposit).getByText("Agrani Bank, A/C 0200012345678")).toBeInTheDocument();
    expect(within(deposit).getByText("0A1B2C3D")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Or pay online now" })).toBeInTheDocument();
  });

  it("tells a cash-on-delivery order's buyer to pay the driver", async () => {
    renderPayment({ ...anOrder(), status: "confirmed", paymentMethod: "cod", payableWith: [] });
    expect(await screen.findByRole("heading", { name: "Cash on delivery" })).toBeInTheDocument();
    expect(screen.getByText(cashAndDepositMessages.codConfirmed)).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Card number" })).not.toBeInTheDocument();
  });
});
