import { dayIn, stateRefusals, orderStatusLabels } from "@shop/contract";
import { and, eq, inArray } from "drizzle-orm";
import type { Principal } from "../../auth/guard";
import type { ShopSettings } from "../../config";
import type { Db, InTransaction, Tx } from "../../db/client";
import { invoices, orders } from "../../db/schema";
import { conflict, notFound } from "../../errors";
import { dueDateFor, type AccountTerms } from "../companies/credit";
import { enqueueOrderEmail } from "./emails";
import { recordEvent } from "./history";
import { findInvoice, issueInvoice, type InvoiceRow } from "./invoices";
import { findOrder, type OrderRow } from "./order";
import { part } from "./notes";

/**
 * Admin: a paid order, or (issue 28) one confirmed on account, has been shipped with this
 * carrier and tracking number, which the buyer is mailed and sees on the order page. Shipping it
 * again changes nothing.
 *
 * Issue 36 item 4: dispatch is the tax point of an order on account (art. 63 and 66 of Directive
 * 2006/112/EC; the shop invoices on the day of supply), so its invoice is issued here, in the
 * shipping transaction: dated the dispatch, which it states as its date of supply; due on its
 * terms counted from that day in the shop's time zone; booked in that month by the report and the
 * exports. An order invoiced when it was confirmed (before this rule) keeps its invoice, as every
 * issued document does; only its due date on shipment is still set here.
 *
 * Issue 37 (decision 054): a cash-on-delivery order is a sale whose supply comes first too: it
 * is invoiced at its dispatch the same way, unpaid and without terms, until the office records
 * the cash the driver collected (or credits it when the buyer refuses the goods at the door).
 */
export async function shipOrder(
  db: Db,
  caller: Principal,
  id: string,
  shipment: { carrier: string; trackingNumber: string },
  shop: ShopSettings,
  then?: InTransaction<OrderRow>,
  now = new Date(),
): Promise<OrderRow> {
  const shipped = await db.transaction(async (tx) => {
    const [shipped] = await tx
      .update(orders)
      .set({ status: "shipped", carrier: shipment.carrier, trackingNumber: shipment.trackingNumber })
      .where(and(eq(orders.id, id), inArray(orders.status, ["paid", "confirmed"])))
      .returning();
    if (shipped) {
      const { order, invoice } =
        shipped.paymentTerms && shipped.paymentTerms !== "prepaid"
          ? await invoiceOnDispatch(tx, shipped, shipped.paymentTerms, dayIn(now, shop.shop.timeZone), now)
          : shipped.paymentMethod === "cod" && shipped.paidAt === null
            ? { order: shipped, invoice: await issueInvoice(tx, shipped, now, "cash_on_delivery") }
            : { order: shipped, invoice: null };
      const invoiced = invoice ? [invoice.dueDate ? part("invoiceIssuedDue", invoice.number, invoice.dueDate) : part("invoiceIssuedCod", invoice.number)] : [];
      // The event's time is the invoice's: the invoice states the dispatch as its date of supply (supplyDate).
      await recordEvent(tx, { orderId: id, status: "shipped", byUserId: caller.userId, note: [part("shipped", shipment.carrier, shipment.trackingNumber), ...invoiced], at: now });
      await enqueueOrderEmail(tx, shop, order, { kind: "shipped", ...shipment, ...(invoice ? { invoiceNumber: invoice.number } : {}) });
      await then?.(tx, order);
      return order;
    }
    const order = await findOrder(tx, id);
    if (!order) throw notFound("Order");
    if (order.status !== "shipped") throw conflict(stateRefusals.notShippable(order.status, orderStatusLabels[order.status]));
    await then?.(tx, order);
    return order;
  });
  return shipped;
}

/**
 * The invoice of an order on account at its dispatch on `day` (the shop's day): issued now, due on
 * its terms from that day; the order takes the due date. An order invoiced already (confirmed
 * before invoices waited for dispatch) keeps that invoice; one due on shipment falls due today.
 */
async function invoiceOnDispatch(tx: Tx, order: OrderRow, terms: AccountTerms, day: string, now: Date): Promise<{ order: OrderRow; invoice: InvoiceRow | null }> {
  const earlier = await findInvoice(tx, order.id);
  if (earlier && terms !== "on_shipment") return { order, invoice: null };
  const dueDate = earlier ? day : dueDateFor(terms, day);
  const [dated] = await tx.update(orders).set({ dueDate }).where(eq(orders.id, order.id)).returning();
  if (!dated) throw new Error("the shipped order vanished");
  if (earlier) {
    await tx.update(invoices).set({ dueDate }).where(eq(invoices.id, earlier.id));
    return { order: dated, invoice: null };
  }
  return { order: dated, invoice: await issueInvoice(tx, dated, now, { paymentTerms: terms, dueDate }) };
}
