import { randomUUID } from "node:crypto";
import {
  accountPaymentMessages,
  MAX_PENDING_ACCOUNT_PAYMENTS,
  type AccountPayment,
  type InvoicePaymentIntentBody,
  type InvoicePaymentIntentResponse,
} from "@shop/contract";
import { and, asc, eq, gt, isNull } from "drizzle-orm";
import type { Principal } from "../../auth/guard";
import { accountPayments } from "../../db/schema";
import { conflict, notFound } from "../../errors";
import type { Payable } from "../../payments/provider";
import { ownMembership } from "../companies/access";
import type { PaymentDeps } from "../orders/order";
import { eachSafely, PROVIDER_BATCH } from "../orders/refund";
import { accountPaymentDocument, applyInTransaction, type AccountPaymentRow } from "./apply";
import { checkAllocations, requestedCents, sameRequest } from "./allocations";

/**
 * A company's card payment of several invoices (decision 041): the intent the card form pays,
 * the member's confirmation, the provider's own (webhook, sweep), and the payments left unpaid.
 * Applying is apply.ts's one use case; here is only how a card payment reaches it.
 */

/** How long a card payment may wait for its card before the sweep cancels it: as an unpaid order holds its stock. */
export type CardDeps = PaymentDeps & { holdMinutes: number };

export const payableOf = (payment: AccountPaymentRow): Payable => ({
  kind: "account_payment",
  id: payment.id,
  amountCents: payment.amountCents,
  email: payment.byEmail,
  currency: payment.currency.toLowerCase(),
});

/**
 * `POST /api/company/invoices/payment-intent`: checks every allocation (an invoice of the
 * caller's company, 404 otherwise; within its balance, 409 otherwise; nothing is written on a
 * refusal), then stores a pending payment with the provider's intent. Asked again for the same
 * invoices and amounts while it waits, it answers the same payment: one card form, one charge.
 */
export async function createInvoicePaymentIntent(deps: CardDeps, caller: Principal, body: InvoicePaymentIntentBody, now = new Date()): Promise<InvoicePaymentIntentResponse> {
  const { db } = deps;
  const membership = await ownMembership(db, caller, "accounts");
  const requested = requestedCents(body.allocations);
  await checkAllocations(db, membership.companyId, requested, deps.config.shop.currency);

  const since = new Date(now.getTime() - deps.holdMinutes * 60_000);
  const waiting = await db
    .select()
    .from(accountPayments)
    .where(and(eq(accountPayments.companyId, membership.companyId), eq(accountPayments.status, "pending"), eq(accountPayments.method, "card"), gt(accountPayments.createdAt, since)))
    .orderBy(asc(accountPayments.createdAt));
  const same = waiting.find((payment) => payment.byUserId === caller.userId && payment.provider === deps.payments.name && payment.clientSecret && sameRequest(payment.requested, requested));
  if (same?.clientSecret) return { clientSecret: same.clientSecret, paymentId: same.id };
  if (waiting.length >= MAX_PENDING_ACCOUNT_PAYMENTS) throw conflict(accountPaymentMessages.tooManyPending);

  const id = randomUUID();
  const amountCents = requested.reduce((sum, allocation) => sum + allocation.amountCents, 0);
  const currency = deps.config.shop.currency;
  // The intent names the payment's id before the row exists: a failed provider call leaves nothing behind.
  const created = await deps.payments.createIntent({ kind: "account_payment", id, amountCents, email: caller.email, currency: currency.toLowerCase() });
  await db.insert(accountPayments).values({
    id,
    companyId: membership.companyId,
    method: "card",
    status: "pending",
    amountCents,
    currency,
    requested,
    provider: deps.payments.name,
    providerIntentId: created.providerIntentId,
    clientSecret: created.clientSecret,
    byUserId: caller.userId,
    byEmail: caller.email,
  });
  return { clientSecret: created.clientSecret, paymentId: id };
}

/**
 * `POST /api/company/payments/{id}/confirm` (beyond the contract): after the card form, the
 * member asks us to apply the payment. The provider is asked whether it was paid; a payment
 * applied already (the webhook came first) is answered as it is.
 */
export async function confirmCardAccountPayment(deps: PaymentDeps, caller: Principal, paymentId: string): Promise<AccountPayment> {
  const membership = await ownMembership(deps.db, caller, "accounts");
  const [payment] = await deps.db.select().from(accountPayments).where(eq(accountPayments.id, paymentId));
  // Another company's payment is answered as one that does not exist.
  if (!payment || payment.method !== "card" || payment.companyId !== membership.companyId) throw notFound("Payment");
  if (payment.status === "applied") return accountPaymentDocument(deps.db, payment);
  if (payment.status === "cancelled" || !payment.providerIntentId || payment.provider !== deps.payments.name) throw conflict(accountPaymentMessages.cancelled);
  const transactionId = await deps.payments.findSucceededPayment({ providerIntentId: payment.providerIntentId }, payableOf(payment));
  if (!transactionId) throw conflict(accountPaymentMessages.notConfirmed);
  const result = await applyInTransaction(deps.db, deps.config, payment.id, { strict: false, card: { transactionId, amountCents: payment.amountCents } });
  if (result.payment.status !== "applied") throw conflict(accountPaymentMessages.cancelled);
  return accountPaymentDocument(deps.db, result.payment);
}

/**
 * A card payment on account the provider confirmed by itself (Stripe's webhook): applied once,
 * whoever comes first. One that cannot be applied (cancelled, another amount) is logged for a person.
 */
export async function applyConfirmedAccountPayment(deps: PaymentDeps, confirmed: { paymentId: string; transactionId: string; amountCents: number }): Promise<"applied" | "already" | "unapplied"> {
  const [payment] = await deps.db.select().from(accountPayments).where(eq(accountPayments.id, confirmed.paymentId));
  if (!payment) {
    deps.log.error(confirmed, "a confirmed card payment names no payment on account of this shop: not applied");
    return "unapplied";
  }
  const result = await applyInTransaction(deps.db, deps.config, payment.id, { strict: false, card: { transactionId: confirmed.transactionId, amountCents: confirmed.amountCents } });
  if (result.applied) return "applied";
  if (result.payment.status === "applied") return "already";
  deps.log.error({ ...confirmed, status: result.payment.status, expectedCents: payment.amountCents }, "a confirmed card payment on account could not be applied");
  return "unapplied";
}

/**
 * The sweep: card payments on account still pending are asked of the provider; a paid one is
 * applied (its confirmation never reached us), one left unpaid past the hold is cancelled at the
 * provider first, then here, so it can no longer be paid. Answers how many were applied.
 */
export async function completeAccountPayments(deps: CardDeps, now: Date): Promise<number> {
  const pending = await deps.db
    .select()
    .from(accountPayments)
    .where(and(eq(accountPayments.status, "pending"), eq(accountPayments.method, "card"), eq(accountPayments.provider, deps.payments.name)))
    .orderBy(asc(accountPayments.createdAt))
    .limit(PROVIDER_BATCH);
  const expiredBefore = new Date(now.getTime() - deps.holdMinutes * 60_000);
  return eachSafely(deps, pending, async (payment) => {
    if (!payment.providerIntentId) return false;
    const stored = { providerIntentId: payment.providerIntentId };
    const transactionId = await deps.payments.findSucceededPayment(stored, payableOf(payment));
    if (transactionId) {
      const result = await applyInTransaction(deps.db, deps.config, payment.id, { strict: false, card: { transactionId, amountCents: payment.amountCents } });
      return result.applied;
    }
    if (payment.createdAt >= expiredBefore) return false;
    await deps.payments.cancelIntent(stored);
    // Not if the test provider's card was charged meanwhile: the next sweep applies it.
    await deps.db
      .update(accountPayments)
      .set({ status: "cancelled" })
      .where(and(eq(accountPayments.id, payment.id), eq(accountPayments.status, "pending"), isNull(accountPayments.transactionId)));
    return false;
  });
}
