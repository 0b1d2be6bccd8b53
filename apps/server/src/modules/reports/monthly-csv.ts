import { centsToDollars, reportCsvColumns, reportTakingsCsvColumns } from "@shop/contract";
import { stringify } from "csv-stringify/sync";
import { neutralizeFormula } from "../orders/csv";
import { splitGrossCents, type CountryMonthCents } from "./monthly";
import type { TakingsCents } from "./takings";

/**
 * The monthly report as an accountant imports it (issue 25 item 5): one row per month,
 * currency, country and rate, every amount a plain number in a column of fixed name, so the
 * figures of one EU member state are a filter on the Country column and a tax return's boxes
 * are sums of columns. The country is the one whose tax applied, or the destination of a sale
 * without tax. No totals row: an import would count it as one more month. Its header is the
 * contract's reportCsvColumns: the office's table's own, then the period and member state an OSS
 * correction of an earlier return names (issue 36 finding 16).
 */

/** Two decimals, as a spreadsheet reads numbers (the Currency column names the unit). */
const money = (cents: number) => centsToDollars(cents).toFixed(2);

export function monthlyReportCsv(rows: readonly CountryMonthCents[]): string {
  const records = rows.map((row) => [
    row.month,
    row.currency,
    // A rate's name is the office's own text, and a country an order's: neutralised like any typed cell.
    neutralizeFormula(row.country),
    neutralizeFormula(row.name),
    row.rateMillis === null ? "" : String(row.rateMillis / 1000),
    money(row.sales.netCents),
    money(row.sales.taxCents),
    money(row.sales.exemptNetCents),
    money(row.sales.zeroRatedNetCents),
    money(row.sales.outsideScopeNetCents),
    money(splitGrossCents(row.sales)),
    money(row.discountNetCents),
    money(row.discountTaxCents),
    money(row.refunds.netCents),
    money(row.refunds.taxCents),
    money(row.refunds.exemptNetCents),
    money(row.refunds.zeroRatedNetCents),
    money(row.refunds.outsideScopeNetCents),
    money(splitGrossCents(row.refunds)),
    row.correctsPeriod ?? "",
    row.correctsPeriod === null ? "" : neutralizeFormula(row.country),
  ]);
  // Quoted throughout, as the orders' export is: a spreadsheet splitting on ";" cannot find a formula.
  return stringify([[...reportCsvColumns], ...records], { quoted: true, quoted_empty: true, record_delimiter: "\r\n" });
}

/**
 * Issue 37 item 8, `?part=takings`: the takings by payment method, one row per month, currency and
 * method that moved money, the method as its key (as the ledger's Payment method column writes it).
 * A file of its own rather than rows in the one above: its columns are not a country's and a rate's.
 */
export function takingsCsv(rows: readonly TakingsCents[]): string {
  const records = rows.map((row) => [row.month, row.currency, row.method, money(row.receivedCents), money(row.refundedCents), money(row.receivedCents - row.refundedCents)]);
  return stringify([[...reportTakingsCsvColumns], ...records], { quoted: true, quoted_empty: true, record_delimiter: "\r\n" });
}
