/**
 * Every query key of the app, in one place. A write refreshes what it changed by invalidating a
 * family (a key's first element, or a longer prefix): an order takes stock, so placing one
 * invalidates `tools` as well as `orders`. Kept here, a feature names another's family without
 * importing that feature, and no two families can share a first element by accident.
 */
export const queryKeys = {
  session: ["session"] as const,
  /**
   * The access token of a signed-in user. Sign-out keeps this family and `session` when it drops
   * every other answer (lib/session.tsx explains why).
   */
  accessTokens: ["accessToken"] as const,
  accessToken: (email: string) => ["accessToken", email] as const,
  authProviders: ["auth", "providers"] as const,
  verifyEmail: (token: string) => ["verify-email", token] as const,
  adminStatus: (email: string) => ["admin", email] as const,

  /** The catalogue: its pages and each tool, so one invalidation after a write refreshes them all. */
  tools: ["tools"] as const,
  toolPage: (params: object) => ["tools", "page", params] as const,
  tool: (id: string) => ["tools", id] as const,
  stockHistory: (toolId: string) => ["stock-history", toolId] as const,
  stockHistoryPage: (toolId: string, params: object) => ["stock-history", toolId, params] as const,
  categories: ["categories"] as const,

  /** Every order list and every open order (placing, cancelling, paying, the office's changes). */
  orders: ["orders"] as const,
  myOrders: (email: string, page: number) => ["orders", "mine", email, page] as const,
  order: (id: string) => ["orders", "detail", id] as const,
  /** Issue 36: what a refund of the order would give back (a refund or any order change invalidates it with `orders`). */
  refundPreview: (id: string, body: object) => ["orders", "refund-preview", id, body] as const,
  orderDetail: (id: string) => ["orders", "detail", id, "full"] as const,
  officeOrders: ["orders", "all"] as const,
  officeOrderPage: (params: object) => ["orders", "all", params] as const,
  adminSummary: ["orders", "admin-summary"] as const,
  /** Issue 27: the caller's company's orders, by page and status (under orders: placing or deciding one refreshes them). */
  companyOrderPage: (params: object) => ["orders", "company", params] as const,


  users: ["users"] as const,
  userPage: (params: object) => ["users", params] as const,

  profiles: ["profiles"] as const,
  ownProfiles: (email: string) => ["profiles", "own", email] as const,
  ownProfilePage: (email: string, params: object) => ["profiles", "own", email, params] as const,
  /** Under the profiles family, so saving the profile refreshes the order forms' prefill too. */
  orderPrefill: (email: string) => ["profiles", "own", email, "order-prefill"] as const,
  /** The account's business details (`GET /api/profile/business`); saving them refreshes the prefill above. */
  businessDetails: (email: string) => ["profiles", "own", email, "business"] as const,
  /** The office's list of the buyers' VAT IDs with their checks, by page (issue 25): under profiles, so saving business details refreshes it. */
  officeVatIdPage: (params: object) => ["profiles", "vat-ids", params] as const,

  reviews: ["reviews"] as const,
  homeReviews: ["reviews", "home"] as const,
  reviewPage: (params: object) => ["reviews", params] as const,

  /** Every quote list and page. */
  quotes: ["quotes"] as const,
  quoteList: (status: string, page: number) => ["quotes", "list", status, page] as const,
  quote: (id: string) => ["quotes", "detail", id] as const,
  /** Issue 27: the caller's company's quotes, by page and status (under quotes: asking, answering or accepting one refreshes them). */
  companyQuotePage: (params: object) => ["quotes", "company", params] as const,

  emails: ["emails"] as const,
  emailPage: (params: object) => ["emails", params] as const,
  /** null: no email chosen yet (the query waits). */
  email: (id: string | null) => ["emails", "one", id] as const,

  paymentConfig: ["payments", "config"] as const,
  paymentIntent: (orderId: string) => ["payments", "intent", orderId] as const,
  /** Issue 28: the pending card payment of a choice of invoices and amounts. */
  accountPaymentIntent: (allocations: object) => ["payments", "account-intent", allocations] as const,

  shopInfo: ["shop-info"] as const,

  /** The bill of lines for an address (`POST /api/checkout`), keyed on everything it is asked with (issue 21). */
  checkouts: ["checkout"] as const,
  checkout: (body: object) => ["checkout", body] as const,

  /** The office's shipping zones (each with its methods), tax rates and billing settings (issue 21). */
  shippingZones: ["shipping-zones"] as const,
  taxRates: ["tax-rates"] as const,
  /** Where the shop is registered for tax, with what its rates leave unset (issue 25). */
  taxRegistrations: ["tax-registrations"] as const,
  billingSettings: ["billing-settings"] as const,
  /** Issue 38: the office's shop settings (Latin digits in Bangla). */
  shopSettings: ["shop-settings"] as const,
  /** The office's discount codes: every page of the list (issue 21). */
  discountCodes: ["discount-codes"] as const,
  discountCodePage: (params: object) => ["discount-codes", params] as const,

  /** Issue 27: the account's cart as the server rendered the cart page with it (lib/accountCart.ts). */
  accountCart: ["account-cart"] as const,
  /** Issue 27: the caller's company (`GET /api/company`): the lists read the member's role from it. */
  ownCompany: ["company"] as const,
  /** The company's shared shopping lists. */
  lists: ["lists"] as const,
  /** The office's Companies: every page and search, and one company (suspending refreshes both). */
  officeCompanies: ["office-companies"] as const,
  officeCompanyPage: (params: object) => ["office-companies", "page", params] as const,
  /** One company, each page of its orders a key of its own; without `ordersPage`, every page of it. */
  officeCompany: (id: string) => ["office-companies", "one", id] as const,
  officeCompanyOrdersPage: (id: string, ordersPage: number) => ["office-companies", "one", id, ordersPage] as const,
  /** Issue 28: what the companies owe on account, in the companies' family (a payment recorded refreshes it). */
  receivables: ["office-companies", "receivables"] as const,

  /**
   * Issue 28: invoices on account and their payments, the company's own (by filter and page) and
   * the office's view of one company: a payment or a transfer refreshes the whole family.
   */
  companyInvoices: ["company-invoices"] as const,
  companyInvoicePage: (params: object) => ["company-invoices", "own", params] as const,
  officeCompanyInvoices: (companyId: string, params: object) => ["company-invoices", "office", companyId, params] as const,
  officeCompanyPayments: (companyId: string) => ["company-invoices", "office-payments", companyId] as const,

  /** The accountant's monthly report, by its range (issue 21 item 9). */
  monthlyReport: (range: { from?: string | undefined; to?: string | undefined }) => ["reports", "monthly", range] as const,
  /** The account codes per treatment the journal names (issue 25 item 5). */
  accountingCodes: ["reports", "accounting-codes"] as const,

  /** Issue 28: the office's price lists, every page and each one under it (a write refreshes them all). */
  priceLists: ["price-lists"] as const,

  /** A company's pending invitations (issue 27), under the company's family: a member change refreshes them too. */
  companyInvitations: (companyId: string) => ["company", "invitations", companyId] as const,
  /** Issue 35: a page of the company's audit trail, under the company's family: a member change refreshes it. */
  companyAuditOf: (companyId: string) => ["company", "audit", companyId] as const,
  companyAudit: (companyId: string, page: number) => ["company", "audit", companyId, page] as const,
  /** Issue 35: a page of a company's audit trail in the office, under that company: suspending refreshes it. */
  officeCompanyAudit: (companyId: string, page: number) => ["office-companies", "one", companyId, "audit", page] as const,
  /** What an invitation link invites to, by its token: not under the company, whose refresh after joining would ask it again (404, the link used). */
  invitationPreview: (token: string) => ["invitation", token] as const,
};
