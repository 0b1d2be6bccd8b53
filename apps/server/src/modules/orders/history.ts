import type { OrderStatus } from "@shop/contract";
import { and, asc, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { orderEvents } from "../../db/schema";
import { englishNote, type Note } from "./notes";

/**
 * Writes one step of an order's history. Always called in the transaction that changes the
 * status, so a rolled-back change leaves no step behind.
 */
export async function recordEvent(
  tx: Db | Tx,
  event: { orderId: string; status: OrderStatus; byUserId?: string | null | undefined; note?: Note | undefined; at?: Date | undefined },
): Promise<void> {
  await tx.insert(orderEvents).values({
    orderId: event.orderId,
    status: event.status,
    byUserId: event.byUserId ?? null,
    note: event.note ? englishNote(event.note) : null,
    noteParts: event.note ?? null,
    ...(event.at ? { at: event.at } : {}),
  });
}

/** When the order was marked shipped (its goods dispatched), or null while it has not been. */
export async function dispatchedAt(db: Db | Tx, orderId: string): Promise<Date | null> {
  const [event] = await db
    .select({ at: orderEvents.at })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.status, "shipped")))
    .orderBy(asc(orderEvents.at))
    .limit(1);
  return event?.at ?? null;
}
