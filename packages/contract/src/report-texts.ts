import { formatRate } from "./billing";
import { taxLineLabel } from "./billing-texts";

/**
 * Issue 21 item 9: the words and the month arithmetic of the accountant's monthly report,
 * zod-free (decision 020) so the office page, the schema's messages, the CSV and the tests say
 * the same thing. Months are calendar months in UTC, written "YYYY-MM".
 */

/** The widest range one report covers: three years of months. */
export const MAX_REPORT_MONTHS = 36;
/** Without a range: the last twelve months, the current one included. */
export const DEFAULT_REPORT_MONTHS = 12;

export const reportLabels = {
  heading: "Monthly report",
  intro: "Sales by the month their invoice was issued, refunds by the month of their credit note (UTC). Amounts without tax unless they say gross.",
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
  discounts: "Discounts",
  reverseChargeNet: "Reverse-charge net",
  creditNotes: "Credit notes",
  refundedNet: "Refunded net",
  refundedTax: "Refunded tax",
  refundedGross: "Refunded gross",
  refundedReverseChargeNet: "Refunded reverse-charge net",
  taxByRate: "Tax by rate",
  refundTaxByRate: "Refunded tax by rate",
  total: "Total",
  empty: "No invoices or credit notes in these months.",
  tableLabel: "Monthly figures",
} as const;

export const reportMessages = {
  month: (label: string) => `${label} must be a month (YYYY-MM)`,
  fromAfterTo: `${reportLabels.from} must not be after ${reportLabels.to}`,
  tooLong: `A report covers at most ${MAX_REPORT_MONTHS} months`,
} as const;

/** The CSV's per-rate columns: "VAT 20% net", "VAT 20% tax"; refunds prefixed "Refunded ". */
export const rateColumn = (name: string, rateMillis: number, part: "net" | "tax", refunded = false) =>
  `${refunded ? "Refunded " : ""}${taxLineLabel(name, formatRate(rateMillis))} ${part}`;

// Years from 1000: Date.UTC reads years below 100 as 19xx.
const MONTH_PATTERN = /^([1-9]\d{3})-(0[1-9]|1[0-2])$/;

/** "2026-03" -> months since year 0 (a number to add and compare), or null when not a month. */
export function monthIndex(month: string): number | null {
  const match = MONTH_PATTERN.exec(month);
  if (!match) return null;
  return Number(match[1]) * 12 + Number(match[2]) - 1;
}

/** The inverse of monthIndex. */
export function monthOfIndex(index: number): string {
  return `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** The calendar month (UTC) of an instant. */
export const monthOfDate = (date: Date): string => monthOfIndex(date.getUTCFullYear() * 12 + date.getUTCMonth());

/** The first instant (UTC) of a month, for the month after a range: `monthStart(to, 1)`. */
export function monthStart(month: string, plusMonths = 0): Date {
  const index = (monthIndex(month) ?? 0) + plusMonths;
  return new Date(Date.UTC(Math.floor(index / 12), index % 12, 1));
}

export type ReportRange = { from: string; to: string; months: string[] };

/**
 * The one rule of a report's range: `to` defaults to the current month, `from` to the twelfth
 * month back from `to`; from must not be after to, and at most MAX_REPORT_MONTHS months are
 * covered. The query schema refuses with these words and the server reads the range from here,
 * so the two cannot disagree.
 */
export function resolveReportRange(query: { from?: string | undefined; to?: string | undefined }, now: Date): ReportRange | { field: "from" | "to"; problem: string } {
  const to = query.to === undefined ? monthIndex(monthOfDate(now)) : monthIndex(query.to);
  if (to === null) return { field: "to", problem: reportMessages.month(reportLabels.to) };
  const from = query.from === undefined ? to - (DEFAULT_REPORT_MONTHS - 1) : monthIndex(query.from);
  if (from === null) return { field: "from", problem: reportMessages.month(reportLabels.from) };
  if (from > to) return { field: query.from === undefined ? "to" : "from", problem: reportMessages.fromAfterTo };
  if (to - from + 1 > MAX_REPORT_MONTHS) return { field: query.from === undefined ? "to" : "from", problem: reportMessages.tooLong };
  const months = Array.from({ length: to - from + 1 }, (_, i) => monthOfIndex(from + i));
  return { from: monthOfIndex(from), to: monthOfIndex(to), months };
}
