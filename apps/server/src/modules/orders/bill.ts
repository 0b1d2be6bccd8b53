import { billLabels, billMessages, countryName, exemptRate, formatCents, formatRateIn, isExemptSale, orderEmailTexts, taxLineLabel, type TaxLineCents } from "@shop/contract";
import type { OrderLineRow } from "./lines";
import type { OrderRow } from "./order";
import { sayLegalNote } from "./notes";

/** One row of an order's bill as the emails print it, top to bottom. */
export interface BillRow {
  label: string;
  cents: number;
  /** The total: printed bold. */
  strong?: boolean;
  /** A rate's row: the net its tax is on. */
  netCents?: number;
  /** A shipping that costs nothing: read "Free", as the site says it, not "$0.00". */
  free?: boolean;
}

/** One rate of a document: its name and rate ("VAT 19%"), its net and its tax. */
export interface RateRow {
  label: string;
  netCents: number;
  taxCents: number;
}

/**
 * The tax per rate as every document prints it (issue 25): the net, the rate and the tax,
 * rounded once per rate when the order was placed, so net × rate = tax on each row. The
 * invoice, the credit notes and the emails all read their rates here.
 */
export const rateRows = (taxLines: readonly TaxLineCents[], exempt = false): RateRow[] =>
  taxLines.map((line) => ({ label: taxLineLabel(line.name, exempt ? exemptRate : formatRateIn(line.rateMillis)), netCents: line.netCents, taxCents: line.taxCents }));

/**
 * An order's bill, row by row, as the emails print it: subtotal, the code, shipping, net, the
 * tax per rate with the net it is on, total, in the order's own currency. Orders from before
 * issue 21 (no shipping, tax or code) print only their total.
 */
export function billRows(order: OrderRow, lines: readonly OrderLineRow[]): BillRow[] {
  const goods = lines.reduce((sum, line) => sum + line.priceCents, 0);
  const rows: BillRow[] = [];
  const plain = order.shippingMethod === null && order.discountCode === null && order.taxLines.length === 0;
  if (!plain) {
    rows.push({ label: billLabels.goods, cents: goods });
    if (order.discountCode) rows.push({ label: `${billLabels.discount} (${order.discountCode})`, cents: -order.discountCents });
    if (order.shippingMethod) rows.push({ label: `${billLabels.shipping}: ${order.shippingMethod}`, cents: order.shippingCents, free: order.shippingCents === 0 });
    if (order.taxLines.length > 0) {
      // Issue 36: Bangladesh's supplementary duty is in the net (VAT is on the value with it): said before it.
      if (order.sdCents > 0) rows.push({ label: billLabels.supplementaryDuty, cents: order.sdCents });
      rows.push({ label: billLabels.net, cents: order.netCents });
      for (const rate of rateRows(order.taxLines, isExemptSale(order))) rows.push({ label: rate.label, cents: rate.taxCents, netCents: rate.netCents });
    }
  }
  rows.push({ label: billLabels.total, cents: order.priceCents, strong: true });
  return rows;
}

/** The sentences a bill carries under its rows: where it goes, how prices were stated, the treatment's legal mention. */
export function billNotes(order: OrderRow, prices: { include: string; exclude: string } = { include: billMessages.pricesIncludeTax, exclude: billMessages.pricesExcludeTax }): string[] {
  const notes: string[] = [];
  if (order.collection) notes.push(billMessages.collectedAtWorks(order.shippingEstimate));
  else if (order.country) notes.push(billMessages.shipsTo([order.postalCode, countryName(order.country)].filter(Boolean).join(" "), order.shippingEstimate || null));
  if (order.taxLines.length > 0) notes.push(order.pricesIncludeTax ? prices.include : prices.exclude);
  if (order.legalNote) notes.push(`${sayLegalNote(order.treatment, order.legalNote)}.`);
  return notes;
}

/**
 * "Subtotal: $900.00", "Discount (SPRING5): -$45.00", "VAT 19%: $171.00 on $900.00" (as the
 * CSV and the report write a rate): a row as one line of text, in the order's currency.
 */
export const billRowText = (row: BillRow, currency: string) => {
  const amount = row.free ? billLabels.free : formatCents(row.cents, currency);
  return row.netCents === undefined ? `${row.label}: ${amount}` : orderEmailTexts.rateOn(row.label, amount, formatCents(row.netCents, currency));
};
