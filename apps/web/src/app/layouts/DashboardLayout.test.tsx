import { screen, waitFor, within } from "@testing-library/react";
import { dashboardMenuTexts, setLanguageSource } from "@shop/contract";
import { loadBanglaCatalogue } from "@shop/contract/bangla";
import { describe, expect, it } from "vitest";
import { json, mockFetch, renderWithProviders, sessionHandlers, testUser } from "../../test/utils";
import { DashboardLayout } from "./DashboardLayout";

const menu = () => within(screen.getByRole("navigation", { name: "Dashboard" }));

function renderFor(admin: boolean) {
  const user = { ...testUser, role: admin ? ("admin" as const) : ("other" as const) };
  mockFetch({ ...sessionHandlers(user), [`GET /api/admin/${encodeURIComponent(user.email)}`]: () => json(200, { admin }) });
  renderWithProviders(<DashboardLayout />, { route: "/dashboard", path: "/dashboard" });
}

describe("DashboardLayout", () => {
  it("gives admins the Manage Reviews page in the admin menu", async () => {
    renderFor(true);
    expect(await menu().findByRole("link", { name: "Manage Reviews" })).toHaveAttribute("href", "/dashboard/manageReviews");
  });

  it("opens an admin on the shop overview; their own orders move to /dashboard/myOrders", async () => {
    renderFor(true);
    expect(await menu().findByRole("link", { name: "Shop overview" })).toHaveAttribute("href", "/dashboard");
    expect(menu().getByRole("link", { name: "My orders" })).toHaveAttribute("href", "/dashboard/myOrders");
  });

  it("does not show it to customers", async () => {
    renderFor(false);
    expect(await menu().findByRole("link", { name: "My profile" })).toBeInTheDocument();
    // Once the admin check has answered (its spinner is gone), the admin entries are still absent.
    await waitFor(() => expect(screen.queryByRole("status", { name: "Checking admin access" })).not.toBeInTheDocument());
    expect(menu().queryByRole("link", { name: "Manage Reviews" })).not.toBeInTheDocument();
    expect(menu().queryByRole("link", { name: "Manage Products" })).not.toBeInTheDocument();
    expect(menu().getByRole("link", { name: "My orders" })).toHaveAttribute("href", "/dashboard");
    expect(menu().queryByRole("link", { name: "Shop overview" })).not.toBeInTheDocument();
  });

  it.each([
    ["accountant", true],
    ["admin", true],
    ["buyer", false],
  ] as const)("gives a company %s the statement of account: %s", async (role, shown) => {
    const user = { ...testUser, role: "other" as const, company: { _id: "6b0f5a9e-6f43-4a59-9d8e-2f7a4c1b3d21", name: "Green Valley Co-op", role } };
    const company = { _id: user.company._id, name: user.company.name, vatId: null, billingAddress: "1 Market Street", addresses: [], suspended: false, role, members: [] };
    mockFetch({ ...sessionHandlers(user), "GET /api/company": () => json(200, company), [`GET /api/admin/${encodeURIComponent(user.email)}`]: () => json(200, { admin: false }) });
    renderWithProviders(<DashboardLayout />, { route: "/dashboard", path: "/dashboard" });
    expect(await menu().findByRole("link", { name: "Company orders" })).toBeInTheDocument();
    if (shown) expect(menu().getByRole("link", { name: "Statement of account" })).toHaveAttribute("href", "/dashboard/company/statement");
    else expect(menu().queryByRole("link", { name: "Statement of account" })).not.toBeInTheDocument();
  });

  it("names its entries in the page's language: Bangla on /bn (issue 38)", async () => {
    loadBanglaCatalogue();
    const before = setLanguageSource(() => "bn");
    try {
      renderFor(true);
      const nav = within(screen.getByRole("navigation", { name: "ড্যাশবোর্ড" }));
      expect(await nav.findByRole("link", { name: "রিভিউ পরিচালনা" })).toHaveAttribute("href", "/dashboard/manageReviews");
      expect(nav.getByRole("link", { name: "দোকানের সারসংক্ষেপ" })).toHaveAttribute("href", "/dashboard");
      // Once the admin check has answered, every entry it brought is Bangla too: none came late in English.
      await waitFor(() => expect(screen.queryByRole("status", { name: dashboardMenuTexts.checkingAdmin })).not.toBeInTheDocument());
      expect(nav.getAllByRole("link").map((link) => link.textContent)).not.toContainEqual(expect.stringMatching(/[A-Za-z]{3}/));
    } finally {
      setLanguageSource(before);
    }
    // Read at each render: back in English, the same words are English again.
    expect(dashboardMenuTexts.manageReviews).toBe("Manage Reviews");
  });
});
