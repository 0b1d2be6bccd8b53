import { billLabels, billMessages, countryName, formatCents, formatRate, taxLineLabel } from "@shop/contract";
import type { OrderLineRow } from "./lines";
import type { OrderRow } from "./order";

/** One row of an order's bill as the emails and the invoice print it, top to bottom. */
export interface BillRow {
  label: string;
  cents: number;
  /** The total: printed bold. */
  strong?: boolean;
}

/**
 * An order's bill, row by row: subtotal, the code, shipping, net, the tax per rate, total. One
 * function, so the emails and the invoice (and through them the office) say the same. Orders
 * from before issue 21 (no shipping, tax or code) print only their total.
 */
export function billRows(order: OrderRow, lines: readonly OrderLineRow[]): BillRow[] {
  const goods = lines.reduce((sum, line) => sum + line.priceCents, 0);
  const rows: BillRow[] = [];
  const plain = order.shippingMethod === null && order.discountCode === null && order.taxLines.length === 0;
  if (!plain) {
    rows.push({ label: billLabels.goods, cents: goods });
    if (order.discountCode) rows.push({ label: `${billLabels.discount} (${order.discountCode})`, cents: -order.discountCents });
    if (order.shippingMethod) rows.push({ label: `${billLabels.shipping}: ${order.shippingMethod}`, cents: order.shippingCents });
    if (order.taxLines.length > 0) {
      rows.push({ label: billLabels.net, cents: order.netCents });
      for (const line of order.taxLines) rows.push({ label: taxLineLabel(line.name, formatRate(line.rateMillis)), cents: line.taxCents });
    }
  }
  rows.push({ label: billLabels.total, cents: order.priceCents, strong: true });
  return rows;
}

/** The sentences a bill carries under its rows: where it goes, how prices were stated, reverse charge. */
export function billNotes(order: OrderRow): string[] {
  const notes: string[] = [];
  if (order.country) notes.push(`Ships to ${[order.postalCode, countryName(order.country)].filter(Boolean).join(" ")}${order.shippingEstimate ? ` (${order.shippingEstimate})` : ""}.`);
  if (order.taxLines.length > 0) notes.push(order.pricesIncludeTax ? billMessages.pricesIncludeTax : billMessages.pricesExcludeTax);
  if (order.legalNote) notes.push(`${order.legalNote}.`);
  return notes;
}

/** "Subtotal: $900.00", "Discount (SPRING5): -$45.00": a row as one line of text. */
export const billRowText = (row: BillRow) => `${row.label}: ${row.cents < 0 ? `-${formatCents(-row.cents)}` : formatCents(row.cents)}`;
