import { and, eq } from "drizzle-orm";
import type { Principal } from "../../auth/guard";
import type { ShopSettings } from "../../config";
import type { Db, InTransaction } from "../../db/client";
import { orders } from "../../db/schema";
import { conflict, notFound } from "../../errors";
import { enqueueOrderEmail } from "./emails";
import { recordEvent } from "./history";
import { findOrder, type OrderRow } from "./order";

/**
 * Admin: a paid order has been shipped with this carrier and tracking number, which the buyer
 * is mailed and sees on the order page. Shipping it again changes nothing.
 */
export async function shipOrder(
  db: Db,
  caller: Principal,
  id: string,
  shipment: { carrier: string; trackingNumber: string },
  shop: ShopSettings,
  then?: InTransaction<OrderRow>,
): Promise<OrderRow> {
  const shipped = await db.transaction(async (tx) => {
    const [shipped] = await tx
      .update(orders)
      .set({ status: "shipped", carrier: shipment.carrier, trackingNumber: shipment.trackingNumber })
      .where(and(eq(orders.id, id), eq(orders.status, "paid")))
      .returning();
    if (shipped) {
      await recordEvent(tx, { orderId: id, status: "shipped", byUserId: caller.userId, note: `${shipment.carrier}, tracking ${shipment.trackingNumber}` });
      await enqueueOrderEmail(tx, shop, shipped, { kind: "shipped", ...shipment });
      await then?.(tx, shipped);
      return shipped;
    }
    const order = await findOrder(tx, id);
    if (!order) throw notFound("Order");
    if (order.status !== "shipped") throw conflict(`Only a paid order can be shipped; this one is ${order.status}`);
    await then?.(tx, order);
    return order;
  });
  return shipped;
}

