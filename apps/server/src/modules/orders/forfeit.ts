import { and, eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { orders } from "../../db/schema";
import { recordEvent } from "./history";
import { restockOrders } from "./stock";
import { type Note } from "./notes";

/**
 * Cancels every unpaid order of an account, gives its stock back and detaches it from the
 * account, in the caller's transaction (an account taken back by its address's owner,
 * modules/accounts/takeover.ts). The rows stay, cancelled, as a deleted account's orders do:
 * for the records, and so that a payment still on its way is refunded by the sweep like that of
 * any cancelled order. No email: the address belongs to someone who never placed them.
 * Answers the orders' ids.
 */
export async function forfeitUnpaidOrders(tx: Tx, userId: string, note: Note): Promise<string[]> {
  const cancelled = await tx
    .update(orders)
    .set({ status: "cancelled", userId: null })
    .where(and(eq(orders.userId, userId), eq(orders.status, "unpaid")))
    .returning({ id: orders.id });
  const ids = cancelled.map((order) => order.id);
  await restockOrders(tx, ids);
  for (const orderId of ids) await recordEvent(tx, { orderId, status: "cancelled", note });
  return ids;
}
