import { and, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Principal } from "../auth/guard";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { paymentIntents, refunds } from "../db/schema";
import { AppError, badRequest } from "../errors";
import { assertOpenForPayment, assertPayable, findOrder, orderFor, recordPayment, type OrderRow } from "../modules/orders/orders";
import type { OrderToPay, PaymentProvider } from "./provider";
import { StripePaymentProvider, type StripeConnection } from "./stripe-provider";
import { TestPaymentProvider } from "./test-provider";
import { enqueueOrderEmail, type ShopSettings } from "../modules/orders/emails";

export function createPaymentProvider(config: Config, db: Db, log: FastifyBaseLogger, stripeConnection?: StripeConnection): PaymentProvider {
  return config.payments.provider === "stripe"
    ? new StripePaymentProvider(config.payments, log, stripeConnection)
    : new TestPaymentProvider(db);
}

export const toPay = (order: OrderRow): OrderToPay => ({ id: order.id, amountCents: order.priceCents, email: order.email });

/**
 * `POST /api/create-payment-intent`: the client secret for the caller's unpaid order, for
 * the order's own amount. One intent per order: asking again answers the same secret.
 */
export async function clientSecretFor(db: Db, provider: PaymentProvider, caller: Principal, orderId: string): Promise<string> {
  const order = await orderFor(db, caller, orderId);
  assertOpenForPayment(order);
  const existing = () =>
    db
      .select({ clientSecret: paymentIntents.clientSecret })
      .from(paymentIntents)
      .where(and(eq(paymentIntents.orderId, order.id), eq(paymentIntents.provider, provider.name)))
      .limit(1);
  const [stored] = await existing();
  if (stored) return stored.clientSecret;
  const created = await provider.createIntent(toPay(order));
  // A concurrent request may have stored its intent first; the unique index keeps one.
  await db
    .insert(paymentIntents)
    .values({ orderId: order.id, provider: provider.name, amountCents: order.priceCents, ...created })
    .onConflictDoNothing();
  const [kept] = await existing();
  if (!kept) throw new Error("the payment intent was not stored");
  return kept.clientSecret;
}

/**
 * `PATCH /api/orders/{id}` with the spec's payment record: the order is marked paid only
 * when the provider confirms that this transaction paid this order's amount.
 */
export async function confirmOrderPayment(
  db: Db,
  provider: PaymentProvider,
  caller: Principal,
  orderId: string,
  record: { orderId?: string | undefined; transactionId: string },
  shop: ShopSettings,
): Promise<OrderRow> {
  if (record.orderId !== undefined && record.orderId !== orderId) {
    throw badRequest("The payment's order is not this order", [{ path: "body.orderId", message: "must be this order's id" }]);
  }
  const order = await orderFor(db, caller, orderId);
  if (order.transactionId === record.transactionId) return order;
  assertPayable(order);
  if (!(await provider.verifyPayment(record.transactionId, toPay(order)))) {
    throw badRequest("The payment could not be verified with the payment provider", [
      { path: "body.transactionId", message: "is not a completed payment of this order" },
    ]);
  }
  return recordPayment(
    db,
    {
      orderId: order.id,
      transactionId: record.transactionId,
      provider: provider.name,
      amountCents: order.priceCents,
    },
    shop,
  );
}

interface PaymentDeps {
  db: Db;
  payments: PaymentProvider;
  log: FastifyBaseLogger;
  config: ShopSettings;
}

export interface ConfirmedPayment {
  orderId: string;
  transactionId: string;
  amountCents: number;
}

/**
 * A payment the provider confirmed without the customer's PATCH (Stripe's webhook, or the
 * sweep asking the provider): it marks its order paid. If the order can no longer take it
 * (expired or cancelled meanwhile) the money goes back. Anything else that cannot be
 * applied (the order deleted, the amount off) is logged for a person.
 */
export async function applyConfirmedPayment(deps: PaymentDeps, payment: ConfirmedPayment): Promise<"paid" | "refunded" | "unapplied"> {
  try {
    await recordPayment(deps.db, { ...payment, provider: deps.payments.name }, deps.config);
    return "paid";
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const order = await findOrder(deps.db, payment.orderId);
    if (order?.status === "expired" || order?.status === "cancelled") {
      await refundPayment(deps, payment, `order ${order.status} before its payment arrived`);
      return "refunded";
    }
    deps.log.error({ err: error, orderId: payment.orderId, transactionId: payment.transactionId }, "a confirmed payment could not be applied to its order");
    return "unapplied";
  }
}

/**
 * Gives a payment back, once: the provider's refund is idempotent per transaction, and the
 * unique (provider, transaction) index of `refunds` records it once whoever asks twice.
 */
export async function refundPayment(deps: PaymentDeps, payment: ConfirmedPayment, reason: string): Promise<void> {
  const provider = deps.payments.name;
  const [done] = await deps.db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.provider, provider), eq(refunds.transactionId, payment.transactionId)))
    .limit(1);
  if (done) return;
  const providerRefundId = await deps.payments.refund(payment);
  // The buyer hears of the money coming back in the transaction that records it.
  const recorded = await deps.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(refunds)
      .values({ ...payment, provider, providerRefundId, reason })
      .onConflictDoNothing()
      .returning({ id: refunds.id });
    const order = inserted.length > 0 ? await findOrder(tx, payment.orderId) : undefined;
    if (order) await enqueueOrderEmail(tx, deps.config, order, { kind: "refunded", amountCents: payment.amountCents });
    return inserted;
  });
  if (recorded.length > 0) {
    deps.log.warn({ orderId: payment.orderId, transactionId: payment.transactionId, providerRefundId, reason }, "payment refunded automatically");
  }
}
