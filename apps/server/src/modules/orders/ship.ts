import { dayIn } from "@shop/contract";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Principal } from "../../auth/guard";
import type { ShopSettings } from "../../config";
import type { Db, InTransaction } from "../../db/client";
import { invoices, orders } from "../../db/schema";
import { conflict, notFound } from "../../errors";
import { enqueueOrderEmail } from "./emails";
import { recordEvent } from "./history";
import { findOrder, type OrderRow } from "./order";

/**
 * Admin: a paid order, or (issue 28) one confirmed on account, has been shipped with this
 * carrier and tracking number, which the buyer is mailed and sees on the order page. An order
 * due on shipment falls due now: it and its invoice take the shipping day (UTC) as due date.
 * Shipping it again changes nothing.
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
    // The shop's day (SHOP_TIMEZONE): the due date of an invoice due on shipment is the day its buyer sees on the parcel.
    const day = dayIn(now, shop.shop.timeZone);
    const [shipped] = await tx
      .update(orders)
      .set({
        status: "shipped",
        carrier: shipment.carrier,
        trackingNumber: shipment.trackingNumber,
        // Only an order on account has terms; the due date of one on shipment is the shipping day + 0.
        dueDate: sql`case when ${orders.paymentTerms} = 'on_shipment' then ${day}::date else ${orders.dueDate} end`,
      })
      .where(and(eq(orders.id, id), inArray(orders.status, ["paid", "confirmed"])))
      .returning();
    if (shipped) {
      if (shipped.paymentTerms === "on_shipment") await tx.update(invoices).set({ dueDate: day }).where(eq(invoices.orderId, id));
      await recordEvent(tx, { orderId: id, status: "shipped", byUserId: caller.userId, note: `${shipment.carrier}, tracking ${shipment.trackingNumber}` });
      await enqueueOrderEmail(tx, shop, shipped, { kind: "shipped", ...shipment });
      await then?.(tx, shipped);
      return shipped;
    }
    const order = await findOrder(tx, id);
    if (!order) throw notFound("Order");
    if (order.status !== "shipped") throw conflict(`Only a paid or confirmed order can be shipped; this one is ${order.status}`);
    await then?.(tx, order);
    return order;
  });
  return shipped;
}

