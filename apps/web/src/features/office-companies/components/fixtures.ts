import type { AccountPayment, CompanyInvoice, OfficeCompany } from "@shop/contract";
import { anOfficeCompany } from "../../../test/fixtures";

/** Issue 28's tests of the office's company page: a company on Net 30, its open invoices and its payments, as the API answers them. */
export const officeCompanyId = "6b0f5a9e-6f43-4a59-9d8e-2f7a4c1b3d21";

/** A company on Net 30 with a credit limit of 5,000. */
export const aCompanyOnTerms = (overrides: Partial<OfficeCompany> = {}): OfficeCompany => anOfficeCompany({ _id: officeCompanyId, paymentTerms: "net30", creditLimit: 5000, ...overrides });

export const anOpenInvoice = (number: number, balance: number): CompanyInvoice => ({
  number,
  orderId: `00000000-0000-4000-8000-${String(number).padStart(12, "0")}`,
  issuedAt: "2026-11-01T10:00:00.000Z",
  dueDate: "2026-12-01",
  total: balance,
  paid: 0,
  credited: 0,
  balance,
  status: "open",
});

export const aTransfer = (overrides: Partial<AccountPayment> = {}): AccountPayment => ({
  _id: "4a3b2c1d-0e9f-4a8b-9c7d-6e5f4a3b2c1d",
  method: "transfer",
  status: "applied",
  amount: 300,
  requested: [],
  allocations: [
    { invoiceNumber: 4, amount: 200 },
    { invoiceNumber: 5, amount: 60 },
  ],
  unapplied: 40,
  receivedOn: "2026-11-26",
  reference: "SWIFT 42",
  by: "office@example.com",
  createdAt: "2026-11-27T10:00:00.000Z",
  appliedAt: "2026-11-27T10:00:00.000Z",
  ...overrides,
});
