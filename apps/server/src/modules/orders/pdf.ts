import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import type { ShopSettings } from "../../config";

/**
 * The drawing helpers the order's documents share (the invoice, the credit notes), so both
 * print the seller, the buyer and their rows alike.
 */

/**
 * The standard fonts speak WinAnsi only: anything else a buyer typed (another script, an
 * emoji) would make pdf-lib throw, so it is printed as "?" rather than failing the document.
 */
export const pdfSafe = (text: string) => text.replace(/[^\x20-\x7E\xA0-\xFF\n]/gu, "?");

export interface Pen {
  pdf: PDFDocument;
  page: PDFPage;
  font: PDFFont;
  bold: PDFFont;
  y: number;
}

const A4: [number, number] = [595.28, 841.89];
const TOP = 790;
const BOTTOM = 60;

/** A new A4 document with a pen at the top of its first page. */
export async function newPen(): Promise<Pen> {
  const pdf = await PDFDocument.create();
  return { pdf, page: pdf.addPage(A4), font: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold), y: TOP };
}

export function line(pen: Pen, text: string, options: { x?: number; size?: number; bold?: boolean; advance?: boolean } = {}): void {
  const size = options.size ?? 10;
  // A long cart runs onto further pages; a row's cells share its page (only the last one advances).
  if (pen.y < BOTTOM) {
    pen.page = pen.pdf.addPage(A4);
    pen.y = TOP;
  }
  pen.page.drawText(pdfSafe(text), { x: options.x ?? 50, y: pen.y, size, font: options.bold ? pen.bold : pen.font, color: rgb(0.1, 0.1, 0.1) });
  if (options.advance !== false) pen.y -= size + 5;
}

/** A thin line across the page just above the pen. */
export const rule = (pen: Pen) => pen.page.drawLine({ start: { x: 50, y: pen.y + 10 }, end: { x: 545, y: pen.y + 10 }, thickness: 0.5 });

/** Splits long text (an address) on its line breaks and at about `width` characters. */
export function wrap(text: string, width = 60): string[] {
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

/** The seller's block at the top of a document. */
export function drawSeller(pen: Pen, shop: ShopSettings["shop"]): void {
  line(pen, shop.name, { size: 18, bold: true });
  for (const part of wrap(shop.address)) if (part) line(pen, part);
  if (shop.vatId) line(pen, `VAT ID: ${shop.vatId}`);
  if (shop.phone) line(pen, `Phone: ${shop.phone}`);
  if (shop.email) line(pen, `Email: ${shop.email}`);
}

/** The buyer's block ("Bill to"), as the invoice named them. */
export function drawBuyer(
  pen: Pen,
  order: { name: string; address: string; email: string; phone: string },
  invoice: { buyerCompany: string | null; buyerVatId: string | null } | undefined,
): void {
  line(pen, "Bill to", { bold: true });
  if (invoice?.buyerCompany) line(pen, invoice.buyerCompany);
  line(pen, order.name);
  for (const part of wrap(order.address)) if (part) line(pen, part);
  line(pen, order.email);
  line(pen, order.phone);
  if (invoice?.buyerVatId) line(pen, `VAT ID: ${invoice.buyerVatId}`);
}
