import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, mockFetch, renderWithProviders, sentBody, sessionHandlers, testUser } from "../../../test/utils";
import { aCompanyOnTerms, anOpenInvoice, aTransfer, officeCompanyId } from "./fixtures";
import { PaymentsOnAccount } from "./PaymentsOnAccount";

const transfer = aTransfer();
const card = aTransfer({ _id: "5b4c3d2e-1f0a-4b9c-8d7e-6f5a4b3c2d1e", method: "card", reference: "", amount: 100, allocations: [{ invoiceNumber: 3, amount: 70 }], unapplied: 0, refunded: 30 });
const applyPath = `/api/admin/companies/${officeCompanyId}/payments/${transfer._id}/apply`;

function renderPayments(answer: () => Response) {
  const fetchMock = mockFetch({
    ...sessionHandlers({ ...testUser, role: "admin" }),
    [`GET /api/admin/companies/${officeCompanyId}/payments?page=1&limit=10`]: () => json(200, [transfer, card]),
    [`GET /api/admin/companies/${officeCompanyId}/invoices?status=unpaid&page=1&limit=100`]: () => json(200, [anOpenInvoice(6, 25), anOpenInvoice(5, 60)]),
    [`POST ${applyPath}`]: answer,
  });
  renderWithProviders(<PaymentsOnAccount company={aCompanyOnTerms({ unapplied: 40 })} />, { toaster: true });
  return { fetchMock, user: userEvent.setup() };
}

describe("PaymentsOnAccount", () => {
  it("shows the company's unapplied money, and applies a payment's to two invoices, the second with what is left", async () => {
    const { fetchMock, user } = renderPayments(() => json(200, aTransfer({ unapplied: 0 })));
    expect(screen.getByText("Unapplied on account: $40.00")).toBeInTheDocument();
    const table = await screen.findByRole("table", { name: /Payments on account/ });
    // A card payment given back in part says so; only a payment with unapplied money can be applied.
    expect(within(table).getByText("$30.00 refunded to the card")).toBeInTheDocument();
    expect(within(table).getAllByRole("button", { name: /^Apply the unapplied money of/ })).toHaveLength(1);

    await user.click(within(table).getByRole("button", { name: "Apply the unapplied money of SWIFT 42" }));
    const form = screen.getByRole("region", { name: "Apply $40.00 of unapplied money" });
    await user.click(await within(form).findByRole("checkbox", { name: "Apply to INV-000006" }));
    // 25.00 takes the invoice's balance; the next is offered the 15.00 left, not its balance.
    await user.click(within(form).getByRole("checkbox", { name: "Apply to INV-000005" }));
    expect(within(form).getByLabelText("Amount applied to INV-000005")).toHaveValue("15.00");
    await user.click(within(form).getByRole("button", { name: "Apply to invoices" }));
    expect(await screen.findByText("$40.00 applied to 2 invoices")).toBeInTheDocument();
    expect(sentBody(fetchMock, "POST", applyPath)).toEqual({
      allocations: [
        { invoiceNumber: 5, amount: 15 },
        { invoiceNumber: 6, amount: 25 },
      ],
    });
    const call = fetchMock.mock.calls.find(([url]) => url === applyPath);
    expect(new Headers(call?.[1]?.headers).get("Idempotency-Key")).toMatch(/^[0-9a-f]{32}$/);
    expect(screen.queryByRole("region", { name: "Apply $40.00 of unapplied money" })).not.toBeInTheDocument();
  });

  it("says what is wrong before sending, and shows the server's refusal", async () => {
    const { fetchMock, user } = renderPayments(() => json(409, { error: { code: "conflict", message: "This payment has $10.00 unapplied: the amounts applied cannot add up to more" } }));
    await user.click(await screen.findByRole("button", { name: "Apply the unapplied money of SWIFT 42" }));
    const form = screen.getByRole("region", { name: "Apply $40.00 of unapplied money" });
    await within(form).findByRole("checkbox", { name: "Apply to INV-000005" });
    await user.click(within(form).getByRole("button", { name: "Apply to invoices" }));
    expect(within(form).getByText("Select at least one invoice to pay")).toBeInTheDocument();
    await user.click(within(form).getByRole("checkbox", { name: "Apply to INV-000005" }));
    const amount = within(form).getByLabelText("Amount applied to INV-000005");
    await user.clear(amount);
    await user.type(amount, "45");
    await user.click(within(form).getByRole("button", { name: "Apply to invoices" }));
    expect(within(form).getByText("The amounts add up to more than is unapplied")).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
    await user.clear(amount);
    await user.type(amount, "30");
    await user.click(within(form).getByRole("button", { name: "Apply to invoices" }));
    expect(await within(form).findByRole("alert")).toHaveTextContent("This payment has $10.00 unapplied");
  });
});
