import { monthStart, type Company, type CompanyStatement } from "@shop/contract";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { shopToday } from "../../../lib/dates";
import { json, mockFetch, renderWithProviders, sessionHandlers, testUser } from "../../../test/utils";
import { CompanyStatementPage } from "./CompanyStatementPage";

const companyId = "6b0f5a9e-6f43-4a59-9d8e-2f7a4c1b3d21";
const aCompany = (role: Company["role"]): Company => ({
  _id: companyId,
  name: "Green Valley Co-op",
  vatId: null,
  billingAddress: "1 Market Street\n1207 Dhaka",
  addresses: [],
  suspended: false,
  role,
  members: [{ userId: testUser.uid, email: testUser.email, name: testUser.displayName, role, orderLimit: null, monthlyLimit: null }],
});

const today = shopToday();
const aStatement: CompanyStatement = {
  from: monthStart(today),
  to: today,
  issuedOn: today,
  currency: "USD",
  opening: 1_000,
  lines: [
    { day: monthStart(today), kind: "invoice", reference: "INV-000012", description: "Order #AB12CD34", dueDate: "2099-01-31", amount: 250, balance: 1_250 },
    { day: today, kind: "payment", reference: "BANK-7781", description: "Applied to INV-000001", dueDate: null, amount: -1_000, balance: 250 },
  ],
  closing: 250,
  totals: { invoices: 250, payments: 1_000, creditNotes: 0 },
  ageing: { current: 250, days1to30: 0, days31to60: 0, days61to90: 0, over90: 0 },
  unapplied: 0,
};

function renderAs(role: Company["role"]) {
  const user = { ...testUser, company: { _id: companyId, name: "Green Valley Co-op", role } };
  mockFetch({
    ...sessionHandlers(user),
    "GET /api/company": () => json(200, aCompany(role)),
    [`GET /api/company/statement?from=${monthStart(today)}&to=${today}`]: () => json(200, aStatement),
    [`GET /api/admin/${encodeURIComponent(user.email)}`]: () => json(200, { admin: false }),
  });
  renderWithProviders(<CompanyStatementPage />, { route: "/dashboard/company/statement", path: "/dashboard/company/statement" });
}

describe("CompanyStatementPage", () => {
  it.each(["admin", "accountant"] as const)("lets a company %s download the company's statement", async (role) => {
    renderAs(role);
    const section = await screen.findByRole("region", { name: "Statement of account" });
    expect(within(section).getByRole("link", { name: "Download PDF" })).toHaveAttribute("href", expect.stringMatching(/^\/api\/company\/statement\.pdf\?from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}$/));
    expect(within(section).getByRole("link", { name: "Download CSV" })).toHaveAttribute("href", expect.stringMatching(/^\/api\/company\/statement\.csv\?/));
  });

  it("shows the statement of the period on the page: opening balance, each line, closing balance and ageing", async () => {
    renderAs("accountant");
    const table = await screen.findByRole("table");
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(3);
    expect(within(rows[1] as HTMLElement).getByText("INV-000012")).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText("$1,250.00")).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText("Payment")).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText("-$1,000.00")).toBeInTheDocument();
    expect(screen.getByText("Opening balance").nextElementSibling).toHaveTextContent("$1,000.00");
    expect(screen.getByText("Closing balance").nextElementSibling).toHaveTextContent("$250.00");
    expect(screen.getByText("Current").nextElementSibling).toHaveTextContent("$250.00");
    expect(screen.getByText("Over 90 days past due")).toBeInTheDocument();
  });

  it.each(["buyer", "approver"] as const)("tells a %s it is for the admins and accountants", async (role) => {
    renderAs(role);
    expect(await screen.findByText("Your company's admins and accountants download its statement of account.")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Download PDF" })).not.toBeInTheDocument();
  });

});
