import { createHash, randomBytes } from "node:crypto";
import { accountPaymentMessages, cardErrorMessages, messages, type TestCardBody, type TestConfirmResponse } from "@shop/contract";
import { and, eq, isNull } from "drizzle-orm";
import type { Principal } from "../auth/guard";
import type { Db } from "../db/client";
import { accountPayments, orders, paymentIntents } from "../db/schema";
import { conflict, notFound } from "../errors";
import { mayPayFor } from "../modules/account-payments/access";
import { refuseCardPaymentWhileSuspended } from "../modules/companies/suspension";
import { accessToOrder, assertOpenForPayment } from "../modules/orders/order";
import { checkTestCard } from "./card";
import type { OrderToPay, Payable, PaymentProvider, StoredIntent } from "./provider";

const token = (bytes: number) => randomBytes(bytes).toString("hex");

/**
 * CONTRACT's built-in provider. Its intents and their outcomes live in our database
 * (payment_intents), so a restart loses nothing, and a transaction id it hands out can be
 * checked later against the order and amount it paid.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = "test";

  constructor(private readonly db: Db) {}

  publicConfig() {
    return { provider: "test" as const };
  }

  async createIntent(_payable: Payable) {
    const providerIntentId = `pi_test_${token(12)}`;
    return { providerIntentId, clientSecret: `${providerIntentId}_secret_${token(16)}` };
  }

  async verifyPayment(transactionId: string, order: OrderToPay): Promise<boolean> {
    const [intent] = await this.db
      .select({ id: paymentIntents.id })
      .from(paymentIntents)
      .where(
        and(
          eq(paymentIntents.provider, "test"),
          eq(paymentIntents.transactionId, transactionId),
          eq(paymentIntents.orderId, order.id),
          eq(paymentIntents.amountCents, order.amountCents),
          eq(paymentIntents.status, "succeeded"),
        ),
      )
      .limit(1);
    return intent !== undefined;
  }

  async findSucceededPayment(stored: StoredIntent, payable: Payable): Promise<string | undefined> {
    if (payable.kind === "account_payment") {
      // A payment on account keeps its own intent: its transaction id is set once the card paid.
      const [payment] = await this.db
        .select({ transactionId: accountPayments.transactionId })
        .from(accountPayments)
        .where(
          and(
            eq(accountPayments.provider, "test"),
            eq(accountPayments.providerIntentId, stored.providerIntentId),
            eq(accountPayments.id, payable.id),
            eq(accountPayments.amountCents, payable.amountCents),
          ),
        )
        .limit(1);
      return payment?.transactionId ?? undefined;
    }
    const order = payable;
    const [intent] = await this.db
      .select({ transactionId: paymentIntents.transactionId })
      .from(paymentIntents)
      .where(
        and(
          eq(paymentIntents.provider, "test"),
          eq(paymentIntents.providerIntentId, stored.providerIntentId),
          eq(paymentIntents.orderId, order.id),
          eq(paymentIntents.amountCents, order.amountCents),
          eq(paymentIntents.status, "succeeded"),
        ),
      )
      .limit(1);
    return intent?.transactionId ?? undefined;
  }

  /** Our own intents: the sweep marking the row cancelled is all it takes (confirmCard needs `requires_payment`). */
  async cancelIntent(_stored: StoredIntent): Promise<void> {}

  /** Idempotent per key as Stripe is: asked again with a key (a retry, the sweep), it answers the same refund. */
  async refund(payment: { orderId: string; transactionId: string; amountCents: number; idempotencyKey?: string }): Promise<string> {
    const key = payment.idempotencyKey ?? `refund-${payment.transactionId}`;
    return `re_test_${createHash("sha256").update(`${payment.transactionId}\n${key}`).digest("hex").slice(0, 24)}`;
  }

  /** The card form's submit: what a card network would answer, decided on our server. */
  async confirmCard(caller: Principal, body: TestCardBody): Promise<TestConfirmResponse> {
    const [payment] = await this.db
      .select()
      .from(accountPayments)
      .where(and(eq(accountPayments.provider, "test"), eq(accountPayments.clientSecret, body.clientSecret)))
      .limit(1);
    if (payment) return this.confirmAccountPayment(caller, payment, body);
    const [found] = await this.db
      .select({ intent: paymentIntents, order: orders })
      .from(paymentIntents)
      .innerJoin(orders, eq(orders.id, paymentIntents.orderId))
      .where(and(eq(paymentIntents.provider, "test"), eq(paymentIntents.clientSecret, body.clientSecret)))
      .limit(1);
    // Someone else's client secret is answered like an unknown one: it reveals nothing. So is
    // the secret of a company's order once its buyer has left the company.
    if (!found || (await accessToOrder(this.db, caller, found.order)) !== "act") throw notFound("Payment");
    if (found.intent.status === "succeeded" && found.intent.transactionId) {
      return { status: "succeeded", transactionId: found.intent.transactionId };
    }
    // An expired order is refused before any card is charged.
    assertOpenForPayment(found.order);
    // An intent made before the company's suspension is not charged during it.
    await refuseCardPaymentWhileSuspended(this.db, found.order.companyId);
    if (found.intent.status === "cancelled") throw conflict(messages.order.expired);
    const failure = checkTestCard(body);
    if (failure) return { status: "failed", error: { code: failure, message: cardErrorMessages[failure] } };
    const [confirmed] = await this.db
      .update(paymentIntents)
      .set({ status: "succeeded", transactionId: `txn_test_${token(12)}` })
      .where(and(eq(paymentIntents.id, found.intent.id), eq(paymentIntents.status, "requires_payment")))
      .returning({ transactionId: paymentIntents.transactionId });
    // A double submit: the first confirmation won; answer its transaction id. No winner: the
    // sweep cancelled the intent (the order expired) between our check and the update.
    const transactionId =
      confirmed?.transactionId ??
      (await this.db.select().from(paymentIntents).where(eq(paymentIntents.id, found.intent.id)))[0]?.transactionId;
    if (!transactionId) throw conflict(messages.order.expired);
    return { status: "succeeded", transactionId };
  }

  /**
   * Issue 28: the card of a company's payment of invoices. Charging it only records the
   * transaction; applying it to the invoices is the member's confirmation (or the sweep), as
   * Stripe's payments are applied.
   */
  private async confirmAccountPayment(caller: Principal, payment: typeof accountPayments.$inferSelect, body: TestCardBody): Promise<TestConfirmResponse> {
    if (!(await mayPayFor(this.db, caller, payment.companyId))) throw notFound("Payment");
    if (payment.transactionId) return { status: "succeeded", transactionId: payment.transactionId };
    if (payment.status !== "pending") throw conflict(accountPaymentMessages.cancelled);
    const failure = checkTestCard(body);
    if (failure) return { status: "failed", error: { code: failure, message: cardErrorMessages[failure] } };
    const [charged] = await this.db
      .update(accountPayments)
      .set({ transactionId: `txn_test_${token(12)}` })
      .where(and(eq(accountPayments.id, payment.id), eq(accountPayments.status, "pending"), isNull(accountPayments.transactionId)))
      .returning({ transactionId: accountPayments.transactionId });
    // A double submit: the first charge won. No winner: the sweep cancelled it meanwhile.
    const transactionId = charged?.transactionId ?? (await this.db.select().from(accountPayments).where(eq(accountPayments.id, payment.id)))[0]?.transactionId;
    if (!transactionId) throw conflict(accountPaymentMessages.cancelled);
    return { status: "succeeded", transactionId };
  }
}
