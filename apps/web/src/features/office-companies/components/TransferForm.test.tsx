import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { setLanguageSource } from "@shop/contract";
import { loadBanglaCatalogue } from "@shop/contract/bangla";
import { describe, expect, it } from "vitest";
import { json, mockFetch, renderWithProviders, sessionHandlers, testUser } from "../../../test/utils";
import { aCompanyOnTerms, anOpenInvoice, aTransfer, officeCompanyId } from "./fixtures";
import { TransferForm } from "./TransferForm";

const companyId = officeCompanyId;
const company = aCompanyOnTerms();
const invoice = anOpenInvoice;
const recorded = aTransfer();

function renderForm(answer: () => Response) {
  const fetchMock = mockFetch({
    ...sessionHandlers({ ...testUser, role: "admin" }),
    [`GET /api/admin/companies/${companyId}/invoices?status=unpaid&page=1&limit=100`]: () => json(200, [invoice(5, 120), invoice(4, 200)]),
    [`POST /api/admin/companies/${companyId}/payments`]: answer,
  });
  renderWithProviders(<TransferForm company={company} />, { toaster: true });
  return { fetchMock, user: userEvent.setup() };
}

describe("TransferForm", () => {
  it("records a transfer against two invoices, one in part, and shows what stays unapplied", async () => {
    const { fetchMock, user } = renderForm(() => json(201, recorded));
    const form = screen.getByRole("region", { name: "Record a bank transfer" });
    await user.type(within(form).getByLabelText("Amount received"), "300");
    await user.clear(within(form).getByLabelText("Received on"));
    await user.type(within(form).getByLabelText("Received on"), "2026-11-26");
    await user.type(within(form).getByLabelText("Reference"), " SWIFT 42 ");
    await user.click(await within(form).findByRole("checkbox", { name: "Apply to INV-000004" }));
    await user.click(within(form).getByRole("checkbox", { name: "Apply to INV-000005" }));
    const part = within(form).getByLabelText("Amount applied to INV-000005");
    await user.clear(part);
    await user.type(part, "60");
    expect(within(form).getByText("($40.00 stays unapplied)")).toBeInTheDocument();
    await user.click(within(form).getByRole("button", { name: "Record transfer" }));
    expect(await screen.findByText("Transfer of $300.00 recorded: applied to 2 invoices")).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === "POST");
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      amount: 300,
      receivedOn: "2026-11-26",
      reference: "SWIFT 42",
      allocations: [
        { invoiceNumber: 4, amount: 200 },
        { invoiceNumber: 5, amount: 60 },
      ],
    });
    expect(new Headers(call?.[1]?.headers).get("Idempotency-Key")).toMatch(/^[0-9a-f]{32}$/);
  });

  it("says what is wrong before sending, and shows the server's refusal", async () => {
    const { fetchMock, user } = renderForm(() => json(409, { error: { code: "conflict", message: "A transfer with this reference, amount and date is recorded for this company already" } }));
    const form = screen.getByRole("region", { name: "Record a bank transfer" });
    await user.type(within(form).getByLabelText("Amount received"), "100");
    await user.type(within(form).getByLabelText("Reference"), "SWIFT 42");
    await user.click(await within(form).findByRole("checkbox", { name: "Apply to INV-000004" }));
    await user.click(within(form).getByRole("button", { name: "Record transfer" }));
    expect(within(form).getByText("The amounts applied add up to more than the transfer")).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
    await user.clear(within(form).getByLabelText("Amount received"));
    await user.type(within(form).getByLabelText("Amount received"), "200");
    await user.click(within(form).getByRole("button", { name: "Record transfer" }));
    expect(await within(form).findByRole("alert")).toHaveTextContent("recorded for this company already");
  });

  it("says under each field what it lacks, in the page's language, and sends nothing", async () => {
    const { fetchMock, user } = renderForm(() => json(201, recorded));
    const form = screen.getByRole("region", { name: "Record a bank transfer" });
    await user.type(within(form).getByLabelText("Amount received"), "10.005");
    await user.click(within(form).getByRole("button", { name: "Record transfer" }));
    expect(within(form).getByText("Amount received must be more than 0, with at most 2 decimals")).toBeInTheDocument();
    expect(within(form).getByText("Reference is required")).toBeInTheDocument();
    loadBanglaCatalogue();
    setLanguageSource(() => "bn");
    try {
      await user.click(within(form).getByRole("button", { name: "Record transfer" }));
      expect(within(form).getByText(/০-এর বেশি হতে হবে, দশমিকের পরে সর্বোচ্চ ২ অঙ্ক$/)).toBeInTheDocument();
      expect(within(form).getByText(/দিতে হবে$/)).toBeInTheDocument();
    } finally {
      setLanguageSource(() => "en");
    }
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
  });

  it("records a transfer that names no invoice, kept whole on the company's account", async () => {
    const { fetchMock, user } = renderForm(() => json(201, { ...recorded, amount: 80, unapplied: 80, allocations: [] }));
    const form = screen.getByRole("region", { name: "Record a bank transfer" });
    await user.type(within(form).getByLabelText("Amount received"), "80");
    await user.type(within(form).getByLabelText("Reference"), "NO INVOICE NAMED");
    await within(form).findByRole("checkbox", { name: "Apply to INV-000004" });
    await user.click(within(form).getByRole("button", { name: "Record transfer" }));
    expect(await screen.findByText("Transfer of $80.00 recorded: kept on the company's account until it is applied")).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === "POST");
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({ amount: 80, reference: "NO INVOICE NAMED", allocations: [] });
  });
});
