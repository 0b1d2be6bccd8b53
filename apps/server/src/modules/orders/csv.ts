import { centsToDollars, exemptRate, formatRate, invoiceLabel, isExemptSale, orderNumber, taxLineLabel } from "@shop/contract";
import { stringify } from "csv-stringify/sync";
import { inLanguage } from "../../lib/language";
import { lineText, type OrderLineRow } from "./lines";
import type { OrderRow } from "./order";

/** The largest CSV export; the newest rows of the filter are answered (decision 014). */
export const EXPORT_CAP = 10_000;

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return) as a
 * formula: such text cells get a leading apostrophe (OWASP's advice on CSV injection).
 */
export const neutralizeFormula = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

export const CSV_COLUMNS = [
  "Order id",
  // Issue 26: the number the pages, the emails and the documents name the order by.
  "Order number",
  "Placed at",
  "Status",
  "Invoice number",
  "Name",
  "Email",
  "Phone",
  "Address",
  "Product",
  "Quantity",
  "Unit price",
  "Currency",
  "Country",
  "Postal code",
  "Subtotal",
  "Discount code",
  "Discount",
  "Shipping method",
  "Shipping",
  "Net",
  "Tax",
  "Tax lines",
  // Issue 36 finding 11: the treatment and the words the invoice prints for it, not a yes/no for one of four.
  "Treatment",
  "Legal note",
  "Buyer VAT ID",
  "Total",
  "Refunded",
  "Transaction id",
  "Paid at",
  "Carrier",
  "Tracking number",
  "PO number",
  "Delivery date",
  "Lines",
  // Issue 37 item 8: how it was paid (or is to be, while unpaid), beside Transaction id's gateway id; last, so imports by position keep working.
  "Payment method",
] as const;

/** Amounts in the shop's currency with two decimals, as a spreadsheet reads numbers (the Currency column names it). */
const money = (cents: number) => centsToDollars(cents).toFixed(2);

/**
 * One row per order; the Lines cell names every line with its quantity, unit price and line
 * total (`linesOf` maps an order's id to its lines). Quantity is the order's units in all; Unit
 * price is left empty for a cart of several tools, whose lines are priced apart. Issue 25: the
 * invoice's number (as the documents name it; empty until paid) and the gross given back on
 * credit notes; Net, Tax and Total are the bill's net, tax and gross.
 */
export function ordersCsv(rows: OrderRow[], linesOf: ReadonlyMap<string, readonly OrderLineRow[]>, invoiceNumbers: ReadonlyMap<string, number>): string {
  const text = (value: string | null) => (value === null ? "" : neutralizeFormula(value));
  const invoiceOf = (orderId: string) => {
    const number = invoiceNumbers.get(orderId);
    return number === undefined ? "" : invoiceLabel(number);
  };
  return stringify(
    rows.map((row) => [
      row.id,
      orderNumber(row.id),
      row.createdAt.toISOString(),
      row.status,
      invoiceOf(row.id),
      text(row.name),
      text(row.email),
      text(row.phone),
      text(row.address),
      text(row.product),
      String(row.quantity),
      // A cart has no one unit price: its Lines cell gives each line's.
      (linesOf.get(row.id) ?? []).length > 1 ? "" : centsToDollars(row.unitPriceCents).toFixed(2),
      row.currency,
      row.country ?? "",
      text(row.postalCode),
      money((linesOf.get(row.id) ?? []).reduce((sum, line) => sum + line.priceCents, 0)),
      text(row.discountCode),
      money(row.discountCents),
      text(row.shippingMethod),
      money(row.shippingCents),
      money(row.netCents),
      money(row.taxCents),
      // The rates' names are the office's own text: neutralised like every typed cell.
      text(row.taxLines.map((line) => `${taxLineLabel(line.name, isExemptSale(row) ? exemptRate : formatRate(line.rateMillis))}: ${money(line.taxCents)} on ${money(line.netCents)}`).join("; ")),
      row.treatment,
      text(row.legalNote),
      text(row.buyerVatId),
      money(row.priceCents),
      money(row.refundedCents),
      text(row.transactionId),
      row.paidAt ? row.paidAt.toISOString() : "",
      text(row.carrier),
      text(row.trackingNumber),
      text(row.poNumber),
      row.deliveryDate ?? "",
      // The CSV is English, as its columns are (issue 38): its lines too, whatever the request's language.
      text(inLanguage("en", () => (linesOf.get(row.id) ?? []).map((line) => lineText(line, row.currency)).join("; "))),
      row.paymentMethod,
    ]),
    // Every field quoted: a spreadsheet that splits on ";" (or a tab) would otherwise read
    // `Bob;=cmd|…` as a second cell that starts with "=", past the apostrophe rule.
    { header: true, columns: [...CSV_COLUMNS], quoted: true, quoted_empty: true, record_delimiter: "\r\n" },
  );
}
