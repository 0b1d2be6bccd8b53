import { lateRefundReasons, messages, paymentRefusals, stateRefusals } from "@shop/contract";
import { and, eq, ne } from "drizzle-orm";
import type { Principal } from "../../auth/guard";
import type { ShopSettings } from "../../config";
import type { Db, Tx } from "../../db/client";
import { orders, paymentIntents, payments, type PaymentProviderName } from "../../db/schema";
import { AppError, badRequest, conflict, notFound } from "../../errors";
import type { PaymentProvider } from "../../payments/provider";
import { refuseCardPaymentWhileSuspended } from "../companies/suspension";
import { enqueueOrderEmail } from "./emails";
import { recordEvent } from "./history";
import { issueInvoice } from "./invoices";
import { assertMayAct, assertOpenForPayment, assertPayable, findOrder, orderFor, toPay, type OrderRow, type PaymentDeps } from "./order";
import { eachSafely, PROVIDER_BATCH, refundLatePayment } from "./refund";
import { part, type Note } from "./notes";

/**
 * Paying an order: the intent the card form pays, the buyer's confirmation, a payment the
 * provider confirms by itself (webhook, sweep), and the one write that marks an order paid.
 */

/**
 * `POST /api/create-payment-intent`: the client secret for the caller's unpaid order, for
 * the order's own amount. One intent per order: asking again answers the same secret.
 */
export async function clientSecretFor(db: Db, provider: PaymentProvider, caller: Principal, orderId: string): Promise<string> {
  const order = await orderFor(db, caller, orderId);
  // Paying is the buyer's (and the office's): a colleague who reads the order does not pay it by
  // card, as the order page offers Pay to its buyer only (decision 039).
  await assertMayAct(db, caller, order);
  assertOpenForPayment(order);
  await refuseCardPaymentWhileSuspended(db, order.companyId);
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
    throw badRequest(paymentRefusals.otherOrder, [{ path: "body.orderId", message: paymentRefusals.otherOrderField }]);
  }
  const order = await orderFor(db, caller, orderId);
  await assertMayAct(db, caller, order);
  if (order.transactionId === record.transactionId) return order;
  assertPayable(order);
  if (!(await provider.verifyPayment(record.transactionId, toPay(order)))) {
    throw badRequest(paymentRefusals.unverified, [
      { path: "body.transactionId", message: paymentRefusals.unverifiedField },
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
      const { status } = order;
      await refundLatePayment(deps, payment, () => lateRefundReasons.closed(status));
      return "refunded";
    }
    deps.log.error({ err: error, orderId: payment.orderId, transactionId: payment.transactionId }, "a confirmed payment could not be applied to its order");
    return "unapplied";
  }
}

/**
 * Marks an order paid once its payment has been confirmed by the provider, and records the
 * payment. Idempotent: the same confirmation twice (the customer's PATCH and Stripe's
 * webhook, or a replay) changes nothing the second time.
 */
export async function recordPayment(
  db: Db,
  payment: { orderId: string; transactionId: string; provider: PaymentProviderName; amountCents: number },
  shop: ShopSettings,
): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const paid = await markPaid(tx, payment, shop);
    if (paid) return paid;
    const order = await findOrder(tx, payment.orderId);
    if (!order) throw notFound("Order");
    if (order.transactionId === payment.transactionId) return order;
    if (order.status === "expired") throw conflict(messages.order.expired);
    if (order.status === "cancelled") throw conflict(stateRefusals.cancelled);
    if (order.status !== "unpaid") throw conflict(stateRefusals.alreadyPaid);
    throw new AppError("bad_request", paymentRefusals.amountMismatch);
  });
}

/**
 * The one write that marks an unpaid order paid, in the caller's transaction: the order, the
 * payment, the invoice, the history and the buyer's email. Undefined, having written nothing,
 * when the order is not unpaid or its price is another amount (issue 37: a gateway's payment
 * is applied through it too, under the order's lock).
 */
export async function markPaid(
  tx: Tx,
  payment: { orderId: string; transactionId: string; provider: PaymentProviderName; amountCents: number },
  shop: ShopSettings,
  /** Issue 37: the office's record of a bank deposit names who recorded it and what. */
  recorded: { byUserId?: string; note?: Note } = {},
): Promise<OrderRow | undefined> {
  const paidAt = new Date();
  const [paid] = await tx
    .update(orders)
    // Issue 37 item 8: the order names the method that paid it (a bank-deposit order may be paid by
    // card after all), so its invoice, emails and exports name it too.
    .set({ status: "paid", transactionId: payment.transactionId, paidAt, paymentMethod: payment.provider === "test" || payment.provider === "stripe" ? "card" : payment.provider })
    .where(and(eq(orders.id, payment.orderId), eq(orders.status, "unpaid"), eq(orders.priceCents, payment.amountCents)))
    .returning();
  if (!paid) return undefined;
  await tx.insert(payments).values(payment).onConflictDoNothing();
  const invoice = await issueInvoice(tx, paid, paidAt);
  await recordEvent(tx, { orderId: paid.id, status: "paid", byUserId: recorded.byUserId ?? null, note: recorded.note ?? [part("paymentReceived", payment.provider)], at: paidAt });
  await enqueueOrderEmail(tx, shop, paid, { kind: "paid", invoiceNumber: invoice.number });
  return paid;
}

/**
 * Payments that succeeded at the provider while their order stayed unpaid (the browser's
 * PATCH or the webhook never arrived): the provider is asked, and a paid one completes its
 * order as the webhook would. This runs before any expiry, so a paid order never expires.
 */
export async function completeConfirmedPayments(ctx: PaymentDeps): Promise<number> {
  const attempts = await ctx.db
    .select({ intent: paymentIntents, order: orders })
    .from(paymentIntents)
    .innerJoin(orders, eq(orders.id, paymentIntents.orderId))
    .where(and(eq(orders.status, "unpaid"), eq(paymentIntents.provider, ctx.payments.name), ne(paymentIntents.status, "cancelled")))
    .limit(PROVIDER_BATCH);
  return eachSafely(ctx, attempts, async ({ intent, order }) => {
    const transactionId = await ctx.payments.findSucceededPayment(intent, toPay(order));
    if (!transactionId) return false;
    return (await applyConfirmedPayment(ctx, { orderId: order.id, transactionId, amountCents: order.priceCents })) === "paid";
  });
}

