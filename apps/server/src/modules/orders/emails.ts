import { companyLabels, creditNoteLabel, currentLanguage, documentLabels, formatCents, invoiceLabel, localDigits, orderEmailTexts, orderNumber, pathInLanguage, paymentMethodLabels, paymentTermsLabels, refundMessages, TERMS_DAYS, webRoutes } from "@shop/contract";
import type { ShopSettings } from "../../config";
import type { Db, Tx } from "../../db/client";
import { composeEmail } from "../mail/compose";
import { inert } from "../mail/inert";
import { enqueueEmailTo } from "../mail/outbox";
import { billNotes, billRows, billRowText } from "./bill";
import { lineText, linesOf, priceReason, sayProductSummary, type OrderLineRow } from "./lines";
import { approversOf } from "../companies/ordering";
import { enqueueInvoiceIssuedEmails } from "../account-payments/emails";
import type { OrderRow } from "./order";


export type OrderEmailEvent =
  | { kind: "placed"; bankAccount?: string }
  /** Issue 28: placed (or approved, `by` the approver) on the company's terms: confirmed, nothing to pay now; invoiced when dispatched (issue 36). */
  | { kind: "confirmed"; by?: string }
  | { kind: "paid"; invoiceNumber: number }
  /** `invoiceNumber`: the invoice of an order on account, issued at its dispatch (issue 36 item 4). */
  | { kind: "shipped"; carrier: string; trackingNumber: string; invoiceNumber?: number }
  | { kind: "cancelled" }
  /** `reason`: the office's own words, or the shop's (an automatic refund's), said in the buyer's language. */
  | { kind: "refunded"; amountCents: number; whole: boolean; reason: string | SaidReason; creditNote?: RefundedCreditNote; onAccount?: boolean }
  | { kind: "expired" }
  | { kind: "awaitingApproval"; reason: SaidReason }
  | { kind: "approved"; by: string }
  | { kind: "rejected"; by: string; reason: string }
  | { kind: "approvalExpired" };

/** The credit note a refund issued, as its email names it. */
export interface RefundedCreditNote {
  number: number;
  invoiceNumber: number | null;
  /** "2 × Hoe: $20.00", "Shipping: $25.00" (creditNoteParts). */
  parts: string[];
  /** The order's first credit note keeps the key the whole refund always had (`order-refunded:<id>`). */
  first: boolean;
}

/** "Credit note CN-000002 for $45.00 corrects invoice INV-000010." */
const creditNoteSentence = (note: RefundedCreditNote, amountCents: number, currency: string) =>
  orderEmailTexts.creditNote(creditNoteLabel(note.number), formatCents(amountCents, currency), note.invoiceNumber === null ? null : invoiceLabel(note.invoiceNumber));

/** A page of the shop in the language the email is being written in (its reader's: /bn for Bangla). */
const pageUrl = (shop: ShopSettings, path: string) => `${shop.publicUrl}${pathInLanguage(path, currentLanguage())}`;

export const orderPageUrl = (shop: ShopSettings, orderId: string) => pageUrl(shop, webRoutes.orderDetail.replace(":orderId", orderId));

/** A day (YYYY-MM-DD) or a time as the emails write it: its digits in the reader's language. */
const digits = (text: string) => localDigits(text, currentLanguage());

/** An order as its emails name it: "2 × Hoe ($40.00)", a cart by its tools: "Hoe and 2 more ($90.00)". */
const orderWhat = (order: OrderRow, lines: readonly OrderLineRow[]) => {
  // Every amount in the order's own currency (issue 25), whatever the shop's is today.
  const price = formatCents(order.priceCents, order.currency);
  // A cart is named by its lines' tools in the reader's language, as its `product` names it in English.
  return lines.length > 1 ? orderEmailTexts.cart(sayProductSummary(lines.map((line) => line.product)), price) : orderEmailTexts.single(order.quantity, order.product, price);
};

/**
 * What a cart's emails add after their first sentence: one line per tool (a one-tool order is
 * named in full by that sentence already), and the buyer's purchase details.
 */
export function orderDetails(order: OrderRow, lines: readonly OrderLineRow[]): string[] {
  const details = lines.length > 1 ? lines.map((line) => lineText(line, order.currency)) : [];
  const only = lines.length === 1 ? lines[0] : undefined;
  const why = only && priceReason(only);
  if (only && why) details.push(orderEmailTexts.each(formatCents(only.unitPriceCents, order.currency), why));
  const poNumber = order.poNumber ? inert(order.poNumber) : null;
  const deliveryDate = order.deliveryDate ? digits(order.deliveryDate) : null;
  if (poNumber !== null || deliveryDate !== null) details.push(orderEmailTexts.purchase(poNumber, deliveryDate));
  return details;
}

/** An order's approval reason, said in the language of the work under way (companies/ordering's overLimit). */
export type SaidReason = () => string;

function content(order: OrderRow, lines: readonly OrderLineRow[], event: OrderEmailEvent): { subject: string; paragraphs: string[]; label: string } {
  // A cart's units are of several tools: it is named by its tools, its lines follow.
  const money = (cents: number) => formatCents(cents, order.currency);
  const what = orderWhat(order, lines);
  const ref = orderNumber(order.id);
  const t = orderEmailTexts;
  switch (event.kind) {
    case "placed":
      // Issue 37: a bank-deposit order says where to deposit, with what reference, by when.
      if (event.bankAccount !== undefined && order.holdUntil) {
        return {
          subject: t.depositSubject(ref, money(order.priceCents), digits(order.holdUntil.toISOString().slice(0, 10))),
          paragraphs: [t.thanks(what), t.deposit(money(order.priceCents), inert(event.bankAccount), ref, digits(order.holdUntil.toISOString().slice(0, 16).replace("T", " ")))],
          label: t.seeAction,
        };
      }
      return { subject: t.placedSubject(ref), paragraphs: [t.thanks(what), t.payPlease], label: t.payAction };
    case "confirmed": {
      if (order.paymentMethod === "cod") {
        return { subject: t.codSubject(ref), paragraphs: [t.codConfirmed(what), t.codPay(money(order.priceCents))], label: t.seeAction };
      }
      const terms = order.paymentTerms ? paymentTermsLabels[order.paymentTerms] : "";
      const days = order.paymentTerms && order.paymentTerms !== "prepaid" ? TERMS_DAYS[order.paymentTerms] : null;
      return {
        subject: t.accountSubject(ref),
        paragraphs: [event.by ? t.approvedOnAccount(inert(event.by), what) : t.confirmedOnAccount(what), t.terms(terms, money(order.priceCents), days)],
        label: t.seeAction,
      };
    }
    case "paid":
      return {
        subject: t.paidSubject(ref),
        paragraphs: [
          t.paid(money(order.priceCents), what),
          // Issue 37 item 8: the receipt names how it was paid and the gateway's transaction id, as the invoice prints them.
          ...(order.transactionId ? [`${documentLabels.payment}: ${paymentMethodLabels[order.paymentMethod]}, ${inert(order.transactionId)}.`] : []),
          t.invoiceReady(invoiceLabel(event.invoiceNumber)),
        ],
        label: t.invoiceAction,
      };
    case "shipped":
      return {
        subject: t.shippedSubject(ref),
        paragraphs: [
          t.onItsWay(what),
          t.tracking(event.carrier, event.trackingNumber),
          // Issue 36 item 4: an order on account is invoiced as it is dispatched; one due on shipment falls due today.
          ...(event.invoiceNumber !== undefined && order.paymentMethod === "cod"
            ? [t.codOnArrival(money(order.priceCents), invoiceLabel(event.invoiceNumber))]
            : event.invoiceNumber !== undefined
            ? [t.invoiced(invoiceLabel(event.invoiceNumber), money(order.priceCents), digits(order.dueDate ?? ""))]
            : order.paymentTerms === "on_shipment" && order.dueDate
              ? [t.dueOnShipment(digits(order.dueDate))]
              : []),
        ],
        label: t.seeAction,
      };
    case "cancelled":
      return { subject: t.cancelledSubject(ref), paragraphs: [t.cancelled(what)], label: t.seeAction };
    case "refunded": {
      const note = event.creditNote ? [creditNoteSentence(event.creditNote, event.amountCents, order.currency)] : [];
      // Issue 26: the refund dialog tells the office the buyer sees its reason; the email is where they do.
      const reason = `${refundMessages.reason}: ${typeof event.reason === "string" ? inert(event.reason) : event.reason()}`;
      const parts = event.creditNote?.parts ?? [];
      const givenBack = !event.whole && parts.length > 0 ? [t.givenBack(parts.join("\n"))] : [];
      // Issue 28: an order on account had no card: its credit note lowers what the company owes.
      if (event.onAccount) {
        return {
          subject: event.whole ? t.creditedSubject(ref) : t.partCreditedSubject(ref),
          paragraphs: [event.whole ? t.credited(what, money(event.amountCents)) : t.partCredited(what, money(event.amountCents)), reason, ...givenBack, ...note, t.creditLowers],
          label: t.seeAction,
        };
      }
      return {
        subject: event.whole ? t.refundedSubject(ref) : t.partRefundedSubject(ref),
        paragraphs: [event.whole ? t.refunded(what, money(event.amountCents)) : t.partRefunded(what, money(event.amountCents)), reason, ...givenBack, ...note, t.bankDays],
        label: t.seeAction,
      };
    }
    case "awaitingApproval":
      return { subject: t.awaitingSubject(ref), paragraphs: [t.awaiting(what, inert(event.reason())), t.awaitingHold], label: t.seeAction };
    case "approved":
      return { subject: t.approvedSubject(ref), paragraphs: [t.approved(inert(event.by), what), t.payPlease], label: t.payAction };
    case "rejected":
      return { subject: t.rejectedSubject(ref), paragraphs: [t.rejected(inert(event.by), what), `${companyLabels.reason}: ${inert(event.reason)}`], label: t.seeAction };
    case "approvalExpired":
      return { subject: t.expiredSubject(ref), paragraphs: [t.approvalExpired(what), t.orderAgain], label: t.seeAction };
    case "expired":
      return { subject: t.expiredSubject(ref), paragraphs: [t.expired(what), t.orderAgain], label: t.seeAction };
  }
}

/**
 * Queues the buyer's email about an order event, in the caller's transaction. The event key
 * (`order-<kind>:<order id>`) makes each event mail once, however often it is retried.
 */
export async function enqueueOrderEmail(tx: Db | Tx, shop: ShopSettings, order: OrderRow, event: OrderEmailEvent): Promise<boolean> {
  const lines = await linesOf(tx, order.id);
  // Issue 35: an invoice on account is the company's to pay: whoever pays it hears of it when it is issued, at dispatch (issue 36).
  if (event.kind === "shipped" && event.invoiceNumber !== undefined && order.companyId && order.paymentTerms) {
    await enqueueInvoiceIssuedEmails(tx, shop, order.companyId, {
      invoiceNumber: event.invoiceNumber,
      orderId: order.id,
      totalCents: order.priceCents,
      currency: order.currency,
      paymentTerms: order.paymentTerms,
      dueDate: order.dueDate,
      buyerEmail: order.email,
    });
  }
  // Issue 38: written in the buyer's language, its links to the pages in that language.
  const compose = () => {
    const { subject, paragraphs: [first = "", ...rest], label } = content(order, lines, event);
    // The placing and paying emails carry the bill: code, shipping, net, tax per rate, total.
    const bill = event.kind === "placed" || event.kind === "paid" || event.kind === "confirmed" ? [billRows(order, lines).map((row) => billRowText(row, order.currency)).join("\n"), ...billNotes(order)] : [];
    return composeEmail({
      subject: orderEmailTexts.subject(subject, shop.shop.name),
      greeting: orderEmailTexts.greeting(inert(order.name)),
      paragraphs: [first, ...orderDetails(order, lines), ...bill, ...rest],
      action: { label, url: event.kind === "placed" || event.kind === "approved" ? pageUrl(shop, webRoutes.payment.replace(":paymentId", order.id)) : orderPageUrl(shop, order.id) },
      signature: [shop.shop.name, ...(shop.shop.address ? [shop.shop.address] : [])],
    });
  };
  return enqueueEmailTo(
    tx,
    {
      // Each refund mails once: after the first, the credit note's number tells them apart.
      eventKey: event.kind === "refunded" && event.creditNote && !event.creditNote.first ? `order-refunded-${creditNoteLabel(event.creditNote.number)}:${order.id}` : `order-${event.kind}:${order.id}`,
      to: order.email,
    },
    compose,
  );
}

export const approvalsPageUrl = (shop: ShopSettings) => pageUrl(shop, webRoutes.approvals);

/**
 * Asks the company's approvers and admins to decide an order over a limit, in the placing
 * transaction: one email each (`order-approval:<order id>:<user id>`), in each one's language.
 * The buyer is left out (they may not approve their own order) unless nobody else could decide it.
 */
export async function enqueueApprovalRequests(tx: Db | Tx, shop: ShopSettings, order: OrderRow, reason: SaidReason): Promise<void> {
  if (!order.companyId) return;
  const everyone = await approversOf(tx, order.companyId);
  const others = everyone.filter((approver) => approver.userId !== order.userId);
  const lines = await linesOf(tx, order.id);
  for (const approver of others.length > 0 ? others : everyone) {
    await enqueueEmailTo(tx, { eventKey: `order-approval:${order.id}:${approver.userId}`, to: approver.email }, () =>
      composeEmail({
        subject: orderEmailTexts.subject(orderEmailTexts.approvalRequestSubject(orderNumber(order.id)), shop.shop.name),
        greeting: orderEmailTexts.greeting(inert(approver.name)),
        paragraphs: [
          orderEmailTexts.approvalRequest(inert(order.email), orderWhat(order, lines), inert(reason())),
          ...orderDetails(order, lines),
          orderEmailTexts.decideBy(order.approvalUntil ? digits(order.approvalUntil.toISOString().slice(0, 10)) : null),
        ],
        action: { label: orderEmailTexts.approvalsAction, url: approvalsPageUrl(shop) },
        signature: [shop.shop.name, ...(shop.shop.address ? [shop.shop.address] : [])],
      }),
    );
  }
}
