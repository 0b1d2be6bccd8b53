/**
 * The web app's routes (spec section 2). The web router declares them and the server uses
 * the same list to answer a direct load of any other path with HTTP 404.
 */
export const webRoutes = {
  root: "/",
  home: "/home",
  blogs: "/blogs",
  tools: "/tools",
  purchase: "/tools/:toolsId",
  login: "/login",
  signUp: "/signUp",
  portfolio: "/myPortfolio",
  dashboard: "/dashboard",
  /** An admin's own orders (their /dashboard opens on the shop overview). */
  myOrders: "/dashboard/myOrders",
  myReviews: "/dashboard/myReviews",
  myProfile: "/dashboard/myProfile",
  updateProfile: "/dashboard/upDateProfile",
  makeAdmin: "/dashboard/makeAdmin",
  addProduct: "/dashboard/addProduct",
  manageAllOrders: "/dashboard/manageAllOrders",
  manageProducts: "/dashboard/manageProducts",
  manageReviews: "/dashboard/manageReviews",
  payment: "/dashboard/payment/:paymentId",
  /** Not in the spec: one order for its buyer or the office (issue 11). */
  orderDetail: "/dashboard/orders/:orderId",
  contact: "/contact",
  confirmSubscription: "/subscribe/confirm",
  unsubscribe: "/subscribe/unsubscribe",
  subscribers: "/dashboard/subscribers",
  editProduct: "/dashboard/editProduct/:toolId",
  categories: "/dashboard/categories",
  shipping: "/dashboard/shipping",
  tax: "/dashboard/tax",
  /** Issue 38: the office's language settings (Latin digits on Bangla pages). */
  languages: "/dashboard/languages",
  discounts: "/dashboard/discounts",
  verifyEmail: "/verify-email",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  sentEmails: "/dashboard/emails",
  /** Issue 12: the cart (anyone; checkout asks to sign in). */
  cart: "/cart",
  /** Issue 12: a buyer's quotes, or every quote for the office. */
  quotes: "/dashboard/quotes",
  quoteDetail: "/dashboard/quotes/:quoteId",
  /** Issue 27: the quick-order pad (signed in). */
  quickOrder: "/quick-order",
  /** Issue 21: the accountant's monthly report (office). */
  reports: "/dashboard/reports",
  /** Issue 27: the company's shared shopping lists (members). */
  lists: "/dashboard/lists",
  /** Issue 27: the office's Companies, and one company. */
  officeCompanies: "/dashboard/companies",
  officeCompany: "/dashboard/companies/:companyId",
  /** Issue 27: the member's company (or, without one, the form that creates one). */
  company: "/dashboard/company",
  /** Issue 28: the company's statement of account (its admins and accountants), and the office's receivables. */
  companyStatement: "/dashboard/company/statement",
  receivables: "/dashboard/receivables",
  /** Issue 28: the company's invoices on account, paid several at once (admins and accountants). */
  companyInvoices: "/dashboard/company/invoices",
  /** Issue 27: the company's orders, and the orders waiting for an admin's or approver's decision (decision 037). */
  companyOrders: "/dashboard/company/orders",
  approvals: "/dashboard/company/approvals",
  /** Issue 27: the company's quotes (decision 039). */
  companyQuotes: "/dashboard/company/quotes",
  /** Issue 27: the emailed invitation's link (`?token=`). */
  acceptInvitation: "/invitations/accept",
  /** Issue 28: the office's price lists, and one to edit (`new`: a new one). */
  priceLists: "/dashboard/price-lists",
  priceList: "/dashboard/price-lists/:priceListId",
} as const;

const patterns = Object.values(webRoutes).map(
  (route) => new RegExp(`^${route.replace(/:[A-Za-z]+/g, "[^/]+")}/?$`, "i"),
);

/** Whether a path is one of the app's routes (case-insensitive, as React Router matches). */
export const isWebRoute = (pathname: string): boolean => patterns.some((pattern) => pattern.test(pathname));
