import { onAccountMessages, orderOfficeMessages } from "@shop/contract";
import { eq } from "drizzle-orm";
import type { Db, InTransaction } from "../../db/client";
import { orders } from "../../db/schema";
import { conflict, notFound } from "../../errors";
import type { OrderRow } from "./order";
import { restock } from "./stock";

/**
 * The admin's delete: the order goes; if it was unpaid its stock comes back. Payment records
 * stay. A paid or shipped order is never deleted (409): it has an invoice and money behind it,
 * and is cancelled with a refund instead.
 */
export async function deleteOrder(db: Db, id: string, then?: InTransaction<OrderRow>): Promise<void> {
  await db.transaction(async (tx) => {
    // Locked first: the lines (deleted with the order) say what stock comes back, and a payment
    // racing the delete waits, then finds no order.
    const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for("update");
    if (!order) throw notFound("Order");
    if (order.status === "paid" || order.status === "shipped") throw conflict(orderOfficeMessages.paidNoDelete);
    if (order.status === "confirmed") throw conflict(onAccountMessages.noDelete);
    if (order.status === "unpaid") await restock(tx, order);
    await tx.delete(orders).where(eq(orders.id, id));
    await then?.(tx, order);
  });
}

