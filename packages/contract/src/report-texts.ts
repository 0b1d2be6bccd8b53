import { FIRST_BOOK_YEAR, isBookYear, LAST_BOOK_YEAR } from "./constants";
import { dayIn } from "./dates";
import { words } from "./i18n";

/**
 * Issue 21 item 9: the words and the month arithmetic of the accountant's monthly report,
 * zod-free (decision 020) so the office page, the schema's messages, the CSV and the tests say
 * the same thing. Months are written "YYYY-MM"; the server counts them in SHOP_TIMEZONE.
 */

/** The widest range one report covers: three years of months. */
export const MAX_REPORT_MONTHS = 36;
/** Without a range: the last twelve months, the current one included. */
export const DEFAULT_REPORT_MONTHS = 12;

export const reportLabels = words("reportLabels", {
  heading: "Monthly report",
  intro: "Sales by the month their invoice was issued, refunds by the month of their credit note. Amounts without tax unless they say gross or tax.",
  monthsIn: (timeZone: string) => `Months in ${timeZone}.`,
  from: "From month",
  to: "To month",
  show: "Show",
  download: "Download CSV",
  month: "Month",
  currency: "Currency",
  invoices: "Invoices",
  net: "Net",
  tax: "Tax",
  gross: "Gross",
  shipping: "Shipping",
  /** Issue 36 item 5: Bangladesh's supplementary duty, inside the net. */
  supplementaryDuty: "Supplementary duty (in net)",
  refundedSupplementaryDuty: "Refunded supplementary duty",
  discounts: "Discounts net",
  discountTax: "Discounts tax",
  exemptNet: "Exempt intra-Community net",
  /** Issue 36 finding 12: an EU seller's export is exempt (art. 146), another's zero-rated by its law: the column names neither. */
  zeroRatedNet: "Export net",
  outsideScopeNet: "Outside the scope of tax net",
  creditNotes: "Credit notes",
  refundedNet: "Refunded net",
  refundedTax: "Refunded tax",
  refundedGross: "Refunded gross",
  /** Issue 36 finding 16: an OSS credit note that corrects an earlier return names its period and country (Regulation 282/2011 art. 61). */
  correctsPeriod: "Corrects period",
  consumptionCountry: "Member state of consumption",
  refundedExemptNet: "Refunded exempt intra-Community net",
  refundedZeroRatedNet: "Refunded export net",
  refundedOutsideScopeNet: "Refunded outside the scope of tax net",
  country: "Country",
  taxName: "Tax name",
  rate: "Rate (%)",
  byCountryHeading: "By country and rate",
  byCountryIntro: "The country whose tax applied, or the destination of a sale without tax.",
  byCountryTableLabel: "Figures by country and rate",
  noCountry: "Unknown",
  taxByRate: "Tax by rate",
  refundTaxByRate: "Refunded tax by rate",
  total: "Total",
  empty: "No invoices or credit notes in these months.",
  tableLabel: "Monthly figures",
  journal: "Download journal",
  codesHeading: "Account codes for the journal",
  codesIntro: "The accounting export names these codes on each row, by the sale's treatment.",
  treatment: "Treatment",
  revenueAccount: "Revenue account",
  taxAccount: "Tax account",
  saveCodes: "Save codes",
  codesSaved: "Account codes saved",
  /** Issue 37 item 8: the month's money by the way it was paid, as the ledger's bank side books it. */
  takingsHeading: "Takings by payment method",
  takingsIntro: "Money received and given back, by the day it moved and the way it was paid: what each method's account in the ledger shows.",
  takingsTableLabel: "Figures by payment method",
  method: "Payment method",
  received: "Received",
  refundedMoney: "Given back",
  netTakings: "Net takings",
  downloadTakings: "Download takings CSV",
  noTakings: "No money received or given back in these months.",
  takingMethods: { card: "Card", bkash: "bKash", sslcommerz: "SSLCommerz", cod: "Cash on delivery", bank_deposit: "Bank deposit", transfer: "Bank transfer" },
} as const);

/**
 * Issue 37 item 8: how money came in or went back. The shop's payment methods (the contract's
 * paymentMethodValues: the card whatever its provider, bKash, SSLCommerz, cash on delivery, bank
 * deposit), and `transfer`, the office's record of a bank transfer paying invoices on account.
 */
export const takingMethods = ["card", "bkash", "sslcommerz", "cod", "bank_deposit", "transfer"] as const;
export type TakingMethod = (typeof takingMethods)[number];

/**
 * The report's takings CSV (`GET /api/reports/monthly.csv?part=takings`): one row per month,
 * currency and method, the method as its key (the ledger's Payment method column writes the same).
 */
export const reportTakingsCsvColumns = [reportLabels.month, reportLabels.currency, reportLabels.method, reportLabels.received, reportLabels.refundedMoney, reportLabels.netTakings] as const;

/**
 * The accounting export's columns (GET /api/reports/journal.csv): one row per document and
 * rate, the document's fields repeated, as Xero's and QuickBooks Online's invoice importers read
 * one line item per row (docs/billing.md maps them).
 */
export const journalColumns = {
  date: "Date",
  dueDate: "Due date",
  number: "Number",
  type: "Type",
  buyer: "Buyer",
  buyerVatId: "Buyer VAT ID",
  country: "Country",
  description: "Description",
  quantity: "Quantity",
  net: "Net",
  taxName: "Tax name",
  rate: "Rate (%)",
  tax: "Tax",
  gross: "Gross",
  currency: "Currency",
  treatment: "Treatment",
  revenueAccount: "Revenue account",
  taxAccount: "Tax account",
  /** Issue 37 item 8: how the invoice was paid or the credit note's money went back (a takingMethods key), and the gateway's id. Last, so imports by position keep working. */
  paymentMethod: "Payment method",
  transactionId: "Transaction id",
} as const;

export const journalTexts = words("journalTexts", {
  invoice: "Invoice",
  creditNote: "Credit note",
  /** A row's description: what was sold or given back, and how it was taxed. */
  invoiceLine: (how: string) => `Goods and shipping, ${how}`,
  creditNoteLine: (invoice: string | null, how: string) => `Refund${invoice === null ? "" : ` on ${invoice}`}, ${how}`,
  outsideScope: "no tax set up",
} as const);

/** The longest account code the office may set (Xero's are 10 characters, QuickBooks' names longer). */
export const ACCOUNT_CODE_MAX = 40;
/** Issue 36: one row per treatment and rate a PUT may carry (four treatments, a few rates each). */
export const ACCOUNTING_CODES_MAX = 100;

export const reportMessages = words("reportMessages", {
  month: (label: string) => `${label} must be a month (YYYY-MM) from ${FIRST_BOOK_YEAR} to ${LAST_BOOK_YEAR}`,
  fromAfterTo: `${reportLabels.from} must not be after ${reportLabels.to}`,
  tooLong: `A report covers at most ${MAX_REPORT_MONTHS} months`,
  accountTooLong: (label: string) => `${label} must be at most ${ACCOUNT_CODE_MAX} characters`,
  treatmentTwice: "Each treatment may be given once",
  codeTwice: "Each treatment and rate may be given once",
  rateInvalid: "The rate must be a percent from 0 to 100 with at most three decimals",
} as const);

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** "2026-03" -> months since year 0 (a number to add and compare), or null when not a month of the books' years. */
export function monthIndex(month: string): number | null {
  const match = MONTH_PATTERN.exec(month);
  if (!match || !isBookYear(Number(match[1]))) return null;
  return Number(match[1]) * 12 + Number(match[2]) - 1;
}

/** The inverse of monthIndex. */
export function monthOfIndex(index: number): string {
  return `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** The calendar month (UTC) of an instant. */
export const monthOfDate = (date: Date): string => monthOfIndex(date.getUTCFullYear() * 12 + date.getUTCMonth());

export type ReportRange = { from: string; to: string; months: string[] };

/**
 * The one rule of a report's range: `to` defaults to the current month, `from` to the twelfth
 * month back from `to`; from must not be after to, and at most MAX_REPORT_MONTHS months are
 * covered. The query schema refuses with these words and the server reads the range from here,
 * so the two cannot disagree. The current month is the shop's (SHOP_TIMEZONE, issue 36 finding 9):
 * on the evening of 30 November in Los Angeles it is still November there, though December in UTC.
 */
export function resolveReportRange(query: { from?: string | undefined; to?: string | undefined }, now: Date, timeZone = "UTC"): ReportRange | { field: "from" | "to"; problem: string } {
  const to = query.to === undefined ? monthIndex(dayIn(now, timeZone).slice(0, 7)) : monthIndex(query.to);
  if (to === null) return { field: "to", problem: reportMessages.month(reportLabels.to) };
  const from = query.from === undefined ? to - (DEFAULT_REPORT_MONTHS - 1) : monthIndex(query.from);
  if (from === null) return { field: "from", problem: reportMessages.month(reportLabels.from) };
  if (from > to) return { field: query.from === undefined ? "to" : "from", problem: reportMessages.fromAfterTo };
  if (to - from + 1 > MAX_REPORT_MONTHS) return { field: query.from === undefined ? "to" : "from", problem: reportMessages.tooLong };
  const months = Array.from({ length: to - from + 1 }, (_, i) => monthOfIndex(from + i));
  return { from: monthOfIndex(from), to: monthOfIndex(to), months };
}

/**
 * The columns of the report by country and rate, in order: the office's table and the monthly
 * CSV name and order them the same (the CSV's header is this list).
 */
export const reportCountryColumns = [
  reportLabels.month,
  reportLabels.currency,
  reportLabels.country,
  reportLabels.taxName,
  reportLabels.rate,
  reportLabels.net,
  reportLabels.tax,
  reportLabels.exemptNet,
  reportLabels.zeroRatedNet,
  reportLabels.outsideScopeNet,
  reportLabels.gross,
  reportLabels.discounts,
  reportLabels.discountTax,
  reportLabels.refundedNet,
  reportLabels.refundedTax,
  reportLabels.refundedExemptNet,
  reportLabels.refundedZeroRatedNet,
  reportLabels.refundedOutsideScopeNet,
  reportLabels.refundedGross,
] as const;

/**
 * The monthly CSV's header: the table's columns, then (issue 36 finding 16, added at the end so
 * an import by position keeps working) the earlier OSS period and the member state of
 * consumption a correction row names; both empty on the current period's rows.
 */
export const reportCsvColumns = [...reportCountryColumns, reportLabels.correctsPeriod, reportLabels.consumptionCountry] as const;

/**
 * Issue 36 item 6: the ledger (double entry) and its accounts. Where the office set no code for a
 * treatment and rate, revenue and tax rows name these accounts; receivable and bank are always so.
 */
export const ledgerColumns = {
  date: "Date",
  number: "Number",
  type: "Type",
  account: "Account",
  description: "Description",
  debit: "Debit",
  credit: "Credit",
  currency: "Currency",
  /** Issue 36 finding 16: an OSS credit note correcting an earlier period names it and the country. */
  correctsPeriod: "Corrects period",
  consumptionCountry: "Member state of consumption",
  /** Issue 37 item 8: on money rows, the way it was paid (a takingMethods key); empty on documents' rows. Last, so imports by position keep working. */
  method: "Payment method",
} as const;

export const ledgerAccounts = {
  receivable: "Accounts receivable",
  bank: "Bank",
  revenue: "Sales",
  tax: "Sales tax",
  /** Issue 36 item 5: Bangladesh's supplementary duty, owed to the state beside the VAT. */
  supplementaryDuty: "Supplementary duty payable",
  /**
   * Issue 37 item 8: the bank side of money received or given back, by the way it was paid. Money
   * a card processor, bKash, SSLCommerz or a courier holds before it reaches the bank is booked to
   * a clearing account of its own, which the processor's payout (or the courier's handover) empties
   * into the bank; a deposit or a transfer lands in the bank itself. So each method's account holds
   * what its statement shows, and the report's takings per method are its movements.
   */
  byMethod: {
    card: "Card clearing",
    bkash: "bKash clearing",
    sslcommerz: "SSLCommerz clearing",
    cod: "Cash on delivery clearing",
    bank_deposit: "Bank",
    transfer: "Bank",
  },
} as const;

export const ledgerTexts = words("ledgerTexts", {
  invoice: "Invoice",
  creditNote: "Credit note",
  payment: "Payment",
  refund: "Refund",
  /** Issue 37 item 8: how the money moved, named on its rows ("Payment, bKash, TRX…"). */
  methods: { test: "card", stripe: "card", bkash: "bKash", sslcommerz: "SSLCommerz", cod: "cash on delivery", bank_deposit: "bank deposit", transfer: "bank transfer" },
  /** Appended to an OSS credit note's lines that correct an earlier period's return. */
  correctionOf: "correction of",
  /** Xero's manual journal import needs a tax rate on every line; the tax is booked on its own row, so none. */
  xeroNoTax: "Tax Exempt",
} as const);

/** Xero's manual journal import (Manual Journals → Import; the template's headings). */
export const xeroJournalColumns = ["*Narration", "*Date", "Description", "*AccountCode", "*TaxRate", "*Amount", "TrackingName1", "TrackingOption1", "TrackingName2", "TrackingOption2"] as const;
/** QuickBooks Online's journal entry import (Settings → Import data → Journal Entries). */
export const quickbooksJournalColumns = ["Journal No.", "Journal Date", "Account Name", "Debits", "Credits", "Description", "Name", "Currency Code"] as const;
