import { formatCents, invoiceLabel } from "@shop/contract";
import { eq, sql } from "drizzle-orm";
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import type { Db, Tx } from "../../db/client";
import { invoiceCounter, invoices } from "../../db/schema";
import { findBusinessDetails } from "../profiles/business";
import type { ShopSettings } from "../../config";
import { priceReason, type OrderLineRow } from "./lines";
import type { OrderRow } from "./order";

export type InvoiceRow = typeof invoices.$inferSelect;

/**
 * Issues the order's invoice in the paying transaction. The counter row is updated (and so
 * locked) until that transaction ends: a concurrent payment waits, then takes the next number;
 * a payment that rolls back gives its number back. Hence no gaps and no duplicates.
 */
export async function issueInvoice(tx: Tx, order: Pick<OrderRow, "id" | "userId">, at: Date): Promise<InvoiceRow> {
  const [counter] = await tx
    .insert(invoiceCounter)
    .values({ id: 1, lastNumber: 1 })
    .onConflictDoUpdate({ target: invoiceCounter.id, set: { lastNumber: sql`${invoiceCounter.lastNumber} + 1` } })
    .returning({ lastNumber: invoiceCounter.lastNumber });
  if (!counter) throw new Error("the invoice counter answered no row");
  const buyer = order.userId ? await findBusinessDetails(tx, order.userId) : undefined;
  const [invoice] = await tx
    .insert(invoices)
    .values({ number: counter.lastNumber, orderId: order.id, issuedAt: at, buyerCompany: buyer?.companyName ?? null, buyerVatId: buyer?.vatId ?? null })
    .returning();
  if (!invoice) throw new Error("insert returned no row");
  return invoice;
}

export async function findInvoice(db: Db | Tx, orderId: string): Promise<InvoiceRow | undefined> {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.orderId, orderId)).limit(1);
  return invoice;
}

/**
 * The standard fonts speak WinAnsi only: anything else a buyer typed (another script, an
 * emoji) would make pdf-lib throw, so it is printed as "?" rather than failing the invoice.
 */
export const pdfSafe = (text: string) => text.replace(/[^\x20-\x7E\xA0-\xFF\n]/gu, "?");

interface Pen {
  pdf: PDFDocument;
  page: PDFPage;
  font: PDFFont;
  bold: PDFFont;
  y: number;
}

const A4: [number, number] = [595.28, 841.89];
const TOP = 790;
const BOTTOM = 60;

function line(pen: Pen, text: string, options: { x?: number; size?: number; bold?: boolean; advance?: boolean } = {}): void {
  const size = options.size ?? 10;
  // A long cart runs onto further pages; a row's cells share its page (only the last one advances).
  if (pen.y < BOTTOM) {
    pen.page = pen.pdf.addPage(A4);
    pen.y = TOP;
  }
  pen.page.drawText(pdfSafe(text), { x: options.x ?? 50, y: pen.y, size, font: options.bold ? pen.bold : pen.font, color: rgb(0.1, 0.1, 0.1) });
  if (options.advance !== false) pen.y -= size + 5;
}

/** Splits long text (an address) on its line breaks and at about `width` characters. */
function wrap(text: string, width = 60): string[] {
  return text.split(/\r?\n/).flatMap((part) => {
    const words = part.split(/\s+/);
    const lines: string[] = [];
    let current = "";
    for (const word of words) {
      if (current && (current + " " + word).length > width) {
        lines.push(current);
        current = word;
      } else current = current ? `${current} ${word}` : word;
    }
    return [...lines, current];
  });
}

/** The invoice of a paid order as an A4 PDF, from the order as it was sold: one row per line. */
export async function renderInvoicePdf(order: OrderRow, lines: readonly OrderLineRow[], invoice: InvoiceRow, shop: ShopSettings["shop"]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const label = invoiceLabel(invoice.number);
  pdf.setTitle(`Invoice ${label}`);
  pdf.setAuthor(pdfSafe(shop.name));
  pdf.setCreationDate(invoice.issuedAt);
  const pen: Pen = { pdf, page: pdf.addPage(A4), font: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold), y: TOP };
  const rule = () => pen.page.drawLine({ start: { x: 50, y: pen.y + 10 }, end: { x: 545, y: pen.y + 10 }, thickness: 0.5 });

  line(pen, shop.name, { size: 18, bold: true });
  for (const part of wrap(shop.address)) if (part) line(pen, part);
  if (shop.vatId) line(pen, `VAT ID: ${shop.vatId}`);
  if (shop.phone) line(pen, `Phone: ${shop.phone}`);
  if (shop.email) line(pen, `Email: ${shop.email}`);
  pen.y -= 15;
  line(pen, `Invoice ${label}`, { size: 16, bold: true });
  line(pen, `Date: ${invoice.issuedAt.toISOString().slice(0, 10)}`);
  line(pen, `Order: ${order.id}`);
  if (order.transactionId) line(pen, `Payment: ${order.transactionId}`);
  if (order.poNumber) line(pen, `Purchase order: ${order.poNumber}`);
  if (order.deliveryDate) line(pen, `Requested delivery: ${order.deliveryDate}`);
  pen.y -= 10;
  line(pen, "Bill to", { bold: true });
  if (invoice.buyerCompany) line(pen, invoice.buyerCompany);
  line(pen, order.name);
  for (const part of wrap(order.address)) if (part) line(pen, part);
  line(pen, order.email);
  line(pen, order.phone);
  if (invoice.buyerVatId) line(pen, `VAT ID: ${invoice.buyerVatId}`);
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
    if (why) line(pen, `${why[0]?.toUpperCase() ?? ""}${why.slice(1)}; list price ${formatCents(sold.listUnitPriceCents)}`, { size: 8 });
  }
  rule();
  pen.y -= 5;
  line(pen, "Total", { x: columns.unit, bold: true, advance: false });
  line(pen, formatCents(order.priceCents), { x: columns.total, bold: true });
  line(pen, "Paid in full by card.", { x: columns.unit, size: 9 });
  return pdf.save();
}
