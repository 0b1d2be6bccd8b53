import type { Company } from "@shop/contract";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
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

function renderAs(role: Company["role"]) {
  const user = { ...testUser, company: { _id: companyId, name: "Green Valley Co-op", role } };
  mockFetch({ ...sessionHandlers(user), "GET /api/company": () => json(200, aCompany(role)), [`GET /api/admin/${encodeURIComponent(user.email)}`]: () => json(200, { admin: false }) });
  renderWithProviders(<CompanyStatementPage />, { route: "/dashboard/company/statement", path: "/dashboard/company/statement" });
}

describe("CompanyStatementPage", () => {
  it.each(["admin", "accountant"] as const)("lets a company %s download the company's statement", async (role) => {
    renderAs(role);
    const section = await screen.findByRole("region", { name: "Statement of account" });
    expect(within(section).getByRole("link", { name: "Download PDF" })).toHaveAttribute("href", expect.stringMatching(/^\/api\/company\/statement\.pdf\?from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}$/));
    expect(within(section).getByRole("link", { name: "Download CSV" })).toHaveAttribute("href", expect.stringMatching(/^\/api\/company\/statement\.csv\?/));
  });

  it.each(["buyer", "approver"] as const)("tells a %s it is for the admins and accountants", async (role) => {
    renderAs(role);
    expect(await screen.findByText("Your company's admins and accountants download its statement of account.")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Download PDF" })).not.toBeInTheDocument();
  });

});
