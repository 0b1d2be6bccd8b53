import { formatCents, invoiceLabel, orderNumber } from "@shop/contract";
import type { ShopSettings } from "../../config";
import type { Db, Tx } from "../../db/client";
import { composeEmail } from "../mail/compose";
import { inert } from "../mail/inert";
import { enqueueEmail } from "../mail/outbox";
import { lineText, linesOf, priceReason, type OrderLineRow } from "./lines";
import type { OrderRow } from "./order";


export type OrderEmailEvent =
  | { kind: "placed" }
  | { kind: "paid"; invoiceNumber: number }
  | { kind: "shipped"; carrier: string; trackingNumber: string }
  | { kind: "cancelled" }
  | { kind: "refunded"; amountCents: number }
  | { kind: "expired" };

export const orderPageUrl = (shop: ShopSettings, orderId: string) => `${shop.publicUrl}/dashboard/orders/${orderId}`;

/**
 * What a cart's emails add after their first sentence: one line per tool (a one-tool order is
 * named in full by that sentence already), and the buyer's purchase details.
 */
export function orderDetails(order: OrderRow, lines: readonly OrderLineRow[]): string[] {
  const details = lines.length > 1 ? lines.map(lineText) : [];
  const only = lines.length === 1 ? lines[0] : undefined;
  const why = only && priceReason(only);
  if (only && why) details.push(`${formatCents(only.unitPriceCents)} each: ${why}.`);
  const purchase = [order.poNumber && `Purchase order ${inert(order.poNumber)}`, order.deliveryDate && `requested delivery ${order.deliveryDate}`].filter(Boolean).join(", ");
  if (purchase) details.push(`${purchase.charAt(0).toUpperCase()}${purchase.slice(1)}.`);
  return details;
}

function content(order: OrderRow, lines: readonly OrderLineRow[], event: OrderEmailEvent): { subject: string; paragraphs: string[]; label: string } {
  // A cart's units are of several tools: it is named by its tools, its lines follow.
  const what = lines.length > 1 ? `${order.product} (${formatCents(order.priceCents)})` : `${order.quantity} × ${order.product} (${formatCents(order.priceCents)})`;
  const ref = orderNumber(order.id);
  switch (event.kind) {
    case "placed":
      return {
        subject: `Order ${ref} placed`,
        paragraphs: [`Thank you for your order: ${what}.`, "We hold the stock for you until you pay; please pay soon so the order does not expire."],
        label: "Pay for your order",
      };
    case "paid":
      return {
        subject: `Payment received for order ${ref}`,
        paragraphs: [`We received your payment of ${formatCents(order.priceCents)} for ${what}.`, `Your invoice ${invoiceLabel(event.invoiceNumber)} is ready to download from your order page.`],
        label: "Download your invoice",
      };
    case "shipped":
      return {
        subject: `Order ${ref} shipped`,
        paragraphs: [`Your order (${what}) is on its way.`, `Carrier: ${event.carrier}. Tracking number: ${event.trackingNumber}.`],
        label: "See your order",
      };
    case "cancelled":
      return { subject: `Order ${ref} cancelled`, paragraphs: [`Your order (${what}) was cancelled. Nothing was charged.`], label: "See your order" };
    case "refunded":
      return {
        subject: `Order ${ref} cancelled and refunded`,
        paragraphs: [`Your order (${what}) was cancelled and ${formatCents(event.amountCents)} refunded to your card.`, "Your bank may take a few days to show it."],
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
  const paragraphs = [first, ...orderDetails(order, lines), ...rest];
  return enqueueEmail(tx, {
    eventKey: `order-${event.kind}:${order.id}`,
    to: order.email,
    ...composeEmail({
      subject: `${subject} — ${shop.shop.name}`,
      greeting: `Hello ${inert(order.name)},`,
      paragraphs,
      action: { label, url: event.kind === "placed" ? `${shop.publicUrl}/dashboard/payment/${order.id}` : orderPageUrl(shop, order.id) },
      signature: [shop.shop.name, ...(shop.shop.address ? [shop.shop.address] : [])],
    }),
  });
}
