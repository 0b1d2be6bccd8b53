import { formatCents } from "@shop/contract";
import { and, eq, inArray, ne, notExists } from "drizzle-orm";
import type { Principal } from "../../auth/guard";
import type { Db } from "../../db/client";
import { orders, paymentIntents, payments, refunds } from "../../db/schema";
import { AppError, conflict, notFound } from "../../errors";
import type { ShopSettings } from "../../config";
import { enqueueOrderEmail } from "./emails";
import { recordEvent } from "./history";
import { findOrder, toPay, type OrderRow, type PaymentDeps } from "./order";
import { restock } from "./stock";

/**
 * Money going back, whoever starts it: the office's Cancel with refund, a refund made in
 * Stripe's dashboard, and the automatic refund of a payment that arrived after its order
 * closed. All three record it through writeRefund, the one writer of `refunds`.
 */

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
 * Records a refund in one transaction: a paid or shipped order it belongs to closes
 * (cancelled, stock back, history), and the buyer is mailed when the money is newly recorded.
 * The unique refund per payment and the status test in the update make a replay change nothing.
 */
async function writeRefund(db: Db, refund: RefundRecord, shop: ShopSettings): Promise<{ recorded: boolean; closed: OrderRow | undefined }> {
  return db.transaction(async (tx) => {
    const [closed] = await tx
      .update(orders)
      .set({ status: "cancelled" })
      .where(and(eq(orders.id, refund.orderId), inArray(orders.status, ["paid", "shipped"])))
      .returning();
    const inserted = await tx.insert(refunds).values(refund).onConflictDoNothing().returning({ id: refunds.id });
    if (closed) {
      await restock(tx, closed);
      await recordEvent(tx, { orderId: closed.id, status: "cancelled", byUserId: refund.byUserId, note: `refunded ${formatCents(refund.amountCents)}: ${refund.reason}` });
    }
    const recorded = inserted.length > 0;
    const order = closed ?? (recorded ? await findOrder(tx, refund.orderId) : undefined);
    if (order && (recorded || closed)) await enqueueOrderEmail(tx, shop, order, { kind: "refunded", amountCents: refund.amountCents });
    return { recorded, closed };
  });
}

/**
 * The office's Cancel with refund: only a paid or shipped order, once (409 otherwise). The
 * provider is asked first (idempotent per payment at Stripe), then the order closes; two
 * admins racing get one refund and one 409.
 */
export async function refundOrder(deps: PaymentDeps, caller: Principal, id: string, reason: string | undefined): Promise<OrderRow> {
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
  const { closed } = await writeRefund(
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
  deps: PaymentDeps,
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
  const { closed } = await writeRefund(
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

/**
 * Gives back a payment that arrived after its order expired or was cancelled, once: the
 * provider's refund is idempotent per transaction, and writeRefund records it once whoever
 * asks twice.
 */
export async function refundLatePayment(deps: PaymentDeps, payment: { orderId: string; transactionId: string; amountCents: number }, reason: string): Promise<void> {
  const provider = deps.payments.name;
  const [done] = await deps.db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.provider, provider), eq(refunds.transactionId, payment.transactionId)))
    .limit(1);
  if (done) return;
  const providerRefundId = await deps.payments.refund(payment);
  const { recorded } = await writeRefund(deps.db, { ...payment, provider, providerRefundId, reason, byUserId: null }, deps.config);
  if (recorded) deps.log.warn({ orderId: payment.orderId, transactionId: payment.transactionId, providerRefundId, reason }, "payment refunded automatically");
}

/** How many payment attempts one sweep asks the provider about; the next sweep takes the rest. */
export const PROVIDER_BATCH = 200;

/** A provider call that failed is logged by the provider and retried by the next sweep. */
export async function eachSafely<T>(ctx: PaymentDeps, items: T[], work: (item: T) => Promise<boolean>): Promise<number> {
  let done = 0;
  for (const item of items) {
    try {
      if (await work(item)) done += 1;
    } catch (error) {
      if (!(error instanceof AppError)) ctx.log.error({ err: error }, "sweep step failed");
    }
  }
  return done;
}

/**
 * The attempts of orders that can no longer be paid (expired, cancelled): cancelled at the
 * provider so nobody can still pay them, or refunded when a payment got through anyway.
 */
export async function settleAttemptsOfClosedOrders(ctx: PaymentDeps): Promise<number> {
  const attempts = await ctx.db
    .select({ intent: paymentIntents, order: orders })
    .from(paymentIntents)
    .innerJoin(orders, eq(orders.id, paymentIntents.orderId))
    .where(
      and(
        inArray(orders.status, ["expired", "cancelled"]),
        eq(paymentIntents.provider, ctx.payments.name),
        ne(paymentIntents.status, "cancelled"),
        notExists(ctx.db.select({ id: refunds.id }).from(refunds).where(eq(refunds.orderId, orders.id))),
      ),
    )
    .limit(PROVIDER_BATCH);
  return eachSafely(ctx, attempts, async ({ intent, order }) => {
    const transactionId = await ctx.payments.findSucceededPayment(intent, toPay(order));
    if (transactionId) {
      await refundLatePayment(ctx, { orderId: order.id, transactionId, amountCents: order.priceCents }, `order ${order.status} before its payment arrived`);
      return true;
    }
    await ctx.payments.cancelIntent(intent);
    await ctx.db
      .update(paymentIntents)
      .set({ status: "cancelled" })
      .where(and(eq(paymentIntents.id, intent.id), eq(paymentIntents.status, "requires_payment")));
    return true;
  });
}

