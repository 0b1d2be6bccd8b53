import { words } from "./i18n";

/* The words of a company's orders, quotes and approvals pages (issue 38 moved them here from the web app's components). */

export const companyOrdersPageTexts = words("companyOrdersPageTexts", {
  noCompany: "You do not belong to a company.",
  yourCompany: "your company",
  everyOrder: (company: string) => `Every order of ${company}: who placed it, who approved it.`,
  yourOrders: (company: string) => `Your orders for ${company}.`,
  loadingOrders: "Loading company orders",
  ordersError: "We could not load the company's orders.",
  noOrdersMatch: "No orders match.",
  everyQuote: (company: string) => `Every quote of ${company}: who asked, and what the shop offered. The member who asked accepts it.`,
  yourQuotes: (company: string) => `Your quotes for ${company}.`,
  loadingQuotes: "Loading company quotes",
  quotesError: "We could not load the company's quotes.",
  noQuotesMatch: "No quotes match.",
  status: "Status",
  allStatuses: "All statuses",
} as const);

export const companyOrderColumns = words("companyOrderColumns", {
  order: "Order",
  date: "Date",
  product: "Product",
  total: "Total",
  status: "Status",
  actions: "Actions",
  openOrder: (number: string, product: string) => `Open order ${number}: ${product}`,
  quote: "Quote",
  asked: "Asked",
  quotedPrice: "Quoted price",
  validUntil: "Valid until",
  /** `office`: companyOrderLabels.askedByOffice. */
  askedForThem: (office: string) => `asked for them by ${office}`,
  each: (price: string) => `${price} each`,
} as const);

export const approvalsPageTexts = words("approvalsPageTexts", {
  intro: "Orders over a member's spending limit wait here for an approver or admin. Approved, the buyer can pay; rejected, the order is cancelled and its stock returns.",
  /** The action companyMessages.noRight names (English only: its Bangla leaves it out). */
  approveOrders: "approve orders",
  loading: "Loading orders awaiting approval",
  loadError: "We could not load the orders awaiting approval.",
  awaiting: "Orders awaiting approval",
  approveOrder: (number: string) => `Approve order ${number}`,
  rejectOrder: (number: string) => `Reject order ${number}`,
  loadingForm: "Loading the form",
  reasonHint: "The buyer is emailed this reason.",
} as const);
