import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, mockFetch, renderWithProviders, sentBody, sessionHandlers, testUser } from "../../../test/utils";
import { aCompanyOnTerms, aTransfer, officeCompanyId } from "./fixtures";
import { PaymentsOnAccount } from "./PaymentsOnAccount";

const transfer = aTransfer();
const card = aTransfer({ _id: "5b4c3d2e-1f0a-4b9c-8d7e-6f5a4b3c2d1e", method: "card", reference: "", amount: 100, allocations: [{ invoiceNumber: 3, amount: 70 }], unapplied: 0, refunded: 30 });
const refundPath = (id: string) => `/api/admin/companies/${officeCompanyId}/payments/${id}/refund`;

function renderPayments(answer: () => Response) {
  const fetchMock = mockFetch({
    ...sessionHandlers({ ...testUser, role: "admin" }),
    [`GET /api/admin/companies/${officeCompanyId}/payments?page=1&limit=10`]: () => json(200, [transfer, card]),
    [`POST ${refundPath(card._id)}`]: answer,
    [`POST ${refundPath(transfer._id)}`]: answer,
  });
  renderWithProviders(<PaymentsOnAccount company={aCompanyOnTerms({ unapplied: 40 })} />, { toaster: true });
  return { fetchMock, user: userEvent.setup() };
}

describe("Refunding a payment on account (issue 37)", () => {
  it("refunds part of a card payment, at most what is left, with its reason and an Idempotency-Key", async () => {
    const { fetchMock, user } = renderPayments(() => json(200, { ...card, refunded: 50, allocations: [{ invoiceNumber: 3, amount: 50 }] }));
    const table = await screen.findByRole("table", { name: /Payments on account/ });
    await user.click(within(table).getByRole("button", { name: "Refund $100.00" }));
    const form = screen.getByRole("region", { name: "Refund this payment" });
    // What is left of it (100.00 paid, 30.00 refunded) is offered, and no more is accepted.
    const amount = within(form).getByLabelText("Amount to refund");
    expect(amount).toHaveValue("70.00");
    expect(within(form).queryByLabelText(/Reference/)).not.toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, "70.01");
    await user.click(within(form).getByRole("button", { name: "Refund" }));
    expect(within(form).getByText("Enter an amount between 0.01 and $70.00")).toBeInTheDocument();
    expect(within(form).getByText("Enter the reason for the refund")).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);

    await user.clear(amount);
    await user.type(amount, "20");
    await user.type(within(form).getByLabelText("Reason"), "Two hoes returned");
    await user.click(within(form).getByRole("button", { name: "Refund" }));
    expect(await screen.findByText("$20.00 refunded")).toBeInTheDocument();
    expect(sentBody(fetchMock, "POST", refundPath(card._id))).toEqual({ amount: 20, reason: "Two hoes returned" });
    const call = fetchMock.mock.calls.find(([url]) => url === refundPath(card._id));
    expect(new Headers(call?.[1]?.headers).get("Idempotency-Key")).toMatch(/^[0-9a-f]{32}$/);
    expect(screen.queryByRole("region", { name: "Refund this payment" })).not.toBeInTheDocument();
  });

  it("a transfer is given back by hand: the office's reference is required and sent; the server's refusal is shown", async () => {
    const { fetchMock, user } = renderPayments(() => json(409, { error: { code: "conflict", message: "A refund with this reference is recorded for this payment's method already" } }));
    await user.click(await screen.findByRole("button", { name: "Refund SWIFT 42" }));
    const form = screen.getByRole("region", { name: "Refund this payment" });
    await user.type(within(form).getByLabelText("Reason"), "Paid twice");
    await user.click(within(form).getByRole("button", { name: "Refund" }));
    expect(within(form).getByText("Enter the reference of the transfer that gave the money back")).toBeInTheDocument();
    await user.type(within(form).getByLabelText("Reference of the transfer that gave it back"), "BACK-7");
    await user.click(within(form).getByRole("button", { name: "Refund" }));
    expect(await within(form).findByRole("alert")).toHaveTextContent("A refund with this reference is recorded");
    expect(sentBody(fetchMock, "POST", refundPath(transfer._id))).toEqual({ amount: transfer.amount, reason: "Paid twice", reference: "BACK-7" });
  });
});
