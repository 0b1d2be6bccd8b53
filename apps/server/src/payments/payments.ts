import { and, eq } from "drizzle-orm";
import type { Principal } from "../auth/guard";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { paymentIntents } from "../db/schema";
import { badRequest, conflict } from "../errors";
import { orderFor, recordPayment, type OrderRow } from "../modules/orders/orders";
import type { OrderToPay, PaymentProvider } from "./provider";
import { StripePaymentProvider, type StripeConnection } from "./stripe-provider";
import { TestPaymentProvider } from "./test-provider";

export function createPaymentProvider(config: Config, db: Db, stripeConnection?: StripeConnection): PaymentProvider {
  return config.payments.provider === "stripe"
    ? new StripePaymentProvider(config.payments, stripeConnection)
    : new TestPaymentProvider(db);
}

const toPay = (order: OrderRow): OrderToPay => ({ id: order.id, amountCents: order.priceCents, email: order.email });

function assertPayable(order: OrderRow): void {
  if (order.status === "cancelled") throw conflict("This order was cancelled");
  if (order.status !== "unpaid") throw conflict("This order is already paid");
}

/**
 * `POST /api/create-payment-intent`: the client secret for the caller's unpaid order, for
 * the order's own amount. One intent per order: asking again answers the same secret.
 */
export async function clientSecretFor(db: Db, provider: PaymentProvider, caller: Principal, orderId: string): Promise<string> {
  const order = await orderFor(db, caller, orderId);
  assertPayable(order);
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
  return recordPayment(db, {
    orderId: order.id,
    transactionId: record.transactionId,
    provider: provider.name,
    amountCents: order.priceCents,
  });
}
