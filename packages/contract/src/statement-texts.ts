import { words } from "./i18n";
/**
 * Issue 28 items 5 and 6: the words of a company's statement of account (its PDF, its CSV and
 * the download form) and of the office's receivables, zod-free (decision 020) so the pages that
 * show them load no schema. docs/decisions/041-money-on-account.md "Statement and receivables"
 * gives the rules behind them.
 */

/** The first day of the month a day (YYYY-MM-DD) falls in: a statement's period starts there by default. */
export const monthStart = (day: string) => `${day.slice(0, 7)}-01`;

/** The ageing of what is open at a day: not yet due (or a credit), then by days past the due date. */
export const statementAgeingKeys = ["current", "days1to30", "days31to60", "days61to90", "over90"] as const;
export type StatementAgeingKey = (typeof statementAgeingKeys)[number];

/** The office's receivables age only what is overdue, by days since the due date. */
export const receivablesBucketKeys = ["days0to30", "days31to60", "days61to90", "over90"] as const;
export type ReceivablesBucketKey = (typeof receivablesBucketKeys)[number];

/**
 * What a statement's line is: an invoice raises the balance, a payment and a credit note lower
 * it, a refund (money given back) raises it again; an application moves a payment's unapplied
 * money onto invoices and leaves the balance as it was.
 */
export const statementLineKinds = ["invoice", "payment", "application", "credit_note", "refund"] as const;
export type StatementLineKind = (typeof statementLineKinds)[number];

export const statementLabels = words("statementLabels", {
  title: "Statement of account",
  heading: "Statement of account",
  /** The download form's fields and links. */
  from: "From",
  to: "To",
  downloadPdf: "Download PDF",
  downloadCsv: "Download CSV",
  intro: "Every invoice of your company in the period, the payments and credit notes against them, with the opening and closing balance and what is overdue.",
  officeIntro: "The company's invoices, payments and credit notes in the period, with the opening and closing balance and its ageing.",
  period: (from: string, to: string) => `Period: ${from} to ${to}`,
  issuedOn: (day: string) => `Issued on ${day}`,
  customer: "Customer",
  openingBalance: "Opening balance",
  closingBalance: "Closing balance",
  date: "Date",
  type: "Type",
  reference: "Reference",
  description: "Description",
  dueDate: "Due date",
  amount: "Amount",
  balance: "Balance",
  currency: "Currency",
  kinds: {
    invoice: "Invoice",
    payment: "Payment",
    application: "Applied",
    credit_note: "Credit note",
    refund: "Refund",
  } satisfies Record<StatementLineKind, string>,
  cardPayment: "Paid by card",
  bankTransfer: "Bank transfer",
  /** A payment on account that paid several invoices names them. */
  appliedTo: (invoices: string) => `Applied to ${invoices}`,
  corrects: (invoice: string) => `Corrects invoice ${invoice}`,
  refundToCard: "Refunded to the card that paid",
  /** What a payment on account left on no invoice: a credit on the account until the office applies it. */
  unappliedPart: (amount: string) => `Unapplied: ${amount}`,
  notApplied: "Not applied to an invoice yet",
  appliedLater: (how: string, invoices: string) => `${how}: unapplied money applied to ${invoices}`,
  openAgain: (invoices: string) => `Open again: ${invoices}`,
  fromUnapplied: (amount: string) => `From unapplied money: ${amount}`,
  /** The summary row and line under the ageing. */
  unappliedRow: "Unapplied",
  unappliedNote: "Payments not applied to an invoice yet (a credit, in Current)",
  order: (number: string) => `Order ${number}`,
  noLines: "No invoices, payments or credit notes in this period.",
  ageingAt: (day: string) => `Ageing at ${day}`,
  ageing: {
    current: "Current",
    days1to30: "1–30 days past due",
    days31to60: "31–60 days past due",
    days61to90: "61–90 days past due",
    over90: "Over 90 days past due",
  } satisfies Record<StatementAgeingKey, string>,
  /** The CSV's type cell of its summary rows. */
  ageingRow: "Ageing",
  amountsIn: (currency: string) =>
    `Amounts in ${currency}. Invoices raise the balance; payments and credit notes lower it; a refund gives money back and raises it again. A payment counts in full the day it is received; what is not applied to an invoice yet is a credit on the account until it is applied.`,
  formula: "Closing balance = opening balance + invoices − payments − credit notes.",
  totals: "Totals in the period",
  invoices: "Invoices",
  payments: "Payments (less refunds)",
  creditNotes: "Credit notes",
} as const);

export const statementMessages = words("statementMessages", {
  fromAfterTo: "From must not be after To",
  /** Issue 35: the statement shown on its page. */
  loadingStatement: "Loading the statement",
  statementError: "We could not load the statement",
  loadingCompany: "Loading your company",
  noCompany: "You do not belong to a company.",
  notYourRole: "Your company's admins and accountants download its statement of account.",
} as const);

export const receivablesLabels = words("receivablesLabels", {
  heading: "Receivables",
  intro: "What companies owe on account: their open balances, and what is overdue by days since the due date. Credits a company holds are netted in its open balance.",
  company: "Company",
  open: "Open",
  overdue: "Overdue",
  unapplied: "Unapplied",
  unappliedHint: "Payments received that are on no invoice yet: apply them on the company's page.",
  buckets: {
    days0to30: "0–30 days",
    days31to60: "31–60 days",
    days61to90: "61–90 days",
    over90: "Over 90 days",
  } satisfies Record<ReceivablesBucketKey, string>,
  total: "Total",
  asOf: (day: string) => `As of ${day}, days since the due date.`,
  sortBy: "Sort by",
  none: "No company owes anything on account.",
  loading: "Loading the receivables",
  loadError: "We could not load the receivables",
  /** The shop overview's card. */
  overdueCard: "Overdue on account",
  overdueNone: "No invoice on account is overdue.",
  overdueCompanies: (count: number) => `${count === 1 ? "1 company has" : `${count} companies have`} overdue invoices.`,
  seeReceivables: "See receivables",
} as const);
