import { centsToDollars, type Order } from "@shop/contract";
import { and, count, desc, eq, gte, ne, sql, type SQL } from "drizzle-orm";
import type { Principal } from "../../auth/guard";
import type { Db, Tx } from "../../db/client";
import { orders, payments, tools } from "../../db/schema";
import { AppError, badRequest, conflict, forbidden, notFound } from "../../errors";
import { paginate, type Page } from "../../lib/paging";

export type OrderRow = typeof orders.$inferSelect;

/** Stripe's (and most card networks') largest single USD charge: $999,999.99. */
export const MAX_ORDER_CENTS = 99_999_999;

export function toOrderDocument(row: OrderRow): Order {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    product: row.product,
    productId: row.toolId,
    quantity: row.quantity,
    unitPrice: centsToDollars(row.unitPriceCents),
    price: centsToDollars(row.priceCents),
    paid: row.status === "paid" || row.status === "shipped",
    status: row.status,
    transactionId: row.transactionId,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface PlaceOrderInput {
  name: string;
  phone: string;
  address: string;
  productId: string;
  quantity?: number | undefined;
}

/**
 * Places an order and reserves its stock in one transaction. The stock is taken with a
 * conditional update (`available >= quantity`), so concurrent orders can never drive it
 * below zero: the database decides who gets the last units.
 */
export async function placeOrder(db: Db, buyer: Principal, input: PlaceOrderInput): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const [tool] = await tx.select().from(tools).where(eq(tools.id, input.productId)).limit(1);
    if (!tool) throw notFound("Tool");
    const quantity = input.quantity ?? tool.minimumOrderQuantity;
    if (quantity < tool.minimumOrderQuantity) {
      throw badRequest(`Order at least ${tool.minimumOrderQuantity} of ${tool.name}`, [
        { path: "body.quantity", message: `must be at least ${tool.minimumOrderQuantity}` },
      ]);
    }
    if (tool.priceCents * quantity > MAX_ORDER_CENTS) {
      throw badRequest("This order is too large to pay by card in one payment; split it into several orders", [
        { path: "body.quantity", message: `must cost at most $${MAX_ORDER_CENTS / 100}` },
      ]);
    }
    const [reserved] = await tx
      .update(tools)
      .set({ availableQuantity: sql`${tools.availableQuantity} - ${quantity}` })
      .where(and(eq(tools.id, tool.id), gte(tools.availableQuantity, quantity)))
      .returning({ availableQuantity: tools.availableQuantity });
    if (!reserved) {
      const [now] = await tx.select({ left: tools.availableQuantity }).from(tools).where(eq(tools.id, tool.id));
      throw conflict(`Only ${now?.left ?? 0} of ${tool.name} left in stock`);
    }
    const [order] = await tx
      .insert(orders)
      .values({
        userId: buyer.userId,
        email: buyer.email,
        name: input.name,
        phone: input.phone,
        address: input.address,
        product: tool.name,
        toolId: tool.id,
        quantity,
        unitPriceCents: tool.priceCents,
        priceCents: tool.priceCents * quantity,
      })
      .returning();
    if (!order) throw new Error("insert returned no row");
    return order;
  });
}

export async function findOrder(db: Db | Tx, id: string): Promise<OrderRow | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return order;
}

/** The order, if the caller may see it: its owner or an admin (403 for anyone else). */
export async function orderFor(db: Db, caller: Principal, id: string): Promise<OrderRow> {
  const order = await findOrder(db, id);
  if (!order) throw notFound("Order");
  if (caller.role !== "admin" && order.userId !== caller.userId) throw forbidden("This order belongs to someone else");
  return order;
}

async function paged(
  db: Db,
  where: SQL | undefined,
  page: Page | undefined,
): Promise<{ items: Order[]; total: number }> {
  const { rows, total } = await paginate(
    db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).$dynamic(),
    () => db.select({ n: count() }).from(orders).where(where),
    page,
  );
  return { items: rows.map(toOrderDocument), total };
}

/**
 * My orders, newest first; cancelled ones are gone from the list. A customer sees only
 * their own (403 for another email); an admin may look up anyone's by email.
 */
export function listOrdersOf(db: Db, caller: Principal, email: string, page?: Page) {
  const wanted = email.toLowerCase();
  if (wanted === caller.email) return paged(db, and(eq(orders.userId, caller.userId), ne(orders.status, "cancelled")), page);
  if (caller.role !== "admin") throw forbidden("You may only list your own orders");
  return paged(db, and(eq(orders.email, wanted), ne(orders.status, "cancelled")), page);
}

export const listAllOrders = (db: Db, page?: Page) => paged(db, undefined, page);

/** Gives an unpaid order's units back to its tool (if the tool still exists). */
async function restock(tx: Tx, order: OrderRow): Promise<void> {
  if (!order.toolId) return;
  await tx
    .update(tools)
    .set({ availableQuantity: sql`${tools.availableQuantity} + ${order.quantity}` })
    .where(eq(tools.id, order.toolId));
}

/**
 * The customer's cancel: only an unpaid order, which keeps its row (status cancelled) and
 * gives its stock back. The status test in the update makes a cancel racing a payment safe.
 */
export async function cancelOrder(db: Db, caller: Principal, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await findOrder(tx, id);
    if (!order || order.status === "cancelled") throw notFound("Order");
    if (caller.role !== "admin" && order.userId !== caller.userId) throw forbidden("This order belongs to someone else");
    const [cancelled] = await tx
      .update(orders)
      .set({ status: "cancelled" })
      .where(and(eq(orders.id, id), eq(orders.status, "unpaid")))
      .returning();
    if (!cancelled) throw conflict("A paid order cannot be cancelled");
    await restock(tx, cancelled);
  });
}

/** The admin's delete: the order goes; if it was unpaid its stock comes back. Payment records stay. */
export async function deleteOrder(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(orders).where(eq(orders.id, id)).returning();
    if (!deleted) throw notFound("Order");
    if (deleted.status === "unpaid") await restock(tx, deleted);
  });
}

/** Admin: a paid order has been shipped. */
export async function shipOrder(db: Db, id: string): Promise<OrderRow> {
  const [shipped] = await db
    .update(orders)
    .set({ status: "shipped" })
    .where(and(eq(orders.id, id), eq(orders.status, "paid")))
    .returning();
  if (shipped) return shipped;
  const order = await findOrder(db, id);
  if (!order) throw notFound("Order");
  if (order.status === "shipped") return order;
  throw conflict(`Only a paid order can be shipped; this one is ${order.status}`);
}

/**
 * Marks an order paid once its payment has been confirmed by the provider, and records the
 * payment. Idempotent: the same confirmation twice (the customer's PATCH and Stripe's
 * webhook, or a replay) changes nothing the second time.
 */
export async function recordPayment(
  db: Db,
  payment: { orderId: string; transactionId: string; provider: "test" | "stripe"; amountCents: number },
): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const [paid] = await tx
      .update(orders)
      .set({ status: "paid", transactionId: payment.transactionId, paidAt: new Date() })
      .where(and(eq(orders.id, payment.orderId), eq(orders.status, "unpaid"), eq(orders.priceCents, payment.amountCents)))
      .returning();
    if (paid) {
      await tx.insert(payments).values(payment).onConflictDoNothing();
      return paid;
    }
    const order = await findOrder(tx, payment.orderId);
    if (!order) throw notFound("Order");
    if (order.transactionId === payment.transactionId) return order;
    if (order.status === "cancelled") throw conflict("This order was cancelled");
    if (order.status !== "unpaid") throw conflict("This order is already paid");
    throw new AppError("bad_request", "The payment does not match this order's amount");
  });
}

