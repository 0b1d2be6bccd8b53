import { PDFDocument, StandardFonts, beginText, endText, popGraphicsState, pushGraphicsState, rgb, setFillingColor, setFontAndSize, setTextMatrix, showText, type PDFFont, type PDFName, type PDFPage, type PDFRef } from "pdf-lib";
import { countryName, currentLanguage, dayIn, documentLabels, vatCheckLabels } from "@shop/contract";
import type { ShopSettings } from "../../config";
import type { InvoiceRow } from "./invoices";
import type { OrderRow } from "./order";
import { ShapedFont, hasBengali, loadShaper, scriptRuns, type Weight } from "./shaped-font";

/**
 * The drawing helpers the order's documents share (the invoice, the credit notes), so both
 * print the seller, the buyer and their rows alike.
 */

/**
 * The standard fonts speak WinAnsi only: anything else a buyer typed (another script, an
 * emoji) would make pdf-lib throw, so it is printed as "?" rather than failing the document.
 * WinAnsi is Latin-1 plus the characters it puts at 0x80–0x9F, the euro sign among them: a
 * document in EUR prints "€".
 */
export const pdfSafe = (text: string) => text.replace(/[^\x20-\x7E\xA0-\xFF\n€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]/gu, "?");

export interface Pen {
  pdf: PDFDocument;
  page: PDFPage;
  font: PDFFont;
  bold: PDFFont;
  y: number;
  /** The Bengali font's two weights (decision 055): a line with Bangla in it is shaped and drawn with them. */
  bengali?: Record<Weight, ShapedFont>;
}

/** The language a document is written in; `bn` also names it so in the PDF (its /Lang), for screen readers. */
export type DocumentLanguage = "en" | "bn";

const A4: [number, number] = [595.28, 841.89];
const TOP = 790;
const BOTTOM = 60;
/** The right margin: as wide as the left one (50 points), where the rules end. */
export const RIGHT = 545;

/**
 * A new A4 document with a pen at the top of its first page. Any document may carry Bangla (a
 * buyer's name): Latin text keeps Helvetica, and the Bengali font goes into the file only when a
 * line used it, with only its glyphs, written as the document is saved (pdf-lib's flush).
 */
export async function newPen(options: { language?: DocumentLanguage } = {}): Promise<Pen> {
  // Issue 38: a document drawn inside `inLanguage` is in that language unless told otherwise.
  const language = options.language ?? currentLanguage();
  const pdf = await PDFDocument.create();
  const shaper = await loadShaper();
  const bengali = { regular: new ShapedFont(pdf, shaper, "regular"), bold: new ShapedFont(pdf, shaper, "bold") };
  const flush = pdf.flush.bind(pdf);
  pdf.flush = async () => {
    await bengali.regular.embed();
    await bengali.bold.embed();
    await flush();
  };
  if (language === "bn") pdf.setLanguage("bn-BD");
  return { pdf, page: pdf.addPage(A4), font: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold), y: TOP, bengali };
}

/** The width in points that `line` gives `text`: Bangla runs as shaped, the rest as Helvetica draws it. */
export function textWidth(pen: Pen, text: string, options: { size?: number; bold?: boolean } = {}): number {
  const size = options.size ?? 10;
  const font = options.bold ? pen.bold : pen.font;
  const bengali = pen.bengali?.[options.bold ? "bold" : "regular"];
  if (!bengali || !hasBengali(text)) return font.widthOfTextAtSize(pdfSafe(text), size);
  return scriptRuns(text).reduce((sum, run) => sum + (run.bengali ? bengali.width(run.text, size) : font.widthOfTextAtSize(pdfSafe(run.text), size)), 0);
}

/** A font's name in one page's resources, added once per page. */
const fontKeys = new WeakMap<PDFPage, Map<PDFRef, PDFName>>();
function fontKey(page: PDFPage, name: string, ref: PDFRef): PDFName {
  const keys = fontKeys.get(page) ?? new Map<PDFRef, PDFName>();
  fontKeys.set(page, keys);
  const key = keys.get(ref) ?? page.node.newFontDictionary(name, ref);
  keys.set(ref, key);
  return key;
}

/** A line with Bangla in it: one text object, each run in its own font, each following the last. */
function drawRuns(pen: Pen, bengali: ShapedFont, text: string, x: number, size: number, bold: boolean): void {
  const latin = bold ? pen.bold : pen.font;
  pen.page.pushOperators(
    pushGraphicsState(),
    beginText(),
    setFillingColor(rgb(0.1, 0.1, 0.1)),
    setTextMatrix(1, 0, 0, 1, x, pen.y),
    ...scriptRuns(text).flatMap((run) =>
      run.bengali
        ? [setFontAndSize(fontKey(pen.page, `NotoSansBengali-${bengali.weight}`, bengali.ref), size), ...bengali.operators(run.text, size)]
        : [setFontAndSize(fontKey(pen.page, latin.name, latin.ref), size), showText(latin.encodeText(pdfSafe(run.text)))],
    ),
    endText(),
    popGraphicsState(),
  );
}

export function line(pen: Pen, text: string, options: { x?: number; size?: number; bold?: boolean; advance?: boolean } = {}): void {
  const size = options.size ?? 10;
  // A long cart runs onto further pages; a row's cells share its page (only the last one advances).
  if (pen.y < BOTTOM) {
    pen.page = pen.pdf.addPage(A4);
    pen.y = TOP;
  }
  const bengali = pen.bengali?.[options.bold ? "bold" : "regular"];
  if (bengali && hasBengali(text)) drawRuns(pen, bengali, text, options.x ?? 50, size, options.bold ?? false);
  else pen.page.drawText(pdfSafe(text), { x: options.x ?? 50, y: pen.y, size, font: options.bold ? pen.bold : pen.font, color: rgb(0.1, 0.1, 0.1) });
  if (options.advance !== false) pen.y -= size + 5;
}

/** A thin line across the page just above the pen. */
export const rule = (pen: Pen) => pen.page.drawLine({ start: { x: 50, y: pen.y + 10 }, end: { x: RIGHT, y: pen.y + 10 }, thickness: 0.5 });

/**
 * Splits text into lines no wider than `width` points as `font` draws it at `size`. A count of
 * characters (wrap) cannot promise that: "the day the goods are dispatched…" after a label ran
 * past the page's edge (issue 35). A word longer than the line is cut where it must be.
 */
export function fitWidth(text: string, font: PDFFont, size: number, width: number, measure = (candidate: string) => font.widthOfTextAtSize(pdfSafe(candidate), size)): string[] {
  const fits = (candidate: string) => measure(candidate) <= width;
  return text.split(/\r?\n/).flatMap((part) => {
    const lines: string[] = [];
    let current = "";
    for (const word of part.split(/\s+/).filter(Boolean)) {
      const candidate = current ? `${current} ${word}` : word;
      if (fits(candidate)) {
        current = candidate;
        continue;
      }
      if (current) lines.push(current);
      current = word;
      while (!fits(current)) {
        // Bangla is cut between letters as the reader sees them, never between a consonant and its vowel sign.
        const graphemes = hasBengali(current) ? new Set([...new Intl.Segmenter("bn", { granularity: "grapheme" }).segment(current)].map((part) => part.index)) : undefined;
        let cut = current.length - 1;
        while (cut > 1 && ((graphemes && !graphemes.has(cut)) || !fits(current.slice(0, cut)))) cut -= 1;
        lines.push(current.slice(0, cut));
        current = current.slice(cut);
      }
    }
    return [...lines, current];
  });
}

/** Text that may be long, drawn from `x` on as many lines as it takes to stay within the right margin. */
export function paragraph(pen: Pen, text: string, options: { x?: number; size?: number; bold?: boolean } = {}): void {
  const size = options.size ?? 10;
  const x = options.x ?? 50;
  const measure = (candidate: string) => textWidth(pen, candidate, { size, bold: options.bold });
  for (const part of fitWidth(text, options.bold ? pen.bold : pen.font, size, RIGHT - x, measure)) line(pen, part, { ...options, x, size });
}

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

/** The seller as a document names it. */
export interface Seller {
  name: string;
  address: string;
  vatId: string | null;
  phone: string | undefined;
  email: string | undefined;
}

/**
 * The seller as it was when the order was placed, with the VAT number the sale was taxed under
 * (issue 25). Orders from before kept none: they fall back to the shop's settings. Phone and
 * email are how to reach the shop today, not a part of the sale.
 */
export function sellerOf(order: Pick<OrderRow, "sellerName" | "sellerAddress" | "sellerVatId">, shop: ShopSettings["shop"]): Seller {
  const contact = { phone: shop.phone, email: shop.email };
  if (order.sellerName === null) return { name: shop.name, address: shop.address, vatId: shop.vatId ?? null, ...contact };
  return { name: order.sellerName, address: order.sellerAddress ?? "", vatId: order.sellerVatId, ...contact };
}

/** The buyer as a document names them: from the order, as they were when they ordered. */
export interface Buyer {
  company: string | null;
  name: string;
  /**
   * Issue 26: the address the document is made out to: the billing address of the buyer's
   * business details (as kept with the order), else the delivery address with its postal code
   * and country ("10115 Germany").
   */
  billTo: string[];
  /** Where the goods went (name, address, postal code and country), when not the billing address; else null. */
  deliverTo: string[] | null;
  email: string;
  phone: string;
  vatId: string | null;
  /** How the VAT ID was proven, and the day (shop's zone), e.g. "confirmed by VIES", "2026-11-26". */
  proof: { by: string; day: string | null } | null;
}

type BuyerFields = "name" | "address" | "postalCode" | "country" | "email" | "phone" | "buyerCompany" | "buyerBillingAddress" | "buyerVatId" | "buyerVatProof" | "buyerVatCheckedAt";

/** An address's words, as two writings of one address compare: case, commas and spacing aside. */
const sameWords = (text: string) => text.toLowerCase().replace(/[\s,.]+/g, " ").trim();

/**
 * The buyer: the order's own snapshot (issue 25), never their profile of today. Orders placed
 * before it kept none: the invoice's copy, taken when it was issued, stands in.
 */
export function buyerOf(order: Pick<OrderRow, BuyerFields>, invoice: Pick<InvoiceRow, "buyerCompany" | "buyerVatId"> | undefined, timeZone: string): Buyer {
  const vatId = order.buyerVatId ?? invoice?.buyerVatId ?? null;
  const proof = order.buyerVatId !== null && order.buyerVatProof !== null ? { by: order.buyerVatProof === "vies" ? vatCheckLabels.byVies : vatCheckLabels.byOffice, day: order.buyerVatCheckedAt ? dayIn(order.buyerVatCheckedAt, timeZone) : null } : null;
  const place = [order.postalCode, order.country ? countryName(order.country) : null].filter(Boolean).join(" ");
  const delivery = [...wrap(order.address).filter(Boolean), ...(place ? [place] : [])];
  const billing = order.buyerBillingAddress?.trim() || null;
  // A billing address written as the delivery address is (with or without its postal code and country) is the same place.
  const differs = billing !== null && ![order.address, `${order.address} ${place}`].some((written) => sameWords(written) === sameWords(billing));
  return {
    company: order.buyerCompany ?? invoice?.buyerCompany ?? null,
    name: order.name,
    billTo: differs ? wrap(billing).filter(Boolean) : delivery,
    deliverTo: differs ? [order.name, ...delivery] : null,
    email: order.email,
    phone: order.phone,
    vatId,
    proof,
  };
}

/** The seller's block at the top of a document. */
export function drawSeller(pen: Pen, seller: Seller): void {
  line(pen, seller.name, { size: 18, bold: true });
  for (const part of wrap(seller.address)) if (part) line(pen, part);
  if (seller.vatId) line(pen, `${documentLabels.vatId}: ${seller.vatId}`);
  if (seller.phone) line(pen, `${documentLabels.phone}: ${seller.phone}`);
  if (seller.email) line(pen, `${documentLabels.email}: ${seller.email}`);
}

/** Where the "Deliver to" column starts, beside "Bill to". */
const DELIVER_TO_X = 310;

/**
 * The buyer's block: "Bill to", and beside it "Deliver to" when the goods went elsewhere
 * (issue 26). Side by side, each column wraps at half the page's width.
 */
export function drawBuyer(pen: Pen, buyer: Buyer): void {
  const width = buyer.deliverTo ? 45 : 60;
  const vat = buyer.vatId ? [buyer.proof ? documentLabels.vatIdProof(buyer.vatId, buyer.proof.by, buyer.proof.day) : `${documentLabels.vatId}: ${buyer.vatId}`] : [];
  const billTo = [...(buyer.company ? [buyer.company] : []), buyer.name, ...buyer.billTo, buyer.email, buyer.phone, ...vat].flatMap((text) => wrap(text, width)).filter(Boolean);
  const deliverTo = (buyer.deliverTo ?? []).flatMap((text) => wrap(text, width)).filter(Boolean);
  line(pen, documentLabels.buyer, { bold: true, advance: !buyer.deliverTo });
  if (buyer.deliverTo) line(pen, documentLabels.deliverTo, { x: DELIVER_TO_X, bold: true });
  for (let row = 0; row < Math.max(billTo.length, deliverTo.length); row += 1) {
    const right = deliverTo[row];
    line(pen, billTo[row] ?? "", { advance: right === undefined });
    if (right !== undefined) line(pen, right, { x: DELIVER_TO_X });
  }
}
