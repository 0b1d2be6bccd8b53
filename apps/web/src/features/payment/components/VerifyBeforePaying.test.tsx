import { accountMessages } from "@shop/contract";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { anOrder } from "../../../test/fixtures";
import { json, mockFetch, renderWithProviders, sessionHandlers, testUser } from "../../../test/utils";
import { PaymentPage } from "./PaymentPage";

const unverified = { ...testUser, emailVerified: false };
const order = anOrder();

describe("PaymentPage for a customer whose address is not verified", () => {
  it("disables Pay, says why, asks for no payment, and resends the link on request", async () => {
    const fetchMock = mockFetch({
      ...sessionHandlers(unverified),
      [`GET /api/orders/${order._id}`]: () => json(200, order),
      "GET /api/payments/config": () => json(200, { provider: "test" }),
      "POST /api/auth/verify-email/resend": () => json(200, { message: accountMessages.verificationSent }),
    });
    renderWithProviders(<PaymentPage />, { route: `/dashboard/payment/${order._id}`, path: "/dashboard/payment/:paymentId", toaster: true });
    const pay = await screen.findByRole("button", { name: "Pay" });
    expect(pay).toBeDisabled();
    expect(pay).toHaveAccessibleDescription(accountMessages.verifyBeforePaying);
    expect(screen.queryByRole("textbox", { name: "Card number" })).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole("button", { name: accountMessages.resendVerification }));
    expect(await screen.findByText(accountMessages.verificationSent)).toBeInTheDocument();
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith("/api/auth/verify-email/resend"))).toBe(true));
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith("/api/create-payment-intent"))).toBe(false);
  });
});
