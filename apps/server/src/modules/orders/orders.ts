import { centsToDollars, messages, orderOfficeMessages, type Order, type OrderStatus } from "@shop/contract";
import { and, asc, count, desc, eq, inArray, isNull, lt, sql, type SQL } from "drizzle-orm";
import type { Principal } from "../../auth/guard";
import type { Db, Tx } from "../../db/client";
import { orders, payments, tools, users } from "../../db/schema";
import { AppError, conflict, forbidden, notFound } from "../../errors";
import { cheapTotal, paginate, type ListAnswer, type Page } from "../../lib/paging";
import { enqueueOrderEmail, type ShopSettings } from "./emails";
import { recordEvent } from "./history";
import { issueInvoice } from "./invoices";
import { compareIds, linesByOrder, linesOf, toOrderLine, type OrderLineRow } from "./lines";

export type OrderRow = typeof orders.$inferSelect;

/** Stripe's (and most card networks') largest single USD charge: $999,999.99. */
export const MAX_ORDER_CENTS = 99_999_999;

/** The order as answered, with its lines (loaded with linesOf or, for many orders, linesByOrder). */
export function toOrderDocument(row: OrderRow, lines: readonly OrderLineRow[]): Order {
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
    holdUntil: row.status === "unpaid" && row.holdUntil ? row.holdUntil.toISOString() : null,
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    items: lines.map(toOrderLine),
    poNumber: row.poNumber,
    deliveryDate: row.deliveryDate,
  };
}

/** Many orders as answered, their lines read in one query. */
export async function orderDocuments(db: Db | Tx, rows: readonly OrderRow[]): Promise<Order[]> {
  const lines = await linesByOrder(db, rows.map((row) => row.id));
  return rows.map((row) => toOrderDocument(row, lines.get(row.id) ?? []));
}

/** One order as answered. */
export async function orderDocument(db: Db | Tx, row: OrderRow): Promise<Order> {
  return toOrderDocument(row, await linesOf(db, row.id));
}

/** How long an order holds its stock, and how many unpaid orders one customer may hold (config.orders). */
export interface OrderRules {
  holdMinutes: number;
  maxUnpaid: number;
}

/**
 * Whether an unpaid order's hold has run out. The sweep turns such orders into `expired`
 * within a minute; until it has, payment is refused all the same, so the rule does not
 * depend on when the sweep last ran.
 */
export const holdHasRunOut = (order: OrderRow, now = new Date()) =>
  order.status === "expired" || (order.status === "unpaid" && order.holdUntil !== null && order.holdUntil <= now);

/** 409 unless a confirmed payment may still be applied to the order: it is unpaid (not expired, cancelled or paid). */
export function assertPayable(order: OrderRow): void {
  if (order.status === "expired") throw conflict(messages.order.expired);
  if (order.status === "cancelled") throw conflict("This order was cancelled");
  if (order.status !== "unpaid") throw conflict("This order is already paid");
}

/**
 * 409 unless a new payment may start: the order is payable and within its hold. A payment
 * that was already made in time is still applied after the hold (assertPayable), since the
 * order keeps its stock until the sweep expires it, and the sweep asks the provider first.
 */
export function assertOpenForPayment(order: OrderRow, now = new Date()): void {
  if (holdHasRunOut(order, now)) throw conflict(messages.order.expired);
  assertPayable(order);
}

/**
 * The cap on unpaid orders. The buyer's user row is locked first, so two placements of one
 * customer run one after the other on PostgreSQL and the second counts the first: concurrent
 * requests cannot exceed the cap. Orders whose hold ran out no longer count (the sweep is
 * about to expire them).
 */
export async function assertUnderUnpaidCap(tx: Tx, buyer: Principal, maxUnpaid: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, buyer.userId)).for("update");
  const [held] = await tx
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.userId, buyer.userId), eq(orders.status, "unpaid"), sql`${orders.holdUntil} > now()`));
  if ((held?.n ?? 0) >= maxUnpaid) throw conflict(messages.order.tooManyUnpaid(maxUnpaid));
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

/** Whose orders a list holds: one customer's or one email's; absent, everyone's. */
interface ListOwner {
  column: typeof orders.userId | typeof orders.email | typeof orders.status;
  value: string;
}

/**
 * One owner's orders are matched as `= any(array[…])` and ordered by the owner's column first.
 * Either alone would do nothing; together they keep PostgreSQL from serving a customer's page
 * by filtering the all-orders index (created_at, id) backwards, which it picks when that
 * customer's orders are a large share of all and lie far back in time: measured at 100,000
 * orders, 45 ms instead of 0.3 ms through the customer's own index (decision 008).
 */
function ownerFilter(owner: ListOwner): SQL {
  const type = owner.column === orders.userId ? sql`uuid[]` : sql`text[]`;
  return sql`${owner.column} = any(array[${owner.value}]::${type})`;
}

async function paged(db: Db, owner: ListOwner | undefined, where: SQL | undefined, page: Page | undefined): Promise<ListAnswer<Order>> {
  const filter = owner ? and(ownerFilter(owner), where) : where;
  const answer = await paginate(
    (newestFirst) => {
      const by = newestFirst ? desc : asc;
      const order = [...(owner ? [by(owner.column)] : []), by(orders.createdAt), by(orders.id)];
      return db.select().from(orders).where(filter).orderBy(...order).$dynamic();
    },
    "newest-first",
    () => cheapTotal(db, () => db.select({ id: orders.id }).from(orders).where(filter).$dynamic()),
    page,
  );
  return { ...answer, items: await orderDocuments(db, answer.items) };
}

/**
 * My orders, newest first, in every status: a cancelled or expired order stays, marked so,
 * so the customer keeps the record of what they ordered and sees why it can no longer be
 * paid. A customer sees only their own (403 for another email); an admin may look up
 * anyone's by email.
 */
export function listOrdersOf(db: Db, caller: Principal, email: string, page?: Page) {
  const wanted = email.toLowerCase();
  if (wanted === caller.email) return paged(db, { column: orders.userId, value: caller.userId }, undefined, page);
  if (caller.role !== "admin") throw forbidden("You may only list your own orders");
  return paged(db, { column: orders.email, value: wanted }, undefined, page);
}

/** Manage All Orders' filters: a status, and a search by the buyer's whole email or the order's id. */
export interface OrderFilter {
  status?: OrderStatus | undefined;
  q?: string | undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A filter as the leading column of an index (decision 014): the email index for a search by
 * email, the status index for a status alone, the primary key for an order id.
 */
function filterOf(filter: OrderFilter): { owner: ListOwner | undefined; where: SQL | undefined } {
  const q = filter.q?.trim();
  const status = filter.status ? eq(orders.status, filter.status) : undefined;
  if (q && UUID.test(q)) return { owner: undefined, where: and(eq(orders.id, q.toLowerCase()), status) };
  if (q) return { owner: { column: orders.email, value: q.toLowerCase() }, where: status };
  if (filter.status) return { owner: { column: orders.status, value: filter.status }, where: undefined };
  return { owner: undefined, where: undefined };
}

export function listAllOrders(db: Db, filter: OrderFilter = {}, page?: Page) {
  const { owner, where } = filterOf(filter);
  return paged(db, owner, where, page);
}

/** The newest `cap` orders the filter matches, in list order, for the CSV export. */
export async function ordersToExport(db: Db, filter: OrderFilter, cap: number): Promise<OrderRow[]> {
  const { owner, where } = filterOf(filter);
  return db
    .select()
    .from(orders)
    .where(owner ? and(ownerFilter(owner), where) : where)
    .orderBy(...(owner ? [desc(owner.column)] : []), desc(orders.createdAt), desc(orders.id))
    .limit(cap);
}

/** Gives orders' units back to their tools (those that still exist), every line of each. */
export async function restockOrders(tx: Tx, orderIds: readonly string[]): Promise<void> {
  const byTool = new Map<string, number>();
  for (const lines of (await linesByOrder(tx, orderIds)).values()) {
    for (const line of lines) if (line.toolId) byTool.set(line.toolId, (byTool.get(line.toolId) ?? 0) + line.quantity);
  }
  for (const [toolId, quantity] of [...byTool].sort(([a], [b]) => compareIds(a, b))) {
    await tx
      .update(tools)
      .set({ availableQuantity: sql`${tools.availableQuantity} + ${quantity}` })
      .where(eq(tools.id, toolId));
  }
}

/** Gives a cancelled, expired or refunded order's units back. */
export const restock = (tx: Tx, order: OrderRow) => restockOrders(tx, [order.id]);

/**
 * The customer's cancel: only an unpaid order, which keeps its row (status cancelled) and
 * gives its stock back. The status test in the update makes a cancel racing a payment safe.
 */
export async function cancelOrder(db: Db, caller: Principal, id: string, shop: ShopSettings): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await findOrder(tx, id);
    if (!order || order.status === "cancelled") throw notFound("Order");
    if (caller.role !== "admin" && order.userId !== caller.userId) throw forbidden("This order belongs to someone else");
    if (order.status === "expired") throw conflict(messages.order.expired);
    const [cancelled] = await tx
      .update(orders)
      .set({ status: "cancelled" })
      .where(and(eq(orders.id, id), eq(orders.status, "unpaid")))
      .returning();
    if (!cancelled) throw conflict("A paid order cannot be cancelled");
    await restock(tx, cancelled);
    await recordEvent(tx, { orderId: id, status: "cancelled", byUserId: caller.userId, note: caller.role === "admin" && cancelled.userId !== caller.userId ? "cancelled by the office" : "cancelled by the buyer" });
    await enqueueOrderEmail(tx, shop, cancelled, { kind: "cancelled" });
  });
}

/**
 * The admin's delete: the order goes; if it was unpaid its stock comes back. Payment records
 * stay. A paid or shipped order is never deleted (409): it has an invoice and money behind it,
 * and is cancelled with a refund instead.
 */
export async function deleteOrder(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    // Locked first: the lines (deleted with the order) say what stock comes back, and a payment
    // racing the delete waits, then finds no order.
    const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for("update");
    if (!order) throw notFound("Order");
    if (order.status === "paid" || order.status === "shipped") throw conflict(orderOfficeMessages.paidNoDelete);
    if (order.status === "unpaid") await restock(tx, order);
    await tx.delete(orders).where(eq(orders.id, id));
  });
}

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
): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const [shipped] = await tx
      .update(orders)
      .set({ status: "shipped", carrier: shipment.carrier, trackingNumber: shipment.trackingNumber })
      .where(and(eq(orders.id, id), eq(orders.status, "paid")))
      .returning();
    if (shipped) {
      await recordEvent(tx, { orderId: id, status: "shipped", byUserId: caller.userId, note: `${shipment.carrier}, tracking ${shipment.trackingNumber}` });
      await enqueueOrderEmail(tx, shop, shipped, { kind: "shipped", ...shipment });
      return shipped;
    }
    const order = await findOrder(tx, id);
    if (!order) throw notFound("Order");
    if (order.status === "shipped") return order;
    throw conflict(`Only a paid order can be shipped; this one is ${order.status}`);
  });
}

/**
 * Marks an order paid once its payment has been confirmed by the provider, and records the
 * payment. Idempotent: the same confirmation twice (the customer's PATCH and Stripe's
 * webhook, or a replay) changes nothing the second time.
 */
export async function recordPayment(
  db: Db,
  payment: { orderId: string; transactionId: string; provider: "test" | "stripe"; amountCents: number },
  shop: ShopSettings,
): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const paidAt = new Date();
    const [paid] = await tx
      .update(orders)
      .set({ status: "paid", transactionId: payment.transactionId, paidAt })
      .where(and(eq(orders.id, payment.orderId), eq(orders.status, "unpaid"), eq(orders.priceCents, payment.amountCents)))
      .returning();
    if (paid) {
      await tx.insert(payments).values(payment).onConflictDoNothing();
      const invoice = await issueInvoice(tx, paid.id, paidAt);
      await recordEvent(tx, { orderId: paid.id, status: "paid", note: `payment received (${payment.provider})`, at: paidAt });
      await enqueueOrderEmail(tx, shop, paid, { kind: "paid", invoiceNumber: invoice.number });
      return paid;
    }
    const order = await findOrder(tx, payment.orderId);
    if (!order) throw notFound("Order");
    if (order.transactionId === payment.transactionId) return order;
    if (order.status === "expired") throw conflict(messages.order.expired);
    if (order.status === "cancelled") throw conflict("This order was cancelled");
    if (order.status !== "unpaid") throw conflict("This order is already paid");
    throw new AppError("bad_request", "The payment does not match this order's amount");
  });
}

