import { and, asc, eq, inArray, isNull, lt } from "drizzle-orm";
import type { ShopSettings } from "../../config";
import type { Db } from "../../db/client";
import { orders } from "../../db/schema";
import { enqueueOrderEmail } from "./emails";
import { recordEvent } from "./history";
import type { OrderRow } from "./order";
import { restockOrders } from "./stock";

/**
 * Unpaid orders placed before holds existed (hold_until null) get a full hold from now, so
 * they expire like the rest instead of holding their stock forever.
 */
export async function holdUnheldOrders(db: Db, until: Date): Promise<number> {
  const held = await db
    .update(orders)
    .set({ holdUntil: until })
    .where(and(eq(orders.status, "unpaid"), isNull(orders.holdUntil)))
    .returning({ id: orders.id });
  return held.length;
}

/** How many due orders one sweep expires per transaction (the next minute's sweep takes the rest). */
const EXPIRE_BATCH = 500;

/**
 * Expires unpaid orders whose hold ran out and gives their stock back, in one transaction.
 * Safe when several instances sweep at once: `FOR UPDATE SKIP LOCKED` hands each due order
 * to exactly one of them, and the outer `status = 'unpaid'` re-check makes a cancel or a
 * payment that won the row first win. Tools are restocked in id order so two sweeps never
 * wait on each other's tool rows in a cycle.
 */
export async function expireDueOrders(db: Db, shop: ShopSettings, now = new Date()): Promise<OrderRow[]> {
  return db.transaction(async (tx) => {
    const due = tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.status, "unpaid"), lt(orders.holdUntil, now)))
      .orderBy(asc(orders.holdUntil))
      .limit(EXPIRE_BATCH)
      .for("update", { skipLocked: true });
    const expired = await tx
      .update(orders)
      .set({ status: "expired" })
      .where(and(inArray(orders.id, due), eq(orders.status, "unpaid")))
      .returning();
    await restockOrders(tx, expired.map((order) => order.id));
    for (const order of expired) {
      await recordEvent(tx, { orderId: order.id, status: "expired", note: "not paid in time; stock back on sale", at: now });
      await enqueueOrderEmail(tx, shop, order, { kind: "expired" });
    }
    return expired;
  });
}

