import {
  centsToDollars,
  creditNoteLabel,
  creditNoteLabels,
  formatCents,
  exemptRate,
  formatCount,
  formatRateIn,
  isExemptSale,
  invoiceLabel,
  orderNumber,
  refundMessages,
  billLabels,
  dayIn,
  documentDay,
  documentLabels,
  type CreditNoteSummary,
  type RefundLineInput,
  type TaxLineCents,
} from "@shop/contract";
import { amountAtRate, creditTaxAtRate, lineShareCents, roundHalfUp, settleNoteTaxes, spreadProportionally } from "@shop/contract";
import { and, asc, eq, sql } from "drizzle-orm";
import type { ShopSettings } from "../../config";
import type { Db, Tx } from "../../db/client";
import { creditNoteCounter, creditNotes, type CreditNoteDraft } from "../../db/schema";
import { badRequest, conflict } from "../../errors";
import type { InvoiceRow } from "./invoices";
import type { OrderLineRow } from "./lines";
import type { OrderRow } from "./order";
import { rateRows } from "./bill";
import { isMushakSale, renderMushak67 } from "./mushak";
import { sayLegalNote } from "./notes";
import { buyerOf, drawBuyer, drawSeller, line, newPen, paragraph, pdfSafe, rule, sellerOf, wrap } from "./pdf";

/**
 * Issue 21 item 6: what a refund gives back, worked out from the order's stored bill, and the
 * credit note that says so. The arithmetic is pure (draftCreditNote) so the office's request can
 * be priced before the provider is asked and priced again, the same way, under the order's lock.
 */

export type CreditNoteRow = typeof creditNotes.$inferSelect;

/** What is asked back: everything left, chosen units and/or the shipping, or an amount (a provider's own refund). */
export type RefundRequest =
  | { kind: "rest" }
  | { kind: "parts"; lines: readonly RefundLineInput[]; shipping: boolean }
  | { kind: "amount"; amountCents: number };

export type { CreditNoteDraft };

/** What earlier credit notes of the order gave back, per order line and in all. */
export interface Credited {
  netCents: number;
  taxCents: number;
  /** Issue 36: the supplementary duty given back, in all and (in `byLine`) per line. */
  sdCents: number;
  byLine: Map<string, { netCents: number; taxCents: number; sdCents: number }>;
  /** Per rate (thousandths of a percent), what the notes' tax lines gave back. */
  byRate: Map<number, { netCents: number; taxCents: number }>;
}

export function creditedBy(notes: readonly (Pick<CreditNoteRow, "netCents" | "taxCents" | "lines" | "taxLines"> & { sdCents?: number | undefined })[]): Credited {
  const byLine = new Map<string, { netCents: number; taxCents: number; sdCents: number }>();
  const byRate = new Map<number, { netCents: number; taxCents: number }>();
  let netCents = 0;
  let taxCents = 0;
  let sdCents = 0;
  for (const note of notes) {
    netCents += note.netCents;
    taxCents += note.taxCents;
    sdCents += note.sdCents ?? 0;
    for (const given of note.lines) {
      const sum = byLine.get(given.orderLineId) ?? { netCents: 0, taxCents: 0, sdCents: 0 };
      byLine.set(given.orderLineId, { netCents: sum.netCents + given.netCents, taxCents: sum.taxCents + given.taxCents, sdCents: sum.sdCents + (given.sdCents ?? 0) });
    }
    for (const tax of note.taxLines) {
      const sum = byRate.get(tax.rateMillis) ?? { netCents: 0, taxCents: 0 };
      byRate.set(tax.rateMillis, { netCents: sum.netCents + tax.netCents, taxCents: sum.taxCents + tax.taxCents });
    }
  }
  return { netCents, taxCents, sdCents, byLine, byRate };
}

/**
 * Issue 36: the supplementary duty a part of a line gives back, inside its net: the line's whole
 * remaining duty when the part takes the line's whole remaining net, else the duty in proportion
 * to the net (half up), never more than the line has left, so a line's notes give back exactly
 * the duty it charged.
 */
export function sdShareCents(sold: { netCents: number; sdCents: number }, before: { netCents: number; sdCents: number }, partNetCents: number): number {
  const sdLeft = sold.sdCents - before.sdCents;
  if (sdLeft <= 0 || partNetCents <= 0) return 0;
  if (partNetCents >= sold.netCents - before.netCents) return sdLeft;
  return Math.min(sdLeft, partNetCents, roundHalfUp(partNetCents * sold.sdCents, sold.netCents));
}

/**
 * The duty an amount-only note gives back: in proportion to the net it gives back of the net
 * left (half up), never more than is left.
 */
function sdOfAmount(order: OrderRow, credited: Credited, netCents: number): number {
  const sdLeft = order.sdCents - credited.sdCents;
  const netLeft = order.netCents - credited.netCents;
  if (sdLeft <= 0 || netCents <= 0 || netLeft <= 0) return 0;
  return Math.min(sdLeft, netCents, roundHalfUp(netCents * sdLeft, netLeft));
}

/** What is left of each of the order's tax lines after the credit notes so far. */
function taxLinesLeft(order: OrderRow, credited: Credited): TaxLineCents[] {
  return order.taxLines.map((tax) => {
    const given = credited.byRate.get(tax.rateMillis) ?? { netCents: 0, taxCents: 0 };
    return { ...tax, netCents: tax.netCents - given.netCents, taxCents: tax.taxCents - given.taxCents };
  });
}

/**
 * A credit note's net and tax per rate (issue 25: the note shows each rate of the invoice it
 * corrects): the units given back at their lines' rates, and the shipping at the rates it was
 * charged at. Issue 36: each row's tax is its net × rate (creditTaxAtRate, within what the
 * invoice charged at that rate less earlier notes), and the parts' taxes, priced unit by unit,
 * are moved by the odd cent to add up to it (settleNoteTaxes). An order without tax lines (no tax
 * set up) gives a note without them, and its parts as they were priced.
 */
function settleParts(
  order: OrderRow,
  lines: readonly OrderLineRow[],
  credited: Credited,
  given: CreditNoteDraft["lines"],
  shipping: boolean,
): { given: CreditNoteDraft["lines"]; shippingTaxCents: number; taxLines: TaxLineCents[] } {
  const shippingTaxCents = shipping ? order.shippingTaxCents : 0;
  if (order.taxLines.length === 0) return { given, shippingTaxCents, taxLines: [] };
  const settled = given.map((part) => ({ ...part }));
  let shippingTax = 0;
  const taxLines: TaxLineCents[] = [];
  for (const left of taxLinesLeft(order, credited)) {
    const atRate = settled.filter((part) => lines.find((sold) => sold.id === part.orderLineId)?.taxRateMillis === left.rateMillis);
    const shipShare = shipping ? order.shippingTaxLines.find((tax) => tax.rateMillis === left.rateMillis) : undefined;
    const parts = atRate.map((part) => {
      const sold = lines.find((candidate) => candidate.id === part.orderLineId);
      const before = credited.byLine.get(part.orderLineId)?.taxCents ?? 0;
      return { netCents: part.netCents, taxCents: part.taxCents, maxTaxCents: (sold?.taxCents ?? part.taxCents) - before };
    });
    if (shipShare) parts.push({ netCents: shipShare.netCents, taxCents: shipShare.taxCents, maxTaxCents: shipShare.taxCents });
    if (parts.length === 0) continue;
    const netCents = parts.reduce((sum, part) => sum + part.netCents, 0);
    const taxes = settleNoteTaxes(parts, creditTaxAtRate(netCents, left.rateMillis, left));
    atRate.forEach((part, k) => {
      part.taxCents = taxes[k] ?? part.taxCents;
    });
    if (shipShare) shippingTax += taxes[atRate.length] ?? shipShare.taxCents;
    taxLines.push({ name: left.name, rateMillis: left.rateMillis, netCents, taxCents: taxes.reduce((sum, tax) => sum + tax, 0) });
  }
  // Shipping charged at no rate of the invoice (none in practice) keeps what it was charged.
  const shippingAtRates = order.shippingTaxLines.reduce((sum, tax) => sum + tax.taxCents, 0);
  return { given: settled, shippingTaxCents: shipping ? shippingTax + (order.shippingTaxCents - shippingAtRates) : 0, taxLines };
}

/**
 * An amount given back without goods: shared over the rates in proportion to what is left of each
 * (net and tax), then split at each rate so its row reads net × rate = tax (issue 36, finding 10).
 */
function amountTaxLines(left: readonly TaxLineCents[], amountCents: number): TaxLineCents[] {
  const grosses = spreadProportionally(amountCents, left.map((tax) => Math.max(0, tax.netCents + tax.taxCents)));
  return left
    .map((tax, i) => ({ ...tax, ...amountAtRate(grosses[i] ?? 0, tax.rateMillis, Math.max(0, tax.taxCents)) }))
    .filter((tax) => tax.netCents + tax.taxCents > 0);
}

const shippingCharged = (order: OrderRow) => order.shippingNetCents + order.shippingTaxCents > 0;

/**
 * Prices a refund against the order as it stands (its lines' refunded units, the credit notes
 * issued so far): 400 for a request that names no line of the order or nothing at all, 409 for
 * one that asks more than is left. Changes nothing.
 */
export function draftCreditNote(order: OrderRow, lines: readonly OrderLineRow[], credited: Credited, request: RefundRequest): CreditNoteDraft {
  const moneyLeft = order.priceCents - order.refundedCents;
  if (moneyLeft <= 0) throw conflict(refundMessages.nothingLeft);
  // Everything left: every remaining unit and the shipping, for exactly the money left, so the
  // credit notes of an order always add up to what was paid.
  const rest = (): CreditNoteDraft => {
    const given = lines
      .filter((sold) => sold.refundedQuantity < sold.quantity)
      .map((sold) => {
        const before = credited.byLine.get(sold.id) ?? { netCents: 0, taxCents: 0, sdCents: 0 };
        const sdCents = sold.sdCents - before.sdCents;
        return { orderLineId: sold.id, toolId: sold.toolId, product: sold.product, sku: sold.sku, quantity: sold.quantity - sold.refundedQuantity, netCents: sold.netCents - before.netCents, taxCents: sold.taxCents - before.taxCents, ...(sdCents > 0 && { sdCents }) };
      });
    const shipping = !order.shippingRefunded && shippingCharged(order);
    const netCents = order.netCents - credited.netCents;
    const taxCents = order.taxCents - credited.taxCents;
    return {
      lines: given,
      shipping,
      shippingNetCents: shipping ? order.shippingNetCents : 0,
      shippingTaxCents: shipping ? order.shippingTaxCents : 0,
      netCents,
      // The closing note gives back exactly the duty left, whatever earlier amount-only notes took.
      sdCents: order.sdCents - credited.sdCents,
      taxCents,
      totalCents: netCents + taxCents,
      taxLines: taxLinesLeft(order, credited).filter((tax) => tax.netCents !== 0 || tax.taxCents !== 0),
      closes: true,
    };
  };
  if (request.kind === "rest") return rest();
  if (request.kind === "amount") {
    if (request.amountCents >= moneyLeft) return rest();
    // Money only, no goods: net and tax in the proportion of what is left of each.
    // Without tax lines (no tax set up): net and tax in the proportion of what is left of each.
    const taxLines = amountTaxLines(taxLinesLeft(order, credited), request.amountCents);
    const netCents = taxLines.length > 0 ? taxLines.reduce((sum, tax) => sum + tax.netCents, 0) : roundHalfUp(request.amountCents * (order.netCents - credited.netCents), moneyLeft);
    const taxCents = request.amountCents - netCents;
    return { lines: [], shipping: false, shippingNetCents: 0, shippingTaxCents: 0, netCents, sdCents: sdOfAmount(order, credited, netCents), taxCents, totalCents: request.amountCents, taxLines, closes: false };
  }

  if (request.lines.length === 0 && !request.shipping) throw badRequest(refundMessages.nothingChosen);
  const seen = new Set<number>();
  const given: CreditNoteDraft["lines"] = [];
  for (const asked of request.lines) {
    if (seen.has(asked.position)) throw badRequest(refundMessages.duplicateLine(asked.position));
    seen.add(asked.position);
    const sold = lines.find((candidate) => candidate.position === asked.position);
    if (!sold) throw badRequest(refundMessages.unknownLine(asked.position));
    const unitsLeft = sold.quantity - sold.refundedQuantity;
    if (asked.quantity > unitsLeft) throw conflict(refundMessages.tooMany(unitsLeft, sold.product));
    const before = credited.byLine.get(sold.id) ?? { netCents: 0, taxCents: 0, sdCents: 0 };
    given.push({
      orderLineId: sold.id,
      toolId: sold.toolId,
      product: sold.product,
      sku: sold.sku,
      quantity: asked.quantity,
      netCents: lineShareCents(sold.netCents, sold.quantity, asked.quantity, sold.refundedQuantity, before.netCents),
      taxCents: lineShareCents(sold.taxCents, sold.quantity, asked.quantity, sold.refundedQuantity, before.taxCents),
    });
  }
  if (request.shipping) {
    if (order.shippingRefunded) throw conflict(refundMessages.shippingDone);
    if (!shippingCharged(order)) throw conflict(refundMessages.noShipping);
  }
  const shippingNetCents = request.shipping ? order.shippingNetCents : 0;
  const settled = settleParts(order, lines, credited, given, request.shipping);
  const shippingTaxCents = settled.shippingTaxCents;
  for (const part of settled.given) {
    const sold = lines.find((candidate) => candidate.id === part.orderLineId);
    const sdCents = sold ? sdShareCents(sold, credited.byLine.get(sold.id) ?? { netCents: 0, taxCents: 0, sdCents: 0 }, part.netCents) : 0;
    if (sdCents > 0) part.sdCents = sdCents;
  }
  const netCents = settled.given.reduce((sum, part) => sum + part.netCents, shippingNetCents);
  const taxCents = settled.given.reduce((sum, part) => sum + part.taxCents, shippingTaxCents);
  const totalCents = netCents + taxCents;
  const unitsLeftAfter = lines.some((sold) => sold.quantity - sold.refundedQuantity - (given.find((part) => part.orderLineId === sold.id)?.quantity ?? 0) > 0);
  const shippingLeftAfter = shippingCharged(order) && !order.shippingRefunded && !request.shipping;
  // The last units and the shipping, or the last of the money: the order closes, and the
  // closing note takes exactly what is left (amount-only refunds may have taken some already).
  if ((!unitsLeftAfter && !shippingLeftAfter) || totalCents === moneyLeft) return rest();
  if (totalCents > moneyLeft) throw conflict(refundMessages.moreThanLeft(formatCents(moneyLeft, order.currency)));
  if (totalCents <= 0) throw conflict(refundMessages.free);
  const sdCents = settled.given.reduce((sum, part) => sum + (part.sdCents ?? 0), 0);
  return { lines: settled.given, shipping: request.shipping, shippingNetCents, shippingTaxCents, netCents, sdCents, taxCents, totalCents, taxLines: settled.taxLines, closes: false };
}

/**
 * Issues a credit note in the refunding transaction. As with invoices (issueInvoice), the counter
 * row stays locked until the transaction ends: a concurrent refund waits, then takes the next
 * number; a refund that rolls back gives its number back. Hence no gaps and no repeats.
 */
export async function issueCreditNote(
  tx: Tx,
  order: OrderRow,
  invoice: InvoiceRow | undefined,
  draft: CreditNoteDraft,
  reason: string,
  at: Date,
): Promise<CreditNoteRow> {
  const [counter] = await tx
    .insert(creditNoteCounter)
    .values({ id: 1, lastNumber: 1 })
    .onConflictDoUpdate({ target: creditNoteCounter.id, set: { lastNumber: sql`${creditNoteCounter.lastNumber} + 1` } })
    .returning({ lastNumber: creditNoteCounter.lastNumber });
  if (!counter) throw new Error("the credit note counter answered no row");
  const [note] = await tx
    .insert(creditNotes)
    .values({
      number: counter.lastNumber,
      orderId: order.id,
      invoiceNumber: invoice?.number ?? null,
      issuedAt: at,
      reason,
      currency: order.currency,
      treatment: order.treatment,
      legalNote: order.legalNote,
      lines: draft.lines.map(({ orderLineId, product, sku, quantity, netCents, taxCents, sdCents }) => ({ orderLineId, product, sku, quantity, netCents, taxCents, ...(sdCents !== undefined && sdCents > 0 && { sdCents }) })),
      shippingNetCents: draft.shippingNetCents,
      shippingTaxCents: draft.shippingTaxCents,
      taxLines: draft.taxLines,
      netCents: draft.netCents,
      sdCents: draft.sdCents ?? 0,
      taxCents: draft.taxCents,
      totalCents: draft.totalCents,
    })
    .returning();
  if (!note) throw new Error("insert returned no row");
  return note;
}

/** The order's credit notes, oldest first. */
export function creditNotesOf(db: Db | Tx, orderId: string): Promise<CreditNoteRow[]> {
  return db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId)).orderBy(asc(creditNotes.number));
}

export async function findCreditNote(db: Db | Tx, orderId: string, number: number): Promise<CreditNoteRow | undefined> {
  const [note] = await db
    .select()
    .from(creditNotes)
    .where(and(eq(creditNotes.orderId, orderId), eq(creditNotes.number, number)))
    .limit(1);
  return note;
}

/** A credit note as the order page lists it. */
export function toCreditNoteSummary(note: CreditNoteRow, lines: readonly OrderLineRow[]): CreditNoteSummary {
  return {
    number: note.number,
    label: creditNoteLabel(note.number),
    issuedAt: note.issuedAt.toISOString(),
    total: centsToDollars(note.totalCents),
    net: centsToDollars(note.netCents),
    tax: centsToDollars(note.taxCents),
    reason: note.reason,
    invoice: note.invoiceNumber === null ? null : invoiceLabel(note.invoiceNumber),
    lines: note.lines.map((given) => ({ position: lines.find((sold) => sold.id === given.orderLineId)?.position ?? -1, product: given.product, quantity: given.quantity })),
    shipping: note.shippingNetCents + note.shippingTaxCents > 0,
  };
}

/** "2 × Hoe [AF-HOE-1]", "Shipping": what a credit note gave back, one text per part (emails), in its currency. */
export function creditNoteParts(note: Pick<CreditNoteRow, "lines" | "shippingNetCents" | "shippingTaxCents" | "currency">): string[] {
  const parts = note.lines.map((given) => `${given.quantity} × ${given.product}${given.sku ? ` [${given.sku}]` : ""}: ${formatCents(given.netCents + given.taxCents, note.currency)}`);
  const shipping = note.shippingNetCents + note.shippingTaxCents;
  if (shipping > 0) parts.push(`${creditNoteLabels.shipping}: ${formatCents(shipping, note.currency)}`);
  return parts;
}

/**
 * The credit note as an A4 PDF: the seller and buyer as the order kept them, the invoice it
 * corrects with its number and date, the units and shipping given back with their rates, the
 * net and tax per rate, the total, all negative (they reduce the invoice), its legal mention and
 * the reason. Amounts in the note's currency, dates in the shop's time zone.
 */
export async function renderCreditNotePdf(order: OrderRow, lines: readonly OrderLineRow[], note: CreditNoteRow, invoice: InvoiceRow | undefined, shop: ShopSettings["shop"]): Promise<Uint8Array> {
  // Issue 36: the credit note of a Bangladesh seller's domestic sale is the prescribed Mushak-6.7.
  if (isMushakSale(order, shop)) return renderMushak67(order, lines, note, invoice, shop);
  const pen = await newPen();
  const label = creditNoteLabel(note.number);
  const seller = sellerOf(order, shop);
  const buyer = buyerOf(order, invoice, shop.timeZone);
  // What a credit note gives back is taken off the invoice: every amount printed negative.
  const minus = (cents: number) => formatCents(cents === 0 ? 0 : -cents, note.currency);
  const taxed = note.taxLines.length > 0 || order.taxLines.length > 0;
  const exempt = isExemptSale(order);
  const rateText = (rateMillis: number | undefined) => (taxed && rateMillis !== undefined ? (exempt ? exemptRate : formatRateIn(rateMillis)) : documentLabels.noRate);
  pen.pdf.setTitle(creditNoteLabels.title(label));
  pen.pdf.setAuthor(pdfSafe(seller.name));
  pen.pdf.setCreationDate(note.issuedAt);

  drawSeller(pen, seller);
  pen.y -= 15;
  line(pen, creditNoteLabels.title(label), { size: 16, bold: true });
  if (note.invoiceNumber !== null) {
    const corrected = invoiceLabel(note.invoiceNumber);
    paragraph(pen, invoice ? documentLabels.corrects(corrected, documentDay(dayIn(invoice.issuedAt, shop.timeZone))) : creditNoteLabels.corrects(corrected), { bold: true });
  }
  line(pen, `${documentLabels.date}: ${documentDay(dayIn(note.issuedAt, shop.timeZone))}`);
  line(pen, `${documentLabels.order}: ${orderNumber(order.id)}`);
  if (order.poNumber) line(pen, `${documentLabels.purchaseOrder}: ${order.poNumber}`);
  pen.y -= 10;
  drawBuyer(pen, buyer);
  pen.y -= 15;

  const columns = { quantity: 50, description: 85, rate: 280, net: 330, tax: 410, total: 480, label: 200 };
  line(pen, documentLabels.quantity, { bold: true, advance: false });
  line(pen, documentLabels.description, { x: columns.description, bold: true, advance: false });
  line(pen, documentLabels.rate, { x: columns.rate, bold: true, advance: false });
  line(pen, billLabels.net, { x: columns.net, bold: true, advance: false });
  line(pen, documentLabels.tax, { x: columns.tax, bold: true, advance: false });
  line(pen, billLabels.total, { x: columns.total, bold: true });
  rule(pen);
  const row = (quantity: number | null, description: string, rateMillis: number | undefined, netCents: number, taxCents: number) => {
    const [first = "", ...rest] = wrap(description, 36);
    if (quantity !== null) line(pen, formatCount(quantity), { advance: false });
    line(pen, first, { x: columns.description, advance: false });
    line(pen, rateText(rateMillis), { x: columns.rate, advance: false });
    line(pen, minus(netCents), { x: columns.net, advance: false });
    line(pen, minus(taxCents), { x: columns.tax, advance: false });
    line(pen, minus(netCents + taxCents), { x: columns.total });
    for (const part of rest) line(pen, part, { x: columns.description });
  };
  for (const given of note.lines) {
    row(given.quantity, given.product, lines.find((sold) => sold.id === given.orderLineId)?.taxRateMillis, given.netCents, given.taxCents);
    if (given.sku) line(pen, `${billLabels.sku} ${given.sku}`, { x: columns.description, size: 8 });
  }
  const shipping = note.shippingNetCents + note.shippingTaxCents;
  if (shipping > 0) {
    const method = `${creditNoteLabels.shipping}${order.shippingMethod ? `: ${order.shippingMethod}` : ""}`;
    // The shipping is only ever given back whole: at the rates it was charged at.
    if (order.shippingTaxLines.length > 1) for (const share of order.shippingTaxLines) row(1, documentLabels.shippingShare(method, formatRateIn(share.rateMillis)), share.rateMillis, share.netCents, share.taxCents);
    else row(1, method, order.shippingTaxLines[0]?.rateMillis, note.shippingNetCents, note.shippingTaxCents);
  }
  const itemised = note.lines.reduce((sum, given) => sum + given.netCents + given.taxCents, shipping);
  if (note.lines.length === 0 && shipping === 0) line(pen, creditNoteLabels.amountOnly, { x: columns.description });
  rule(pen);
  pen.y -= 5;
  // After refunds of money only (made at the provider), the closing note's goods are worth more
  // than the money left: the difference is what those refunds gave back already.
  if (itemised > 0 && itemised !== note.totalCents) {
    line(pen, creditNoteLabels.earlier, { x: columns.label - 60, advance: false });
    line(pen, formatCents(itemised - note.totalCents, note.currency), { x: columns.total });
  }
  if (note.taxLines.length > 0) {
    line(pen, documentLabels.perRate, { x: columns.label, bold: true, advance: false });
    line(pen, billLabels.net, { x: columns.net, bold: true, advance: false });
    line(pen, documentLabels.tax, { x: columns.tax, bold: true });
    for (const rate of rateRows(note.taxLines, exempt)) {
      line(pen, rate.label, { x: columns.label, advance: false });
      line(pen, minus(rate.netCents), { x: columns.net, advance: false });
      line(pen, minus(rate.taxCents), { x: columns.tax });
    }
    pen.y -= 5;
    line(pen, documentLabels.totalNet, { x: columns.label, advance: false });
    line(pen, minus(note.netCents), { x: columns.total });
    line(pen, documentLabels.totalTax, { x: columns.label, advance: false });
    line(pen, minus(note.taxCents), { x: columns.total });
  }
  line(pen, `${creditNoteLabels.refunded} (${billLabels.total})`, { x: columns.label, bold: true, advance: false });
  line(pen, minus(note.totalCents), { x: columns.total, bold: true });
  // Issue 28: a credit note on an invoice on account refunds no card; it lowers what the invoice asks.
  const onAccount = invoice !== undefined && invoice.paymentTerms !== null;
  paragraph(pen, `${documentLabels.amountsIn(note.currency)} ${onAccount ? documentLabels.creditedOnAccount : documentLabels.refundedToCard}`, { x: columns.label, size: 9 });
  pen.y -= 10;
  const notes: string[] = [documentLabels.negative];
  if (note.legalNote) notes.push(`${sayLegalNote(note.treatment, note.legalNote)}.`);
  if (note.treatment === "intra_community") notes.push(`${documentLabels.sellerVatId}: ${seller.vatId ?? ""}. ${documentLabels.buyerVatId}: ${buyer.vatId ?? ""}.`);
  notes.push(`${creditNoteLabels.reason}: ${note.reason}`);
  for (const text of notes) paragraph(pen, text, { size: 9 });
  return pen.pdf.save();
}
