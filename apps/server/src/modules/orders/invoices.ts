import { billLabels, dayIn, documentDay, exemptRate, isExemptSale, documentLabels, formatCents, formatCount, formatRateIn, formatUnitCents, invoiceLabel, orderNumber, paymentMethodLabels, termsText, type PaymentTerms } from "@shop/contract";
import { eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { invoiceCounter, invoices } from "../../db/schema";
import type { ShopSettings } from "../../config";
import { billNotes, rateRows } from "./bill";
import { priceReason, type OrderLineRow } from "./lines";
import type { OrderRow } from "./order";
import { isMushakSale, renderMushak63 } from "./mushak";
import { buyerOf, drawBuyer, drawSeller, line, newPen, paragraph, pdfSafe, rule as drawRule, sellerOf, wrap } from "./pdf";

export type InvoiceRow = typeof invoices.$inferSelect;

/** Issue 28: an invoice on the company's account: its terms and due date (null for `on_shipment` until shipped). */
export interface OnAccountInvoice {
  paymentTerms: Exclude<PaymentTerms, "prepaid">;
  dueDate: string | null;
}

/**
 * Issues the order's invoice in the paying transaction, or (issue 28) in the placing or approving
 * transaction of an order on account. The counter row is updated (and so locked) until that
 * transaction ends: a concurrent one waits, then takes the next number; one that rolls back gives
 * its number back. Hence no gaps and no duplicates.
 */
export async function issueInvoice(
  tx: Tx,
  order: Pick<OrderRow, "id" | "buyerCompany" | "buyerVatId" | "priceCents" | "companyId">,
  at: Date,
  account?: OnAccountInvoice | "cash_on_delivery",
): Promise<InvoiceRow> {
  // Issue 37: a cash-on-delivery order is invoiced at dispatch, unpaid until the driver brings the cash; no terms.
  const terms = account === "cash_on_delivery" ? undefined : account;
  const [counter] = await tx
    .insert(invoiceCounter)
    .values({ id: 1, lastNumber: 1 })
    .onConflictDoUpdate({ target: invoiceCounter.id, set: { lastNumber: sql`${invoiceCounter.lastNumber} + 1` } })
    .returning({ lastNumber: invoiceCounter.lastNumber });
  if (!counter) throw new Error("the invoice counter answered no row");
  // Issue 25: the buyer as they were when they ordered (the order keeps them), never the profile of today.
  const [invoice] = await tx
    .insert(invoices)
    .values({
      number: counter.lastNumber,
      orderId: order.id,
      issuedAt: at,
      buyerCompany: order.buyerCompany,
      buyerVatId: order.buyerVatId,
      // Issued when the card paid it: paid in full; on account, nothing paid yet and due on its terms (decision 041).
      totalCents: order.priceCents,
      paidCents: account ? 0 : order.priceCents,
      companyId: order.companyId,
      paymentTerms: terms?.paymentTerms ?? null,
      dueDate: terms?.dueDate ?? null,
    })
    .returning();
  if (!invoice) throw new Error("insert returned no row");
  return invoice;
}

export async function findInvoice(db: Db | Tx, orderId: string): Promise<InvoiceRow | undefined> {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.orderId, orderId)).limit(1);
  return invoice;
}

export { pdfSafe } from "./pdf";

/**
 * The date of supply an invoice prints (art. 226(7)), fixed by what had happened when it was
 * issued, so a copy downloaded later says the same: the day the goods were dispatched if they
 * left first; else the invoice was issued on a prepayment (the shop invoices at payment, before
 * shipping) and the day the payment was received is given, labelled so.
 */
export function supplyDate(invoice: Pick<InvoiceRow, "issuedAt" | "paymentTerms">, paidAt: Date | null, dispatched: Date | null, timeZone: string): string {
  if (dispatched !== null && dispatched <= invoice.issuedAt) return documentLabels.dispatched(documentDay(dayIn(dispatched, timeZone)));
  // Issue 28: an invoice on account was issued when the order was confirmed: nothing was paid in advance.
  if (invoice.paymentTerms !== null) return documentLabels.onAccountSupply;
  return documentLabels.prepaid(documentDay(dayIn(paidAt ?? invoice.issuedAt, timeZone)));
}

/**
 * Issue 36 (decision 025, "A discounted line on the invoice"): with prices with tax a discounted
 * line's catalogue unit is a gross, its net is its share of the net of its rate (the tax taken out
 * once per rate), so no net unit price multiplies to it. The line prints instead what the buyer saw,
 * each figure exact: its catalogue price with tax × quantity = its amount, the code's share of it,
 * and what is left with tax. Its net amount stays in the net column, which adds to the total net.
 */
export function withTaxFigures(sold: Pick<OrderLineRow, "quantity" | "unitPriceCents" | "priceCents" | "discountCents">, discountName: string, money: (cents: number) => string): string[] {
  return [
    documentLabels.withTaxLine(formatCount(sold.quantity), money(sold.unitPriceCents), money(sold.priceCents)),
    `${discountName}: ${money(-sold.discountCents)}`,
    documentLabels.withTaxAfterDiscount(money(sold.priceCents - sold.discountCents)),
  ];
}

/** Whether an invoice line is a discounted one of prices with tax (withTaxFigures). */
export const discountedWithTax = (order: Pick<OrderRow, "pricesIncludeTax" | "taxLines">, sold: Pick<OrderLineRow, "discountCents">) =>
  sold.discountCents > 0 && order.pricesIncludeTax && order.taxLines.length > 0;

/** Where a document's table puts each column (points from the page's left edge). */
export const columns = { quantity: 50, description: 85, rate: 300, unit: 360, amount: 460, label: 250 } as const;

/**
 * The invoice of a paid order as an A4 PDF, with what art. 226 of Directive 2006/112/EC asks:
 * seller and buyer as the order kept them, number, date, date of supply, each line net with its
 * rate, the net and tax per rate, the legal mention, every amount in the order's currency and
 * every date in the shop's time zone.
 */
export async function renderInvoicePdf(order: OrderRow, lines: readonly OrderLineRow[], invoice: InvoiceRow, shop: ShopSettings["shop"], dispatched: Date | null): Promise<Uint8Array> {
  // Issue 36: a Bangladesh seller's domestic sale is invoiced on the prescribed Mushak-6.3.
  if (isMushakSale(order, shop)) return renderMushak63(order, lines, invoice, shop);
  const pen = await newPen();
  const { pdf } = pen;
  const label = invoiceLabel(invoice.number);
  const money = (cents: number) => formatCents(cents, order.currency);
  const seller = sellerOf(order, shop);
  const buyer = buyerOf(order, invoice, shop.timeZone);
  const taxed = order.taxLines.length > 0;
  const exempt = isExemptSale(order);
  const rateText = (rateMillis: number | undefined) => (taxed && rateMillis !== undefined ? (exempt ? exemptRate : formatRateIn(rateMillis)) : documentLabels.noRate);
  pdf.setTitle(documentLabels.invoice(label));
  pdf.setAuthor(pdfSafe(seller.name));
  pdf.setCreationDate(invoice.issuedAt);
  const rule = () => drawRule(pen);

  drawSeller(pen, seller);
  pen.y -= 15;
  line(pen, documentLabels.invoice(label), { size: 16, bold: true });
  line(pen, `${documentLabels.invoiceDate}: ${documentDay(dayIn(invoice.issuedAt, shop.timeZone))}`);
  paragraph(pen, `${documentLabels.dateOfSupply}: ${supplyDate(invoice, order.paidAt, dispatched, shop.timeZone)}`);
  line(pen, `${documentLabels.order}: ${orderNumber(order.id)}`);
  // Issue 37 item 8: the method that paid and the gateway's (or the office's) transaction id.
  if (order.transactionId) line(pen, `${documentLabels.payment}: ${paymentMethodLabels[order.paymentMethod]}, ${order.transactionId}`);
  if (order.poNumber) line(pen, `${documentLabels.purchaseOrder}: ${order.poNumber}`);
  if (order.deliveryDate) line(pen, `${documentLabels.requestedDelivery}: ${documentDay(order.deliveryDate)}`);
  pen.y -= 10;
  drawBuyer(pen, buyer);
  pen.y -= 15;

  line(pen, documentLabels.quantity, { bold: true, advance: false });
  line(pen, documentLabels.description, { x: columns.description, bold: true, advance: false });
  line(pen, documentLabels.rate, { x: columns.rate, bold: true, advance: false });
  line(pen, documentLabels.netUnit, { x: columns.unit, bold: true, advance: false });
  line(pen, documentLabels.netAmount, { x: columns.amount, bold: true });
  rule();
  // A shipping that costs nothing reads "Free" in its amounts, as the site and the emails say it.
  // `unitCents`: a whole net unit price that times the quantity is `netCents` exactly.
  // `unitCents` "none": no net unit price is printed (a discounted line of prices with tax).
  const row = (quantity: number, description: string, rateMillis: number | undefined, netCents: number, free = false, unitCents?: number | "none") => {
    const [first = "", ...rest] = wrap(description, 40);
    line(pen, formatCount(quantity), { advance: false });
    line(pen, first, { x: columns.description, advance: false });
    line(pen, rateText(rateMillis), { x: columns.rate, advance: false });
    line(pen, free ? billLabels.free : unitCents === "none" ? documentLabels.noRate : unitCents !== undefined ? money(unitCents) : formatUnitCents(netCents, quantity, order.currency), { x: columns.unit, advance: false });
    line(pen, free ? billLabels.free : money(netCents), { x: columns.amount });
    for (const part of rest) line(pen, part, { x: columns.description });
  };
  const discountName = `${billLabels.discount}${order.discountCode ? ` (${order.discountCode})` : ""}`;
  for (const sold of lines) {
    // Issue 36 (finding 13): a code is rounded per line, so the discounted net over the quantity
    // is no price a reader can multiply back (10.05 × 2 less 5 % is 19.09, not 2 × 9.5475). With
    // prices without tax the line's net is exactly its amount less its discount, so the line
    // reads its catalogue net unit × quantity and the discount follows as its own figure.
    const ownDiscount = sold.discountCents > 0 && !order.pricesIncludeTax && sold.priceCents - sold.discountCents === sold.netCents;
    // With prices with tax: the figures the buyer saw, each exact, beneath a line without a net unit price.
    const withTax = discountedWithTax(order, sold);
    if (ownDiscount) row(sold.quantity, sold.product, sold.taxRateMillis, sold.priceCents, false, sold.unitPriceCents);
    else if (withTax) row(sold.quantity, sold.product, sold.taxRateMillis, sold.netCents, false, "none");
    else row(sold.quantity, sold.product, sold.taxRateMillis, sold.netCents);
    const why = priceReason(sold);
    const notes = [
      sold.sku && `${billLabels.sku} ${sold.sku}`,
      order.pricesIncludeTax && taxed && !withTax && documentLabels.catalogueUnit(money(sold.unitPriceCents)),
      why && `${why[0]?.toUpperCase() ?? ""}${why.slice(1)}; ${documentLabels.listPrice(money(sold.listUnitPriceCents))}`,
      sold.discountCents > 0 && !ownDiscount && !withTax && `${discountName}: ${money(-sold.discountCents)}`,
    ];
    const note = notes.filter(Boolean).join(" · ");
    if (note) paragraph(pen, note, { x: columns.description, size: 8 });
    if (withTax) for (const figure of withTaxFigures(sold, discountName, money)) line(pen, figure, { x: columns.description, size: 8 });
    if (ownDiscount) {
      line(pen, discountName, { x: columns.description, advance: false });
      line(pen, money(-sold.discountCents), { x: columns.amount });
    }
  }
  if (order.shippingMethod) {
    const method = `${billLabels.shipping}: ${order.shippingMethod}`;
    // Shipping takes the rates of the goods it carries: one row per rate when they mix.
    if (order.shippingTaxLines.length > 1) for (const share of order.shippingTaxLines) row(1, documentLabels.shippingShare(method, formatRateIn(share.rateMillis)), share.rateMillis, share.netCents);
    else row(1, method, order.shippingTaxLines[0]?.rateMillis, order.shippingNetCents, order.shippingCents === 0);
  }
  rule();
  pen.y -= 5;

  // Per rate: the net, the rate and the tax rounded once on it (decision 028), then the totals.
  if (taxed) {
    line(pen, documentLabels.perRate, { x: columns.label, bold: true, advance: false });
    line(pen, billLabels.net, { x: columns.unit, bold: true, advance: false });
    line(pen, documentLabels.tax, { x: columns.amount, bold: true });
    for (const rate of rateRows(order.taxLines, exempt)) {
      line(pen, rate.label, { x: columns.label, advance: false });
      line(pen, money(rate.netCents), { x: columns.unit, advance: false });
      line(pen, money(rate.taxCents), { x: columns.amount });
    }
    pen.y -= 5;
    line(pen, documentLabels.totalNet, { x: columns.label, advance: false });
    line(pen, money(order.netCents), { x: columns.amount });
    line(pen, documentLabels.totalTax, { x: columns.label, advance: false });
    line(pen, money(order.taxCents), { x: columns.amount });
  }
  line(pen, documentLabels.total, { x: columns.label, bold: true, advance: false });
  line(pen, money(order.priceCents), { x: columns.amount, bold: true });
  // Issue 28: on account, the terms and due date the invoice was issued with (the due date of one on shipment once shipped).
  const settled = invoice.paymentTerms === null ? documentLabels.paidByCard : documentLabels.paymentTerms(termsText(invoice.paymentTerms, invoice.dueDate));
  paragraph(pen, `${documentLabels.amountsIn(order.currency)} ${settled}`, { x: columns.label, size: 9 });
  pen.y -= 5;
  const notes = billNotes(order, { include: documentLabels.pricesIncludeTax, exclude: documentLabels.pricesExcludeTax });
  if (lines.some((sold) => discountedWithTax(order, sold))) notes.push(documentLabels.discountedWithTax);
  if (order.treatment === "intra_community") notes.push(`${documentLabels.sellerVatId}: ${seller.vatId ?? ""}. ${documentLabels.buyerVatId}: ${buyer.vatId ?? ""}.`);
  for (const note of notes) paragraph(pen, note, { size: 9 });
  return pdf.save();
}
