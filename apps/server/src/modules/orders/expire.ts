import { and, asc, eq, inArray, isNull, lt, notExists, type SQL } from "drizzle-orm";
import type { ShopSettings } from "../../config";
import type { Db } from "../../db/client";
import { gatewayPayments, orders } from "../../db/schema";
import { enqueueOrderEmail } from "./emails";
import { recordEvent } from "./history";
import type { OrderRow } from "./order";
import { restockOrders } from "./stock";
import { part, type Note } from "./notes";

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
export function expireDueOrders(db: Db, shop: ShopSettings, now = new Date()): Promise<OrderRow[]> {
  // Issue 37: a gateway payment flagged risky (SSLCommerz risk_level 1) took the buyer's money and
  // waits for the office: its order keeps its stock until then instead of expiring under it.
  const waitsForOffice = notExists(
    db
      .select({ id: gatewayPayments.id })
      .from(gatewayPayments)
      .where(and(eq(gatewayPayments.orderId, orders.id), eq(gatewayPayments.status, "risky"))),
  );
  return expireWhere(db, shop, now, { status: "unpaid", deadline: orders.holdUntil, note: [part("notPaidInTime")], email: "expired", also: waitsForOffice });
}

/**
 * Issue 27: company orders over a limit left undecided for APPROVAL_DAYS expire the same way;
 * the re-check on `awaiting_approval` makes an approval or rejection that won the row win.
 */
export function expireUndecidedApprovals(db: Db, shop: ShopSettings, now = new Date()): Promise<OrderRow[]> {
  return expireWhere(db, shop, now, { status: "awaiting_approval", deadline: orders.approvalUntil, note: [part("notApprovedInTime")], email: "approvalExpired" });
}

async function expireWhere(
  db: Db,
  shop: ShopSettings,
  now: Date,
  due: { status: "unpaid" | "awaiting_approval"; deadline: typeof orders.holdUntil | typeof orders.approvalUntil; note: Note; email: "expired" | "approvalExpired"; also?: SQL },
): Promise<OrderRow[]> {
  return db.transaction(async (tx) => {
    const ids = tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.status, due.status), lt(due.deadline, now), due.also))
      .orderBy(asc(due.deadline))
      .limit(EXPIRE_BATCH)
      .for("update", { skipLocked: true });
    const expired = await tx
      .update(orders)
      .set({ status: "expired" })
      .where(and(inArray(orders.id, ids), eq(orders.status, due.status)))
      .returning();
    await restockOrders(tx, expired.map((order) => order.id));
    for (const order of expired) {
      await recordEvent(tx, { orderId: order.id, status: "expired", note: due.note, at: now });
      await enqueueOrderEmail(tx, shop, order, { kind: due.email });
    }
    return expired;
  });
}
