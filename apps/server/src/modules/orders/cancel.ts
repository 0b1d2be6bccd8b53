import { messages, onAccountMessages } from "@shop/contract";
import { and, eq, inArray } from "drizzle-orm";
import type { Principal } from "../../auth/guard";
import type { ShopSettings } from "../../config";
import type { Db, InTransaction } from "../../db/client";
import { orders } from "../../db/schema";
import { conflict, notFound } from "../../errors";
import { enqueueOrderEmail } from "./emails";
import { recordEvent } from "./history";
import { assertMayAct, findOrder, type OrderRow } from "./order";
import { restock } from "./stock";

/**
 * The customer's cancel: only an unpaid order (or one awaiting approval), which keeps its row (status cancelled) and
 * gives its stock back. The status test in the update makes a cancel racing a payment safe.
 */
export async function cancelOrder(db: Db, caller: Principal, id: string, shop: ShopSettings, then?: InTransaction<OrderRow>): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await findOrder(tx, id);
    if (!order || order.status === "cancelled") throw notFound("Order");
    await assertMayAct(tx, caller, order);
    if (order.status === "expired") throw conflict(messages.order.expired);
    // Issue 28: a confirmed order is invoiced already; the office corrects it with a credit note.
    if (order.status === "confirmed") throw conflict(onAccountMessages.noCancel);
    const [cancelled] = await tx
      .update(orders)
      .set({ status: "cancelled" })
      // Issue 27: a buyer may also withdraw an order still waiting for approval.
      .where(and(eq(orders.id, id), inArray(orders.status, ["unpaid", "awaiting_approval"])))
      .returning();
    if (!cancelled) throw conflict("A paid order cannot be cancelled");
    await restock(tx, cancelled);
    await recordEvent(tx, { orderId: id, status: "cancelled", byUserId: caller.userId, note: caller.role === "admin" && cancelled.userId !== caller.userId ? "cancelled by the office" : "cancelled by the buyer" });
    await enqueueOrderEmail(tx, shop, cancelled, { kind: "cancelled" });
    await then?.(tx, cancelled);
  });
}

