import type { Tool } from "@shop/contract";
import type { QueryClient } from "@tanstack/react-query";
import { COMPANY_ORDERS_PAGE_SIZE, orderStatusFromParam } from "../features/company-orders/components/CompanyOrdersPage";
import { COMPANY_QUOTES_PAGE_SIZE, quoteStatusFromParam } from "../features/company-orders/components/CompanyQuotesPage";
import { companyQuotesQuery } from "../features/company-orders/api/companyQuotes";
import { companyOrdersQuery } from "../features/company-orders/api/companyOrders";
import { invitationsQuery } from "../features/company/api/company";
import { companyAuditQuery } from "../features/company/api/audit";
import { listsQuery } from "../features/lists/api/lists";
import { companyStatementQuery } from "../features/company-statement/api/statement";
import { myOrdersQuery } from "../features/orders/api/getMyOrders";
import { orderDetailQuery } from "../features/orders/api/getOrderDetail";
import { allOrdersQuery } from "../features/orders/api/getAllOrders";
import { ORDERS_PAGE_SIZE, officeOrderFiltersFromParams } from "../features/orders/components/ManageAllOrdersPage";
import { usersQuery } from "../features/admin/api/getUsers";
import { USERS_PAGE_SIZE } from "../features/admin/components/AllUsersPage";
import { reviewPageQuery } from "../features/reviews/api/getReviewPage";
import { REVIEWS_PAGE_SIZE } from "../features/reviews/components/ManageReviewsPage";
import { emailsQuery } from "../features/emails/api/getEmails";
import { EMAILS_PAGE_SIZE } from "../features/emails/components/SentEmailsPage";
import { officeCompaniesQuery, officeCompanyQuery } from "../features/office-companies/api/companies";
import { officeCompanyAuditQuery } from "../features/office-companies/api/audit";
import { openInvoicesQuery, paymentsOfQuery } from "../features/office-companies/api/transfers";
import { OFFICE_COMPANIES_PAGE_SIZE } from "../features/office-companies/components/OfficeCompaniesPage";
import { quoteQuery, quotesQuery } from "../features/quotes/api/quotes";
import { quotesStatusFromParam } from "../features/quotes/components/QuotesPage";
import { receivablesQuery } from "../features/office-receivables/api/receivables";
import { MANAGE_PRODUCTS_FILTERS, PRODUCTS_PAGE_SIZE } from "../features/catalogue/components/ManageProductsPage";
import { companyInvoicesQuery } from "../features/company-invoices/api/invoices";
import { INVOICES_PAGE_SIZE, invoiceFilterFromParam } from "../features/company-invoices/components/InvoicesPage";
import { accountingCodesQuery } from "../features/reports/api/accountingCodes";
import { monthlyReportQuery } from "../features/reports/api/getMonthlyReport";
import { thisMonthSoFar } from "../components/StatementDownload";
import { orderQuery } from "../features/payment/api/getOrder";
import { adminStatusQuery } from "../lib/adminStatus";
import { hasCompanyRight, OFFICE_COMPANY_ORDERS, resolveReportRange } from "@shop/contract";
import { prefetchFirstCheckout } from "../lib/checkout";
import { paymentConfigQuery } from "../lib/paymentConfig";
import { ownCompanyQuery } from "../lib/company";
import { queryKeys } from "../lib/query-keys";
import { sessionQuery } from "../lib/session";
import { filteredToolPageQuery, toolQuery } from "../lib/tools";
import { exampleToolsQuery } from "../lib/skuExample";
import { pageFromParams } from "../lib/usePageParam";
import { PROFILES_PAGE_SIZE } from "../features/profile/components/MyProfilePage";
import { ownProfilePageQuery } from "../features/profile/api/getProfiles";
import { businessDetailsQuery } from "../features/profile/api/businessDetails";
import { orderPrefill } from "../lib/shipping";

/**
 * What the server loads before it renders a buyer's dashboard pages (issue 27), so their HTML
 * holds the page and the browser hydrates it instead of showing a spinner, asking, and rendering
 * it then: the dashboard's menu (the admin flag, the member's company), a company's orders, the
 * orders awaiting approval, the shared lists, and an admin's pending invitations. Loaded only on
 * the server, when one of those pages is rendered: the route table is in every first download.
 */
export type PageData = (queryClient: QueryClient, url: URL) => Promise<unknown>;

const signedIn = (queryClient: QueryClient) => queryClient.fetchQuery(sessionQuery()).catch(() => null);

/**
 * A tool's page: the tool; a member's order form delivers to one of the company's addresses, so
 * the company too, and the form's first bill (decision 037; lib/checkout.ts).
 */
export async function toolData(queryClient: QueryClient, id: string): Promise<void> {
  const user = await signedIn(queryClient);
  const [, , prefill] = await Promise.all([
    queryClient.prefetchQuery(toolQuery(id)),
    user?.company ? queryClient.prefetchQuery(ownCompanyQuery()) : null,
    user ? orderPrefill(queryClient, user.email) : null,
  ]);
  const tool = queryClient.getQueryData<Tool>(queryKeys.tool(id));
  if (user && tool && prefill) await prefetchFirstCheckout(queryClient, { productId: tool._id, quantity: tool.minimumOrderQuantity }, Boolean(user.company), prefill);
}

/** The dashboard's menu: whether the user is an admin, and a member's company. */
export const dashboardData: PageData = async (queryClient) => {
  const user = await signedIn(queryClient);
  if (!user) return;
  await Promise.all([queryClient.prefetchQuery(adminStatusQuery(user.email)), user.company ? queryClient.prefetchQuery(ownCompanyQuery()) : null]);
};

/**
 * /dashboard/company: a company admin's page lists the pending invitations and the trail's first
 * page too (asked by the browser, the trail's answer brought zod to every admin's page load).
 */
export const companyData: PageData = async (queryClient) => {
  const user = await signedIn(queryClient);
  if (user?.company?.role !== "admin") return;
  const { _id: companyId } = user.company;
  await Promise.all([queryClient.prefetchQuery(invitationsQuery(companyId)), queryClient.prefetchQuery(companyAuditQuery(companyId, 1))]);
};

/** /dashboard/company/orders, with its page and status from the URL. */
export const companyOrdersData: PageData = async (queryClient, url) => {
  const user = await signedIn(queryClient);
  if (!user?.company) return;
  const status = orderStatusFromParam(url.searchParams.get("status"));
  await queryClient.prefetchQuery(companyOrdersQuery(pageFromParams(url.searchParams), COMPANY_ORDERS_PAGE_SIZE, status));
};

/** /dashboard/company/quotes, with its page and status from the URL. */
export const companyQuotesData: PageData = async (queryClient, url) => {
  const user = await signedIn(queryClient);
  if (!user?.company) return;
  const status = quoteStatusFromParam(url.searchParams.get("status"));
  await queryClient.prefetchQuery(companyQuotesQuery(pageFromParams(url.searchParams), COMPANY_QUOTES_PAGE_SIZE, status));
};

/** /dashboard/company/approvals: the orders awaiting approval, for the roles that approve. */
export const approvalsData: PageData = async (queryClient, url) => {
  const user = await signedIn(queryClient);
  if (!user?.company) return;
  await queryClient.prefetchQuery(companyOrdersQuery(pageFromParams(url.searchParams), COMPANY_ORDERS_PAGE_SIZE, "awaiting_approval"));
};

/** /dashboard/lists. */
export const listsData: PageData = async (queryClient) => {
  const user = await signedIn(queryClient);
  if (user) await queryClient.prefetchQuery(listsQuery());
};

/**
 * /dashboard/payment/{id} (issue 37): the order to pay and the shop's ways to pay it, so the page's
 * HTML holds the amount and the methods instead of a spinner the browser replaces.
 */
export const paymentData: PageData = async (queryClient, url) => {
  const user = await signedIn(queryClient);
  const id = url.pathname.split("/").at(-1);
  if (!user || !id) return;
  await Promise.all([queryClient.prefetchQuery(orderQuery(decodeURIComponent(id))), queryClient.prefetchQuery(paymentConfigQuery())]);
};

/** /dashboard/company/statement: this month's statement, for the roles that read the accounts. */
export const companyStatementData: PageData = async (queryClient) => {
  const user = await signedIn(queryClient);
  if (!user?.company || !hasCompanyRight(user.company.role, "accounts")) return;
  await queryClient.prefetchQuery(companyStatementQuery(thisMonthSoFar()));
};

/** Whether the signed-in user is a shop admin (the dashboard's menu asks the same). */
const isAdmin = async (queryClient: QueryClient, email: string) => (await queryClient.fetchQuery(adminStatusQuery(email)).catch(() => ({ admin: false }))).admin;

/** /dashboard/receivables: the office's receivables, for a shop admin. */
export const receivablesData: PageData = async (queryClient) => {
  const user = await signedIn(queryClient);
  if (user && (await isAdmin(queryClient, user.email))) await queryClient.prefetchQuery(receivablesQuery());
};

/** /dashboard/myOrders, with its page from the URL. */
export const myOrdersData: PageData = async (queryClient, url) => {
  const user = await signedIn(queryClient);
  if (user) await queryClient.prefetchQuery(myOrdersQuery(user.email, pageFromParams(url.searchParams)));
};

/**
 * /dashboard/orders/{id}: the order, for its buyer or the office (the API refuses anyone else,
 * and the page shows its own "not found" from that answer).
 */
export const orderData: PageData = async (queryClient, url) => {
  const user = await signedIn(queryClient);
  const id = url.pathname.split("/").at(-1);
  if (user && id) await queryClient.prefetchQuery(orderDetailQuery(decodeURIComponent(id)));
};

/** A page of the office's, for a shop admin only: what `load` asks for, with the URL's page. */
const forAdmin =
  (load: (queryClient: QueryClient, url: URL, page: number) => Promise<unknown>): PageData =>
  async (queryClient, url) => {
    const user = await signedIn(queryClient);
    if (user && (await isAdmin(queryClient, user.email))) await load(queryClient, url, pageFromParams(url.searchParams));
  };

/** /dashboard/manageAllOrders: the page of every customer's orders of the URL's status, search and page, for a shop admin. */
export const manageAllOrdersData = forAdmin((queryClient, url, page) => queryClient.prefetchQuery(allOrdersQuery(page, ORDERS_PAGE_SIZE, officeOrderFiltersFromParams(url.searchParams))));

/** /dashboard/quotes: the buyer's quotes, or the office's list with its status filter, with its page from the URL. */
export const quotesData: PageData = async (queryClient, url) => {
  const user = await signedIn(queryClient);
  if (!user) return;
  const status = quotesStatusFromParam(url.searchParams.get("status"), await isAdmin(queryClient, user.email));
  await queryClient.prefetchQuery(quotesQuery(pageFromParams(url.searchParams), status));
};

/** /dashboard/quotes/{id}: the quote. */
export const quoteData: PageData = async (queryClient, url) => {
  const user = await signedIn(queryClient);
  const id = url.pathname.split("/").at(-1);
  if (user && id) await queryClient.prefetchQuery(quoteQuery(decodeURIComponent(id)));
};

/** /dashboard/company/invoices, with its filter and page from the URL, for the roles that read the accounts. */
export const companyInvoicesData: PageData = async (queryClient, url) => {
  const user = await signedIn(queryClient);
  if (!user?.company || !hasCompanyRight(user.company.role, "accounts")) return;
  const filter = invoiceFilterFromParam(url.searchParams.get("status"));
  await queryClient.prefetchQuery(companyInvoicesQuery(filter === "all" ? undefined : filter, pageFromParams(url.searchParams), INVOICES_PAGE_SIZE));
};

/** /dashboard/manageProducts: a page of every tool, the archived ones too, for a shop admin. */
export const manageProductsData = forAdmin((queryClient, _url, page) => queryClient.prefetchQuery(filteredToolPageQuery(MANAGE_PRODUCTS_FILTERS, page, PRODUCTS_PAGE_SIZE)));

/** /dashboard/reports: the report of the URL's months (none when the page will say why it cannot be) and the journal's codes, for a shop admin. */
export const reportsData = forAdmin(async (queryClient, url) => {
  const range = { from: url.searchParams.get("from") || undefined, to: url.searchParams.get("to") || undefined };
  const report = "problem" in resolveReportRange(range, new Date()) ? null : queryClient.prefetchQuery(monthlyReportQuery(range));
  await Promise.all([report, queryClient.prefetchQuery(accountingCodesQuery())]);
});

/**
 * /dashboard/myProfile: the own cards (with the page from the URL) and the business details, so
 * the page's HTML holds them: drawn as spinners and replaced in the browser, they pushed the
 * sections below them down (a layout shift of 0.37 on a phone).
 */
export const profileData: PageData = async (queryClient, url) => {
  const user = await signedIn(queryClient);
  if (!user) return;
  await Promise.all([
    queryClient.prefetchQuery(ownProfilePageQuery(user.email, pageFromParams(url.searchParams), PROFILES_PAGE_SIZE)),
    queryClient.prefetchQuery(businessDetailsQuery(user.email)),
  ]);
};

/** /dashboard/makeAdmin: a page of the accounts. */
export const allUsersData = forAdmin((queryClient, _url, page) => queryClient.prefetchQuery(usersQuery(page, USERS_PAGE_SIZE)));

/** /dashboard/manageReviews: a page of the reviews. */
export const manageReviewsData = forAdmin((queryClient, _url, page) => queryClient.prefetchQuery(reviewPageQuery(page, REVIEWS_PAGE_SIZE)));

/** /dashboard/emails: a page of the shop's emails (an email's text opens in the browser). */
export const sentEmailsData = forAdmin((queryClient, _url, page) => queryClient.prefetchQuery(emailsQuery(page, EMAILS_PAGE_SIZE)));

/** /dashboard/companies: a page of the companies of the URL's search. */
export const officeCompaniesData = forAdmin((queryClient, url, page) => queryClient.prefetchQuery(officeCompaniesQuery(url.searchParams.get("q") ?? "", page, OFFICE_COMPANIES_PAGE_SIZE)));

/**
 * /dashboard/companies/{id}: the company with the URL's page of its orders, and what its sections
 * show below it: the first page of its trail, its open invoices (the transfer form), its latest
 * payments on account and the catalogue's first tools (the order form's example line, lib/skuExample.ts).
 */
export const officeCompanyData = forAdmin(async (queryClient, url, page) => {
  const id = url.pathname.split("/").at(-1);
  if (!id) return;
  const companyId = decodeURIComponent(id);
  await Promise.all([
    queryClient.prefetchQuery(officeCompanyQuery(companyId, page, OFFICE_COMPANY_ORDERS)),
    queryClient.prefetchQuery(officeCompanyAuditQuery(companyId, 1)),
    queryClient.prefetchQuery(openInvoicesQuery(companyId)),
    queryClient.prefetchQuery(paymentsOfQuery(companyId)),
    queryClient.prefetchQuery(exampleToolsQuery()),
  ]);
});
