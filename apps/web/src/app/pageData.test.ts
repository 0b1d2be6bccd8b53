import type { SessionUser } from "@shop/contract";
import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, mockFetch, sessionHandlers, testUser } from "../test/utils";
import { allUsersData, companyData, companyInvoicesData, manageAllOrdersData, manageProductsData, manageReviewsData, officeCompaniesData, officeCompanyData, orderData, reportsData, sentEmailsData } from "./pageData";

afterEach(() => vi.restoreAllMocks());

const companyId = "7d3c2b1a-0f9e-4d8c-b7a6-5e4d3c2b1a09";

/** What the server renderer asks the API for before it renders `url` as `user` (the shop admin when `admin`). */
async function loaded(load: typeof reportsData, url: string, user: SessionUser, admin = false): Promise<string[]> {
  const fetchMock = mockFetch({ ...sessionHandlers(user), [`GET /api/admin/${encodeURIComponent(user.email)}`]: () => json(200, { admin }) });
  await load(new QueryClient(), new URL(url, "http://shop.test"));
  return fetchMock.mock.calls.map(([input]) => String(input).replace(/^https?:\/\/[^/]+/, "")).filter((path) => !/^\/api\/(auth|user)\/|^\/api\/admin\/[^/?]*%40/.test(path));
}

describe("the server's loaders of issue 38 item 6's pages", () => {
  it("loads the report of the URL's months and the journal's codes for a shop admin, and no report for a range the page refuses", async () => {
    expect(await loaded(reportsData, "/dashboard/reports?from=2025-01&to=2025-03", testUser, true)).toEqual(expect.arrayContaining(["/api/reports/monthly?from=2025-01&to=2025-03", "/api/reports/accounting-codes"]));
    expect(await loaded(reportsData, "/dashboard/reports?from=2025-03&to=2025-01", testUser, true)).toEqual(["/api/reports/accounting-codes"]);
    expect(await loaded(reportsData, "/dashboard/reports", testUser, false)).toEqual([]);
  });

  it("loads Manage Products' page of the URL, archived tools too, for a shop admin only", async () => {
    const [asked] = await loaded(manageProductsData, "/dashboard/manageProducts?page=2", testUser, true);
    const params = new URL(asked ?? "", "http://shop.test").searchParams;
    expect([params.get("archived"), params.get("page"), params.get("limit")]).toEqual(["include", "2", "20"]);
    expect(await loaded(manageProductsData, "/dashboard/manageProducts", testUser, false)).toEqual([]);
  });

  it("loads the company's invoices of the URL's filter and page for the roles that read the accounts", async () => {
    const accountant = { ...testUser, company: { _id: companyId, name: "Green Valley Co-op", role: "accountant" as const } };
    const [asked] = await loaded(companyInvoicesData, "/dashboard/company/invoices?status=overdue&page=2", accountant);
    const params = new URL(asked ?? "", "http://shop.test").searchParams;
    expect([new URL(asked ?? "", "http://shop.test").pathname, params.get("status"), params.get("page"), params.get("limit")]).toEqual(["/api/company/invoices", "overdue", "2", "20"]);
    const buyer = { ...accountant, company: { ...accountant.company, role: "buyer" as const } };
    expect(await loaded(companyInvoicesData, "/dashboard/company/invoices", buyer)).toEqual([]);
  });

  it("loads a company admin's pending invitations and the trail's first page, and neither for another role", async () => {
    const admin = { ...testUser, company: { _id: companyId, name: "Green Valley Co-op", role: "admin" as const } };
    const asked = await loaded(companyData, "/dashboard/company", admin);
    expect(asked.map((path) => new URL(path, "http://shop.test").pathname).sort()).toEqual([`/api/companies/${companyId}/audit`, `/api/companies/${companyId}/invitations`]);
    expect(new URL(asked.find((path) => path.includes("/audit")) ?? "", "http://shop.test").searchParams.get("page")).toBe("1");
    const buyer = { ...admin, company: { ...admin.company, role: "buyer" as const } };
    expect(await loaded(companyData, "/dashboard/company", buyer)).toEqual([]);
  });

  it("loads the order of the URL for a signed-in buyer, and nothing for a visitor", async () => {
    const orderId = "0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9";
    expect(await loaded(orderData, `/dashboard/orders/${orderId}`, testUser)).toEqual([`/api/orders/${orderId}`]);
    const fetchMock = mockFetch(sessionHandlers(null));
    await orderData(new QueryClient(), new URL(`/dashboard/orders/${orderId}`, "http://shop.test"));
    expect(fetchMock.mock.calls.map(([input]) => String(input)).filter((path) => path.includes("/api/orders"))).toEqual([]);
  });

  it("loads Manage All Orders' page of the URL's status and search for a shop admin only", async () => {
    const [asked] = await loaded(manageAllOrdersData, "/dashboard/manageAllOrders?status=shipped&q=%20rake%20&page=3&other=1", testUser, true);
    const url = new URL(asked ?? "", "http://shop.test");
    expect([url.pathname, url.searchParams.get("status"), url.searchParams.get("q"), url.searchParams.get("page"), url.searchParams.get("limit")]).toEqual(["/api/orders", "shipped", "rake", "3", "20"]);
    // A status the list does not know is no filter, as the page reads it.
    const [unfiltered] = await loaded(manageAllOrdersData, "/dashboard/manageAllOrders?status=lost", testUser, true);
    expect(new URL(unfiltered ?? "", "http://shop.test").searchParams.has("status")).toBe(false);
    expect(await loaded(manageAllOrdersData, "/dashboard/manageAllOrders", testUser, false)).toEqual([]);
  });

  it("loads the office's lists (accounts, reviews, sent emails, companies) at the URL's page, for a shop admin only", async () => {
    const asked = async (load: typeof reportsData, url: string) => {
      const [path] = await loaded(load, url, testUser, true);
      const parsed = new URL(path ?? "", "http://shop.test");
      return [parsed.pathname, parsed.searchParams.get("q"), parsed.searchParams.get("page"), parsed.searchParams.get("limit")];
    };
    expect(await asked(allUsersData, "/dashboard/makeAdmin?page=2")).toEqual(["/api/user", null, "2", "20"]);
    expect(await asked(manageReviewsData, "/dashboard/manageReviews?page=3")).toEqual(["/api/reviews", null, "3", "20"]);
    expect(await asked(sentEmailsData, "/dashboard/emails")).toEqual(["/api/emails", null, "1", "20"]);
    expect(await asked(officeCompaniesData, "/dashboard/companies?q=valley&page=2")).toEqual(["/api/admin/companies", "valley", "2", "20"]);
    for (const [load, url] of [[allUsersData, "/dashboard/makeAdmin"], [manageReviewsData, "/dashboard/manageReviews"], [sentEmailsData, "/dashboard/emails"], [officeCompaniesData, "/dashboard/companies"], [officeCompanyData, `/dashboard/companies/${companyId}`]] as const) {
      expect(await loaded(load, url, testUser, false), url).toEqual([]);
    }
  });

  it("loads a company's office page with the URL's page of its orders, its trail, open invoices, payments and the order form's example tools", async () => {
    const paths = await loaded(officeCompanyData, `/dashboard/companies/${companyId}?page=2`, testUser, true);
    expect(paths.map((path) => new URL(path, "http://shop.test").pathname).sort()).toEqual(
      [`/api/admin/companies/${companyId}`, `/api/admin/companies/${companyId}/audit`, `/api/admin/companies/${companyId}/invoices`, `/api/admin/companies/${companyId}/payments`, "/api/tools"].sort(),
    );
    const company = new URL(paths.find((path) => path.startsWith(`/api/admin/companies/${companyId}?`)) ?? "", "http://shop.test");
    expect([company.searchParams.get("page"), company.searchParams.get("limit")]).toEqual(["2", "20"]);
  });
});
