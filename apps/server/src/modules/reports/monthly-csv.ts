import { centsToDollars, rateColumn, reportLabels } from "@shop/contract";
import { stringify } from "csv-stringify/sync";
import { neutralizeFormula } from "../orders/csv";
import { byRate, type MonthCents, type RateCents } from "./monthly";

/**
 * The monthly report as an accountant imports it: one row per month and currency, every cell a
 * plain number, and each tax rate in columns of its own ("VAT 20% net", "VAT 20% tax", then
 * "Refunded VAT 20% net" …) rather than one "Tax by rate" text cell that a spreadsheet or a
 * bookkeeping import would first have to split. The rate columns are those that occur in the
 * range (sales or refunds, each rate both ways), so a month without a rate reads 0.00 there.
 * No totals row: an import would count it as one more month.
 */

/** The fixed columns, before and after which the rate columns sit. */
export const REPORT_CSV_LEADING = [reportLabels.month, reportLabels.currency, reportLabels.invoices, reportLabels.net, reportLabels.tax] as const;
export const REPORT_CSV_MIDDLE = [
  reportLabels.reverseChargeNet,
  reportLabels.shipping,
  reportLabels.discounts,
  reportLabels.gross,
  reportLabels.creditNotes,
  reportLabels.refundedNet,
  reportLabels.refundedTax,
  reportLabels.refundedGross,
] as const;
export const REPORT_CSV_TRAILING = [reportLabels.refundedReverseChargeNet] as const;

/** Two decimals, as a spreadsheet reads numbers (the Currency column names the unit). */
const money = (cents: number) => centsToDollars(cents).toFixed(2);

export function monthlyReportCsv(months: readonly MonthCents[]): string {
  const rates: Pick<RateCents, "name" | "rateMillis">[] = [];
  for (const line of months.flatMap((row) => [...row.taxByRate, ...row.refundTaxByRate])) {
    if (!rates.some((known) => known.name === line.name && known.rateMillis === line.rateMillis)) rates.push({ name: line.name, rateMillis: line.rateMillis });
  }
  rates.sort(byRate);
  const find = (lines: readonly RateCents[], rate: Pick<RateCents, "name" | "rateMillis">) => lines.find((line) => line.name === rate.name && line.rateMillis === rate.rateMillis);
  // A rate's name is the office's own text: it becomes a header cell, so it is neutralised too.
  const header = [
    ...REPORT_CSV_LEADING,
    ...rates.flatMap((rate) => [rateColumn(rate.name, rate.rateMillis, "net"), rateColumn(rate.name, rate.rateMillis, "tax")]),
    ...REPORT_CSV_MIDDLE,
    ...rates.flatMap((rate) => [rateColumn(rate.name, rate.rateMillis, "net", true), rateColumn(rate.name, rate.rateMillis, "tax", true)]),
    ...REPORT_CSV_TRAILING,
  ].map(neutralizeFormula);
  const records = months.map((row) => [
    row.month,
    row.currency,
    String(row.invoices),
    money(row.netCents),
    money(row.taxCents),
    ...rates.flatMap((rate) => {
      const line = find(row.taxByRate, rate);
      return [money(line?.netCents ?? 0), money(line?.taxCents ?? 0)];
    }),
    money(row.reverseChargeNetCents),
    money(row.shippingNetCents),
    money(row.discountCents),
    money(row.grossCents),
    String(row.creditNotes),
    money(row.refundedNetCents),
    money(row.refundedTaxCents),
    money(row.refundedGrossCents),
    ...rates.flatMap((rate) => {
      const line = find(row.refundTaxByRate, rate);
      return [money(line?.netCents ?? 0), money(line?.taxCents ?? 0)];
    }),
    money(row.refundedReverseChargeNetCents),
  ]);
  // Quoted throughout, as the orders' export is: a spreadsheet splitting on ";" cannot find a formula.
  return stringify([header, ...records], { quoted: true, quoted_empty: true, record_delimiter: "\r\n" });
}
