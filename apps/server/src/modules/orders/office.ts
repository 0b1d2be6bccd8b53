import { centsToDollars, formatCents, type OrderDetail } from "@shop/contract";
import { stringify } from "csv-stringify/sync";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Principal } from "../../auth/guard";
import type { Db } from "../../db/client";
import { orderEvents, orders, payments, refunds, users } from "../../db/schema";
import { conflict, notFound } from "../../errors";
import type { PaymentProvider } from "../../payments/provider";
import { enqueueOrderEmail, type ShopSettings } from "./emails";
import { recordEvent } from "./history";
import { findInvoice } from "./invoices";
import { lineText, type OrderLineRow } from "./lines";
import { findOrder, orderDocument, orderFor, restock, type OrderRow } from "./orders";

/** The order page: the order, its history, its payment and refund, its invoice number. */
export async function orderDetail(db: Db, caller: Principal, id: string): Promise<OrderDetail> {
  const order = await orderFor(db, caller, id);
  const events = await db
    .select({ event: orderEvents, email: users.email })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.byUserId))
    .where(eq(orderEvents.orderId, id))
    .orderBy(asc(orderEvents.at), asc(orderEvents.id));
  const [payment] = await db.select().from(payments).where(eq(payments.orderId, id)).orderBy(asc(payments.createdAt)).limit(1);
  const [refund] = await db.select().from(refunds).where(eq(refunds.orderId, id)).orderBy(asc(refunds.createdAt)).limit(1);
  const invoice = await findInvoice(db, id);
  const office = caller.role === "admin";
  return {
    ...(await orderDocument(db, order)),
    history: events.map(({ event, email }) => ({
      status: event.status,
      at: event.at.toISOString(),
      // Buyers see that the shop acted, not which person of the office did.
      by: event.byUserId === null ? null : office ? email : event.byUserId === order.userId ? "you" : "the shop",
      note: event.note,
    })),
    payment: payment
      ? { provider: payment.provider, transactionId: payment.transactionId, amount: centsToDollars(payment.amountCents), at: payment.createdAt.toISOString() }
      : null,
    refund: refund ? { amount: centsToDollars(refund.amountCents), at: refund.createdAt.toISOString(), reason: refund.reason } : null,
    invoiceNumber: invoice?.number ?? null,
  };
}

interface RefundRecord {
  orderId: string;
  provider: "test" | "stripe";
  transactionId: string;
  providerRefundId: string | null;
  amountCents: number;
  reason: string;
  byUserId: string | null;
}

/**
 * Records a refund and closes its order in one transaction: a paid or shipped order becomes
 * cancelled, its stock returns, the history and the buyer's email are written. The unique
 * refund per payment and the status test in the update make a replay change nothing.
 */
async function closeWithRefund(db: Db, refund: RefundRecord, shop: ShopSettings): Promise<OrderRow | undefined> {
  return db.transaction(async (tx) => {
    const [closed] = await tx
      .update(orders)
      .set({ status: "cancelled" })
      .where(and(eq(orders.id, refund.orderId), inArray(orders.status, ["paid", "shipped"])))
      .returning();
    await tx
      .insert(refunds)
      .values({
        orderId: refund.orderId,
        provider: refund.provider,
        transactionId: refund.transactionId,
        providerRefundId: refund.providerRefundId,
        amountCents: refund.amountCents,
        reason: refund.reason,
      })
      .onConflictDoNothing();
    if (!closed) return undefined;
    await restock(tx, closed);
    await recordEvent(tx, { orderId: closed.id, status: "cancelled", byUserId: refund.byUserId, note: `refunded ${formatCents(refund.amountCents)}: ${refund.reason}` });
    await enqueueOrderEmail(tx, shop, closed, { kind: "refunded", amountCents: refund.amountCents });
    return closed;
  });
}

export interface RefundDeps {
  db: Db;
  payments: PaymentProvider;
  log: FastifyBaseLogger;
  config: ShopSettings;
}

/**
 * The office's Cancel with refund: only a paid or shipped order, once (409 otherwise). The
 * provider is asked first (idempotent per payment at Stripe), then the order closes; two
 * admins racing get one refund and one 409.
 */
export async function refundOrder(deps: RefundDeps, caller: Principal, id: string, reason: string | undefined): Promise<OrderRow> {
  const order = await findOrder(deps.db, id);
  if (!order) throw notFound("Order");
  const [done] = await deps.db.select({ id: refunds.id }).from(refunds).where(eq(refunds.orderId, id)).limit(1);
  if (done) throw conflict("This order was already refunded");
  if (order.status !== "paid" && order.status !== "shipped") throw conflict(`Only a paid or shipped order can be refunded; this one is ${order.status}`);
  const [payment] = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, id), eq(payments.provider, deps.payments.name)))
    .limit(1);
  if (!payment) throw conflict("No payment of this order was recorded with the current payment provider");
  const providerRefundId = await deps.payments.refund({ orderId: id, transactionId: payment.transactionId, amountCents: payment.amountCents });
  const closed = await closeWithRefund(
    deps.db,
    {
      orderId: id,
      provider: payment.provider,
      transactionId: payment.transactionId,
      providerRefundId,
      amountCents: payment.amountCents,
      reason: reason?.trim() || "cancelled by the office",
      byUserId: caller.userId,
    },
    deps.config,
  );
  if (!closed) throw conflict("This order was already refunded");
  deps.log.info({ orderId: id, providerRefundId }, "order cancelled with a refund");
  return closed;
}

/**
 * Stripe's `charge.refunded`: a refund made in Stripe's dashboard closes its order as the
 * office's would. Our own refunds arrive here too, already recorded: then nothing changes.
 * A partial refund is left to a person (logged).
 */
export async function applyProviderRefund(
  deps: RefundDeps,
  charge: { paymentIntentId: string; fullyRefunded: boolean; amountRefundedCents: number; refundId: string | null },
): Promise<"closed" | "recorded" | "ignored"> {
  const [payment] = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, deps.payments.name), eq(payments.transactionId, charge.paymentIntentId)))
    .limit(1);
  if (!payment) {
    deps.log.warn({ paymentIntent: charge.paymentIntentId }, "a refund for a payment we have no record of");
    return "ignored";
  }
  if (!charge.fullyRefunded) {
    deps.log.warn({ orderId: payment.orderId, amountRefundedCents: charge.amountRefundedCents }, "a partial refund made at the provider: the order is left as it is");
    return "ignored";
  }
  const closed = await closeWithRefund(
    deps.db,
    {
      orderId: payment.orderId,
      provider: payment.provider,
      transactionId: payment.transactionId,
      providerRefundId: charge.refundId,
      amountCents: charge.amountRefundedCents,
      reason: "refunded at the payment provider",
      byUserId: null,
    },
    deps.config,
  );
  return closed ? "closed" : "recorded";
}

/** The largest CSV export; the newest rows of the filter are answered (decision 014). */
export const EXPORT_CAP = 10_000;

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return) as a
 * formula: such text cells get a leading apostrophe (OWASP's advice on CSV injection).
 */
export const neutralizeFormula = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

export const CSV_COLUMNS = [
  "Order id",
  "Placed at",
  "Status",
  "Name",
  "Email",
  "Phone",
  "Address",
  "Product",
  "Quantity",
  "Unit price",
  "Total",
  "Transaction id",
  "Paid at",
  "Carrier",
  "Tracking number",
  "PO number",
  "Delivery date",
  "Lines",
] as const;

/** One row per order; the Lines cell names every line (`linesOf` maps an order's id to its lines). */
export function ordersCsv(rows: OrderRow[], linesOf: ReadonlyMap<string, readonly OrderLineRow[]>): string {
  const text = (value: string | null) => (value === null ? "" : neutralizeFormula(value));
  return stringify(
    rows.map((row) => [
      row.id,
      row.createdAt.toISOString(),
      row.status,
      text(row.name),
      text(row.email),
      text(row.phone),
      text(row.address),
      text(row.product),
      String(row.quantity),
      centsToDollars(row.unitPriceCents).toFixed(2),
      centsToDollars(row.priceCents).toFixed(2),
      text(row.transactionId),
      row.paidAt ? row.paidAt.toISOString() : "",
      text(row.carrier),
      text(row.trackingNumber),
      text(row.poNumber),
      row.deliveryDate ?? "",
      text((linesOf.get(row.id) ?? []).map(lineText).join("; ")),
    ]),
    // Every field quoted: a spreadsheet that splits on ";" (or a tab) would otherwise read
    // `Bob;=cmd|…` as a second cell that starts with "=", past the apostrophe rule.
    { header: true, columns: [...CSV_COLUMNS], quoted: true, quoted_empty: true, record_delimiter: "\r\n" },
  );
}
