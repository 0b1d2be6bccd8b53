import { companyLabels, creditNoteLabel, documentLabels, formatCents, invoiceLabel, orderNumber, paymentMethodLabels, paymentTermsLabels, refundMessages, TERMS_DAYS } from "@shop/contract";
import type { ShopSettings } from "../../config";
import type { Db, Tx } from "../../db/client";
import { composeEmail } from "../mail/compose";
import { inert } from "../mail/inert";
import { enqueueEmail } from "../mail/outbox";
import { billNotes, billRows, billRowText } from "./bill";
import { lineText, linesOf, priceReason, type OrderLineRow } from "./lines";
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
  | { kind: "refunded"; amountCents: number; whole: boolean; reason: string; creditNote?: RefundedCreditNote; onAccount?: boolean }
  | { kind: "expired" }
  | { kind: "awaitingApproval"; reason: string }
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
  `Credit note ${creditNoteLabel(note.number)} for ${formatCents(amountCents, currency)}${note.invoiceNumber === null ? "" : ` corrects invoice ${invoiceLabel(note.invoiceNumber)}`}; you can download it from your order page.`;

export const orderPageUrl = (shop: ShopSettings, orderId: string) => `${shop.publicUrl}/dashboard/orders/${orderId}`;

/**
 * What a cart's emails add after their first sentence: one line per tool (a one-tool order is
 * named in full by that sentence already), and the buyer's purchase details.
 */
export function orderDetails(order: OrderRow, lines: readonly OrderLineRow[]): string[] {
  const details = lines.length > 1 ? lines.map((line) => lineText(line, order.currency)) : [];
  const only = lines.length === 1 ? lines[0] : undefined;
  const why = only && priceReason(only);
  if (only && why) details.push(`${formatCents(only.unitPriceCents, order.currency)} each: ${why}.`);
  const purchase = [order.poNumber && `Purchase order ${inert(order.poNumber)}`, order.deliveryDate && `requested delivery ${order.deliveryDate}`].filter(Boolean).join(", ");
  if (purchase) details.push(`${purchase.charAt(0).toUpperCase()}${purchase.slice(1)}.`);
  return details;
}

function content(order: OrderRow, lines: readonly OrderLineRow[], event: OrderEmailEvent): { subject: string; paragraphs: string[]; label: string } {
  // A cart's units are of several tools: it is named by its tools, its lines follow.
  // Every amount in the order's own currency (issue 25), whatever the shop's is today.
  const money = (cents: number) => formatCents(cents, order.currency);
  const what = lines.length > 1 ? `${order.product} (${money(order.priceCents)})` : `${order.quantity} × ${order.product} (${money(order.priceCents)})`;
  const ref = orderNumber(order.id);
  switch (event.kind) {
    case "placed":
      // Issue 37: a bank-deposit order says where to deposit, with what reference, by when.
      if (event.bankAccount !== undefined && order.holdUntil) {
        return {
          subject: `Order ${ref} placed: deposit ${money(order.priceCents)} by ${order.holdUntil.toISOString().slice(0, 10)}`,
          paragraphs: [
            `Thank you for your order: ${what}.`,
            `Please deposit ${money(order.priceCents)} to ${inert(event.bankAccount)}, writing the reference ${ref} on the slip, by ${order.holdUntil.toISOString().slice(0, 16).replace("T", " ")} UTC. We hold the stock for you until then.`,
          ],
          label: "See your order",
        };
      }
      return {
        subject: `Order ${ref} placed`,
        paragraphs: [`Thank you for your order: ${what}.`, "We hold the stock for you until you pay; please pay soon so the order does not expire."],
        label: "Pay for your order",
      };
    case "confirmed": {
      if (order.paymentMethod === "cod") {
        return {
          subject: `Order ${ref} confirmed: cash on delivery`,
          paragraphs: [`Thank you for your order: ${what}. It is confirmed.`, `Please pay the driver ${money(order.priceCents)} in cash when it arrives; we invoice it when it is dispatched.`],
          label: "See your order",
        };
      }
      const terms = order.paymentTerms ? paymentTermsLabels[order.paymentTerms] : "";
      const days = order.paymentTerms && order.paymentTerms !== "prepaid" ? TERMS_DAYS[order.paymentTerms] : null;
      const due = days === null ? "due on the day it is dispatched" : `due ${days} days after it is dispatched`;
      return {
        subject: `Order ${ref} confirmed on account`,
        paragraphs: [
          event.by ? `${inert(event.by)} approved your order (${what}), and it is confirmed on your company's account.` : `Thank you for your order: ${what}. It is confirmed on your company's account.`,
          `Payment terms: ${terms}. We invoice your company ${money(order.priceCents)} when the order is dispatched, ${due}; your company pays it then, no card needed now.`,
        ],
        label: "See your order",
      };
    }
    case "paid":
      return {
        subject: `Payment received for order ${ref}`,
        paragraphs: [
          `We received your payment of ${money(order.priceCents)} for ${what}.`,
          // Issue 37 item 8: the receipt names how it was paid and the gateway's transaction id, as the invoice prints them.
          ...(order.transactionId ? [`${documentLabels.payment}: ${paymentMethodLabels[order.paymentMethod]}, ${inert(order.transactionId)}.`] : []),
          `Your invoice ${invoiceLabel(event.invoiceNumber)} is ready to download from your order page.`,
        ],
        label: "Download your invoice",
      };
    case "shipped":
      return {
        subject: `Order ${ref} shipped`,
        paragraphs: [
          `Your order (${what}) is on its way.`,
          `Carrier: ${event.carrier}. Tracking number: ${event.trackingNumber}.`,
          // Issue 36 item 4: an order on account is invoiced as it is dispatched; one due on shipment falls due today.
          ...(event.invoiceNumber !== undefined && order.paymentMethod === "cod"
            ? [`Please pay the driver ${money(order.priceCents)} in cash when it arrives. Its invoice ${invoiceLabel(event.invoiceNumber)} is on your order page.`]
            : event.invoiceNumber !== undefined
            ? [`We issued invoice ${invoiceLabel(event.invoiceNumber)} for ${money(order.priceCents)} to your company today, due on ${order.dueDate ?? ""}. You can download it from your order page.`]
            : order.paymentTerms === "on_shipment" && order.dueDate
              ? [`Its invoice is due on shipment: today, ${order.dueDate}.`]
              : []),
        ],
        label: "See your order",
      };
    case "cancelled":
      return { subject: `Order ${ref} cancelled`, paragraphs: [`Your order (${what}) was cancelled. Nothing was charged.`], label: "See your order" };
    case "refunded": {
      const note = event.creditNote ? [creditNoteSentence(event.creditNote, event.amountCents, order.currency)] : [];
      // Issue 26: the refund dialog tells the office the buyer sees its reason; the email is where they do.
      const reason = `${refundMessages.reason}: ${inert(event.reason)}`;
      // Issue 28: an order on account had no card: its credit note lowers what the company owes.
      if (event.onAccount) {
        return {
          subject: event.whole ? `Order ${ref} cancelled and credited` : `Part of order ${ref} credited`,
          paragraphs: [
            event.whole
              ? `Your order (${what}) was cancelled and ${money(event.amountCents)} credited to your company's account.`
              : `Part of your order (${what}) was credited to your company's account: ${money(event.amountCents)}.`,
            reason,
            ...(!event.whole && event.creditNote && event.creditNote.parts.length > 0 ? [`Given back:\n${event.creditNote.parts.join("\n")}`] : []),
            ...note,
            "It reduces what your company owes on the invoice; no card is charged or refunded.",
          ],
          label: "See your order",
        };
      }
      if (event.whole) {
        return {
          subject: `Order ${ref} cancelled and refunded`,
          paragraphs: [`Your order (${what}) was cancelled and ${money(event.amountCents)} refunded to your card.`, reason, ...note, "Your bank may take a few days to show it."],
          label: "See your order",
        };
      }
      const parts = event.creditNote?.parts ?? [];
      return {
        subject: `Part of order ${ref} refunded`,
        paragraphs: [
          `Part of your order (${what}) was refunded: ${money(event.amountCents)} to your card.`,
          reason,
          ...(parts.length > 0 ? [`Given back:\n${parts.join("\n")}`] : []),
          ...note,
          "Your bank may take a few days to show it.",
        ],
        label: "See your order",
      };
    }
    case "awaitingApproval":
      return {
        subject: `Order ${ref} waits for approval`,
        paragraphs: [`Your order (${what}) is ${inert(event.reason)}, so it waits for an approver or admin of your company.`, "We hold its stock meanwhile. We will email you when it is decided; you can pay it once it is approved."],
        label: "See your order",
      };
    case "approved":
      return {
        subject: `Order ${ref} approved: please pay`,
        paragraphs: [`${inert(event.by)} approved your order (${what}).`, "We hold the stock for you until you pay; please pay soon so the order does not expire."],
        label: "Pay for your order",
      };
    case "rejected":
      return {
        subject: `Order ${ref} rejected`,
        paragraphs: [`${inert(event.by)} rejected your order (${what}), so it is cancelled and nothing was charged.`, `${companyLabels.reason}: ${inert(event.reason)}`],
        label: "See your order",
      };
    case "approvalExpired":
      return {
        subject: `Order ${ref} expired`,
        paragraphs: [`Your order (${what}) was not approved in time, so it expired and its stock went back on sale.`, "You are welcome to place a new order."],
        label: "See your order",
      };
    case "expired":
      return {
        subject: `Order ${ref} expired`,
        paragraphs: [`Your order (${what}) was not paid in time, so it expired and its stock went back on sale.`, "You are welcome to place a new order."],
        label: "See your order",
      };
  }
}

/**
 * Queues the buyer's email about an order event, in the caller's transaction. The event key
 * (`order-<kind>:<order id>`) makes each event mail once, however often it is retried.
 */
export async function enqueueOrderEmail(tx: Db | Tx, shop: ShopSettings, order: OrderRow, event: OrderEmailEvent): Promise<boolean> {
  const lines = await linesOf(tx, order.id);
  const { subject, paragraphs: [first = "", ...rest], label } = content(order, lines, event);
  // The placing and paying emails carry the bill: code, shipping, net, tax per rate, total.
  const bill = event.kind === "placed" || event.kind === "paid" || event.kind === "confirmed" ? [billRows(order, lines).map((row) => billRowText(row, order.currency)).join("\n"), ...billNotes(order)] : [];
  const paragraphs = [first, ...orderDetails(order, lines), ...bill, ...rest];
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
  return enqueueEmail(tx, {
    // Each refund mails once: after the first, the credit note's number tells them apart.
    eventKey: event.kind === "refunded" && event.creditNote && !event.creditNote.first ? `order-refunded-${creditNoteLabel(event.creditNote.number)}:${order.id}` : `order-${event.kind}:${order.id}`,
    to: order.email,
    ...composeEmail({
      subject: `${subject} — ${shop.shop.name}`,
      greeting: `Hello ${inert(order.name)},`,
      paragraphs,
      action: { label, url: event.kind === "placed" || event.kind === "approved" ? `${shop.publicUrl}/dashboard/payment/${order.id}` : orderPageUrl(shop, order.id) },
      signature: [shop.shop.name, ...(shop.shop.address ? [shop.shop.address] : [])],
    }),
  });
}

export const approvalsPageUrl = (shop: ShopSettings) => `${shop.publicUrl}/dashboard/company/approvals`;

/**
 * Asks the company's approvers and admins to decide an order over a limit, in the placing
 * transaction: one email each (`order-approval:<order id>:<user id>`). The buyer is left out
 * (they may not approve their own order) unless nobody else could decide it.
 */
export async function enqueueApprovalRequests(tx: Db | Tx, shop: ShopSettings, order: OrderRow, reason: string): Promise<void> {
  if (!order.companyId) return;
  const everyone = await approversOf(tx, order.companyId);
  const others = everyone.filter((approver) => approver.userId !== order.userId);
  const lines = await linesOf(tx, order.id);
  const money = formatCents(order.priceCents, order.currency);
  const what = lines.length > 1 ? `${order.product} (${money})` : `${order.quantity} × ${order.product} (${money})`;
  for (const approver of others.length > 0 ? others : everyone) {
    await enqueueEmail(tx, {
      eventKey: `order-approval:${order.id}:${approver.userId}`,
      to: approver.email,
      ...composeEmail({
        subject: `Order ${orderNumber(order.id)} waits for your approval — ${shop.shop.name}`,
        greeting: `Hello ${inert(approver.name)},`,
        paragraphs: [
          `${inert(order.email)} placed an order (${what}) that is ${inert(reason)}.`,
          ...orderDetails(order, lines),
          `Please approve or reject it by ${order.approvalUntil?.toISOString().slice(0, 10) ?? "soon"}; undecided, it expires then and its stock goes back on sale.`,
        ],
        action: { label: "Open approvals", url: approvalsPageUrl(shop) },
        signature: [shop.shop.name, ...(shop.shop.address ? [shop.shop.address] : [])],
      }),
    });
  }
}
