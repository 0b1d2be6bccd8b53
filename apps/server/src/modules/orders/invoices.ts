import { billLabels, formatCents, invoiceLabel } from "@shop/contract";
import { eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { invoiceCounter, invoices } from "../../db/schema";
import type { ShopSettings } from "../../config";
import { billNotes, billRows } from "./bill";
import { priceReason, type OrderLineRow } from "./lines";
import type { OrderRow } from "./order";
import { drawBuyer, drawSeller, line, newPen, pdfSafe, rule as drawRule, wrap } from "./pdf";

export type InvoiceRow = typeof invoices.$inferSelect;

/**
 * Issues the order's invoice in the paying transaction. The counter row is updated (and so
 * locked) until that transaction ends: a concurrent payment waits, then takes the next number;
 * a payment that rolls back gives its number back. Hence no gaps and no duplicates.
 */
export async function issueInvoice(tx: Tx, order: Pick<OrderRow, "id" | "buyerCompany" | "buyerVatId">, at: Date): Promise<InvoiceRow> {
  const [counter] = await tx
    .insert(invoiceCounter)
    .values({ id: 1, lastNumber: 1 })
    .onConflictDoUpdate({ target: invoiceCounter.id, set: { lastNumber: sql`${invoiceCounter.lastNumber} + 1` } })
    .returning({ lastNumber: invoiceCounter.lastNumber });
  if (!counter) throw new Error("the invoice counter answered no row");
  // Issue 25: the buyer as they were when they ordered (the order keeps them), never the profile of today.
  const [invoice] = await tx
    .insert(invoices)
    .values({ number: counter.lastNumber, orderId: order.id, issuedAt: at, buyerCompany: order.buyerCompany, buyerVatId: order.buyerVatId })
    .returning();
  if (!invoice) throw new Error("insert returned no row");
  return invoice;
}

export async function findInvoice(db: Db | Tx, orderId: string): Promise<InvoiceRow | undefined> {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.orderId, orderId)).limit(1);
  return invoice;
}

export { pdfSafe } from "./pdf";

/** The invoice of a paid order as an A4 PDF, from the order as it was sold: one row per line. */
export async function renderInvoicePdf(order: OrderRow, lines: readonly OrderLineRow[], invoice: InvoiceRow, shop: ShopSettings["shop"]): Promise<Uint8Array> {
  const pen = await newPen();
  const { pdf } = pen;
  const label = invoiceLabel(invoice.number);
  pdf.setTitle(`Invoice ${label}`);
  pdf.setAuthor(pdfSafe(shop.name));
  pdf.setCreationDate(invoice.issuedAt);
  const rule = () => drawRule(pen);

  drawSeller(pen, shop);
  pen.y -= 15;
  line(pen, `Invoice ${label}`, { size: 16, bold: true });
  line(pen, `Date: ${invoice.issuedAt.toISOString().slice(0, 10)}`);
  line(pen, `Order: ${order.id}`);
  if (order.transactionId) line(pen, `Payment: ${order.transactionId}`);
  if (order.poNumber) line(pen, `Purchase order: ${order.poNumber}`);
  if (order.deliveryDate) line(pen, `Requested delivery: ${order.deliveryDate}`);
  pen.y -= 10;
  drawBuyer(pen, order, invoice);
  pen.y -= 15;

  const columns = { item: 50, quantity: 330, unit: 400, total: 490 };
  line(pen, "Item", { bold: true, advance: false });
  line(pen, "Qty", { x: columns.quantity, bold: true, advance: false });
  line(pen, "Unit price", { x: columns.unit, bold: true, advance: false });
  line(pen, "Amount", { x: columns.total, bold: true });
  rule();
  for (const sold of lines) {
    const [first = "", ...rest] = wrap(sold.product, 45);
    line(pen, first, { advance: false });
    line(pen, String(sold.quantity), { x: columns.quantity, advance: false });
    line(pen, formatCents(sold.unitPriceCents), { x: columns.unit, advance: false });
    line(pen, formatCents(sold.priceCents), { x: columns.total });
    for (const part of rest) line(pen, part);
    const why = priceReason(sold);
    const notes = [sold.sku && `${billLabels.sku} ${sold.sku}`, why && `${why[0]?.toUpperCase() ?? ""}${why.slice(1)}; list price ${formatCents(sold.listUnitPriceCents)}`, sold.discountCents > 0 && `${billLabels.discount} ${formatCents(sold.discountCents)}`];
    const note = notes.filter(Boolean).join(" · ");
    if (note) line(pen, note, { size: 8 });
  }
  rule();
  pen.y -= 5;
  // The bill: subtotal, code, shipping, net, tax per rate, total (bill.ts, as the emails print it).
  for (const row of billRows(order, lines)) {
    line(pen, row.label, { x: columns.quantity, bold: row.strong === true, advance: false });
    line(pen, row.cents < 0 ? `-${formatCents(-row.cents)}` : formatCents(row.cents), { x: columns.total, bold: row.strong === true });
  }
  line(pen, `Amounts in ${order.currency}. Paid in full by card.`, { x: columns.quantity, size: 9 });
  pen.y -= 5;
  for (const note of billNotes(order)) for (const part of wrap(note, 95)) line(pen, part, { size: 9 });
  return pdf.save();
}
