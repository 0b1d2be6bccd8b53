import { words } from "./i18n";

/* The office's company pages (issue 38 moved these words here from apps/web's office-companies feature; the rest are in office-companies.ts, companies-texts.ts and credit-terms.ts). */

export const officeCompaniesTexts = words("officeCompaniesTexts", {
  heading: "Companies",
  intro: "The companies that buy here: find one by name, open it for its members, limits, addresses and orders, suspend or release it.",
  search: "Search",
  loading: "Loading the companies",
  loadError: "We could not load the companies",
  table: "Companies",
  /** A table's caption: "Companies, newest first". */
  newestFirst: (table: string) => `${table}, newest first`,
} as const);

export const officeCompanyTexts = words("officeCompanyTexts", {
  loading: "Loading the company",
  loadError: "We could not load the company",
  back: "All companies",
  details: "Details",
  vatCheck: "VAT ID check",
  members: "Members and roles",
  addresses: "Delivery addresses",
  orders: "Orders",
  ordersCount: (total: number) => `${total} ${total === 1 ? "order" : "orders"}, newest first`,
  noLimit: "No limit",
  memberName: "Name",
  memberEmail: "Email",
  orderDate: "Placed",
  placedBy: "Placed by",
  status: "Status",
  total: "Total",
  since: "Customer since",
  /** The suspend or release button's question: "Suspend company?". */
  asking: (action: string) => `${action}?`,
  auditLoading: "Loading the audit trail",
  auditLoadError: "We could not load the audit trail.",
} as const);

/** The payments on account of a company, as the office reads and applies them. */
export const officePaymentTexts = words("officePaymentTexts", {
  loading: "Loading the payments",
  loadError: "We could not load the payments.",
  invoicesLoading: "Loading the open invoices",
  invoicesLoadError: "We could not load the open invoices.",
  /** "Unapplied total: $120.00" (the label is transferLabels.unappliedTotal, the amount written). */
  labelled: (label: string, amount: string) => `${label}: ${amount}`,
  date: "Date",
  method: "Method",
  invoices: "Invoices",
  amount: "Amount",
  unapplied: "Unapplied",
  status: "Status",
  actions: "Actions",
  /** Shown capitalised by the page's style. */
  statuses: { pending: "pending", applied: "applied", cancelled: "cancelled" },
  cancel: "Cancel",
  /** An open invoice's line: "$120.00 open", then " · due Dec 1, 2026" and " · overdue" when so (their leading separators included). */
  open: (amount: string) => `${amount} open`,
  due: (date: string) => ` · due ${date}`,
  overdue: " · overdue",
} as const);

/** The office companies' labels and messages, zod-free (the list and the company page hydrate without the schemas beside them in office-companies.ts). */
export const officeCompanyLabels = words("officeCompanyLabels", {
  search: "Search companies by name",
  name: "Name",
  vatId: "VAT ID",
  members: "Members",
  status: "Status",
  suspendedBadge: "Suspended",
  activeBadge: "Active",
  suspend: "Suspend company",
  release: "Release company",
} as const);

export const officeCompanyMessages = words("officeCompanyMessages", {
  suspendConfirm: (name: string) => `Suspend ${name}? Its members can still sign in and read their orders, invoices and lists, but cannot order or accept a quote until you release it.`,
  releaseConfirm: (name: string) => `Release ${name}? Its members can order again.`,
  suspended: (name: string) => `${name} is suspended`,
  released: (name: string) => `${name} is released`,
  suspendedNote: "Suspended: its members cannot order or accept quotes until the company is released.",
  none: "No companies yet.",
  noMatch: (q: string) => `No company's name contains "${q}".`,
  noOrders: "No orders yet.",
  /** The "Placed by" of an order the office placed for a member after a call. */
  placedByOffice: (office: string, member: string) => `Office (${office}) for ${member}`,
  /** `PUT /api/admin/companies/{id}/vat-check` named an ID the company no longer keeps (409). */
  vatChanged: "This company's VAT ID has changed since: check the new one",
  vatProofNote: "Its members' orders are exempt from VAT only with a proven VAT ID: confirmed by VIES when they order, or checked here by the office. A changed VAT ID must be checked again.",
} as const);
