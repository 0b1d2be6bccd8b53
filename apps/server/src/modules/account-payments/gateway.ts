import { randomUUID } from "node:crypto";
import { accountPaymentMessages, formatCents, MAX_PENDING_ACCOUNT_PAYMENTS, officeEmailTexts, paymentMethodLabels, webRoutes, type GatewayReturnResult, type InvoicePaymentSessionBody, type InvoicePaymentSessionResponse, paymentRefusals } from "@shop/contract";
import { and, asc, eq, gt, inArray } from "drizzle-orm";
import type { Principal } from "../../auth/guard";
import type { Db, Tx } from "../../db/client";
import { accountPayments, gatewayPayments } from "../../db/schema";
import { conflict } from "../../errors";
import { judgePayment, type GatewayPayment } from "../../payments/gateway";
import { ownMembership } from "../companies/access";
import { gatewayOf, openSession, SETTLED, type Attempt, type GatewayDeps, type GatewayOutcome } from "../orders/gateway-session";
import { tellOffice } from "../orders/office";
import { checkAllocations, requestedCents, sameRequest } from "./allocations";
import { applyAccountPayment } from "./apply";
import { payableOf } from "./card";

/**
 * Issue 37 (decision 052): a company's payment on account paid on bKash's or SSLCommerz's page.
 * The payment on account (`account_payments`, method = the gateway) and its one attempt
 * (`gateway_payments.account_payment_id`; the attempt's id is the payment's `provider_intent_id`)
 * are stored before the buyer leaves. The return, the notification and the sweep reach
 * completeAccountAttempt through the orders' gateway path (gateway-pay.ts), which applies the
 * payment with apply.ts's one use case, as a card payment is applied.
 */

/** How long a gateway payment on account may wait for its page before the sweep ends it: as a card payment on account does. */
export type AccountGatewayDeps = GatewayDeps & { holdMinutes: number };

const inGateway = ["bkash", "sslcommerz"] as const;

/**
 * `POST /api/company/invoices/payment-session`: the allocations are checked as the card's
 * payment-intent checks them (404, 409; nothing written on a refusal), the method must be offered
 * and take the shop's currency (409). Asked again by the same member for the same invoices,
 * amounts and method while its page waits, it answers the same page.
 */
export async function startAccountGatewayPayment(deps: AccountGatewayDeps, caller: Principal, body: InvoicePaymentSessionBody, now = new Date()): Promise<InvoicePaymentSessionResponse> {
  const membership = await ownMembership(deps.db, caller, "accounts");
  const gateway = gatewayOf(deps, body.method);
  const currency = deps.config.shop.currency;
  if (!gateway.currencies.includes(currency.toLowerCase())) {
    throw conflict(paymentRefusals.invoiceCurrencyNotTaken(paymentMethodLabels[body.method], gateway.currencies.map((code) => code.toUpperCase()).join(", "), currency.toUpperCase()));
  }
  const requested = requestedCents(body.allocations);
  await checkAllocations(deps.db, membership.companyId, requested, currency);

  const since = new Date(now.getTime() - deps.holdMinutes * 60_000);
  const waiting = await deps.db
    .select({ payment: accountPayments, attempt: gatewayPayments })
    .from(accountPayments)
    .leftJoin(gatewayPayments, eq(gatewayPayments.accountPaymentId, accountPayments.id))
    .where(and(eq(accountPayments.companyId, membership.companyId), eq(accountPayments.status, "pending"), inArray(accountPayments.method, inGateway), gt(accountPayments.createdAt, since)))
    .orderBy(asc(accountPayments.createdAt));
  const same = waiting.find(
    ({ payment, attempt }) => payment.byUserId === caller.userId && payment.method === body.method && attempt?.status === "pending" && attempt.redirectUrl && sameRequest(payment.requested, requested),
  );
  if (same?.attempt?.redirectUrl) return { redirectUrl: same.attempt.redirectUrl, paymentId: same.payment.id };
  if (waiting.length >= MAX_PENDING_ACCOUNT_PAYMENTS) throw conflict(accountPaymentMessages.tooManyPending);

  const id = randomUUID();
  const attemptId = randomUUID();
  const amountCents = requested.reduce((sum, allocation) => sum + allocation.amountCents, 0);
  const { payment, attempt } = await deps.db.transaction(async (tx) => {
    const [payment] = await tx
      .insert(accountPayments)
      .values({ id, companyId: membership.companyId, method: body.method, status: "pending", amountCents, currency, requested, provider: body.method, providerIntentId: attemptId, byUserId: caller.userId, byEmail: caller.email })
      .returning();
    const [attempt] = await tx.insert(gatewayPayments).values({ id: attemptId, method: body.method, accountPaymentId: id, amountCents, currency: currency.toLowerCase() }).returning();
    if (!payment || !attempt) throw new Error("insert returned no row");
    return { payment, attempt };
  });
  try {
    const { redirectUrl } = await openSession(deps, gateway, attempt, { payable: payableOf(payment), reference: `Invoices ${requested.map((allocation) => allocation.invoiceNumber).join(", ")}` });
    return { redirectUrl, paymentId: id };
  } catch (error) {
    // No page a member could pay was opened: the payment ends with its attempt.
    await endAccountPayment(deps.db, id);
    throw error;
  }
}

/** Ends a payment on account that was never paid (its attempt failed, was cancelled or left): it no longer counts as waiting. */
export async function endAccountPayment(db: Db | Tx, paymentId: string): Promise<void> {
  await db
    .update(accountPayments)
    .set({ status: "cancelled" })
    .where(and(eq(accountPayments.id, paymentId), eq(accountPayments.status, "pending")));
}

/** The Invoices page the member comes back to, with where the payment stands (the page reads the balances itself). */
export function accountReturnPath(outcome: GatewayOutcome | undefined): string {
  const result: GatewayReturnResult = outcome === "paid" ? "paid" : outcome === "failed" || outcome === "cancelled" ? "unpaid" : "pending";
  return `${webRoutes.companyInvoices}?payment=${result}`;
}

/**
 * completeGatewayPayment's part for an attempt of a payment on account, with the payment's row
 * locked, then the attempt's (the order every writer of a payment on account keeps: the payment,
 * then its invoices), so racing callers take turns and exactly one applies it:
 * - `apply`: the attempt `completed` with the gateway's transaction id, and the payment applied
 *   by apply.ts as a card payment is (what no longer fits an invoice kept as unapplied). A payment
 *   ended before the gateway took the money (an SSLCommerz page paid after the hold) is applied
 *   all the same: money on account is never lost, the office applies or refunds what is left;
 * - `failed`/`cancelled`: the attempt and the payment end, the invoices stay open;
 * - `risky` and `mismatch`: never applied; the payment ends and the office is told.
 */
export async function completeAccountAttempt(deps: GatewayDeps, attemptId: string, payment: GatewayPayment, source: string): Promise<GatewayOutcome> {
  return deps.db.transaction(async (tx): Promise<GatewayOutcome> => {
    const [found] = await tx.select({ accountPaymentId: gatewayPayments.accountPaymentId }).from(gatewayPayments).where(eq(gatewayPayments.id, attemptId));
    if (!found?.accountPaymentId) return "ignored";
    const [account] = await tx.select().from(accountPayments).where(eq(accountPayments.id, found.accountPaymentId)).for("update");
    const [attempt] = await tx.select().from(gatewayPayments).where(eq(gatewayPayments.id, attemptId)).for("update");
    if (!attempt) return "ignored";
    if (SETTLED.has(attempt.status)) return attempt.status === "completed" ? "paid" : "ignored";
    const verdict = judgePayment(payment, { paymentId: attempt.id, payable: { amountCents: attempt.amountCents, currency: attempt.currency } });
    const set = (values: Partial<Attempt>) => tx.update(gatewayPayments).set({ checkedAt: new Date(), ...values }).where(eq(gatewayPayments.id, attempt.id));
    // Said when read: each office email writes them in its reader's language.
    const method = () => paymentMethodLabels[attempt.method];
    const amount = () => formatCents(attempt.amountCents, attempt.currency.toUpperCase());
    const toOffice = (key: string, say: () => { subject: string; paragraphs: string[] }) =>
      tellOffice(tx, deps.config, {
        key: `${key}:${attempt.id}`,
        say,
        link: account
          ? { label: () => officeEmailTexts.openCompany, path: webRoutes.officeCompany.replace(":companyId", account.companyId) }
          : { label: () => officeEmailTexts.openCompanies, path: webRoutes.officeCompanies },
      });
    switch (verdict) {
      case "pending":
        await set({});
        return "pending";
      case "failed":
      case "cancelled":
        await set({ status: verdict, detail: payment.failure ? `${payment.failure.code}: ${payment.failure.message}` : `${verdict} (${source})` });
        if (account) await endAccountPayment(tx, account.id);
        return verdict;
      case "mismatch":
        await set({ status: "mismatch", transactionId: payment.transactionId ?? null, detail: `the gateway answered ${payment.amountCents} ${payment.currency} for attempt ${payment.paymentId}` });
        if (account) await endAccountPayment(tx, account.id);
        deps.log.error(
          { accountPaymentId: found.accountPaymentId, attempt: attempt.id, method: attempt.method, answered: { paymentId: payment.paymentId, amountCents: payment.amountCents, currency: payment.currency, transactionId: payment.transactionId } },
          "a gateway's payment on account does not match its attempt: not applied",
        );
        await toOffice("gateway-account-mismatch", () => ({
          subject: officeEmailTexts.accountMismatchSubject(method()),
          paragraphs: [
            officeEmailTexts.accountMismatch(method(), `${payment.amountCents / 100} ${payment.currency.toUpperCase()}`, payment.transactionId ?? null, amount()),
            officeEmailTexts.checkAndRefund,
          ],
        }));
        return "mismatch";
      case "risky":
        await set({ status: "risky", transactionId: payment.transactionId ?? null, detail: "risk_level 1: the office decides" });
        if (account) await endAccountPayment(tx, account.id);
        await toOffice("gateway-account-risky", () => ({
          subject: officeEmailTexts.accountRiskySubject(method()),
          paragraphs: [officeEmailTexts.accountRisky(method(), amount(), payment.transactionId ?? ""), officeEmailTexts.accountRiskyCheck],
        }));
        return "risky";
      case "apply": {
        const transactionId = payment.transactionId ?? "";
        if (!account) {
          // The company was deleted meanwhile (its payments went with it): nobody's invoices to pay.
          await set({ status: "mismatch", transactionId, detail: "its payment on account no longer exists" });
          deps.log.error({ attempt: attempt.id, method: attempt.method, transactionId }, "a gateway paid a payment on account that no longer exists: not applied");
          await toOffice("gateway-account-orphan", () => ({
            subject: officeEmailTexts.orphanSubject(method()),
            paragraphs: [officeEmailTexts.orphan(method(), amount(), transactionId)],
          }));
          return "mismatch";
        }
        await set({ status: "completed", transactionId });
        if (account.status === "cancelled") {
          await tx.update(accountPayments).set({ status: "pending" }).where(eq(accountPayments.id, account.id));
          deps.log.warn({ accountPaymentId: account.id, attempt: attempt.id, transactionId }, "a gateway payment on account arrived after it was ended: applied all the same");
        }
        const result = await applyAccountPayment(tx, deps.config, account.id, { strict: false, card: { transactionId, amountCents: attempt.amountCents } });
        // The attempt was pending, so its payment was not applied by anyone else: a claim that fails is a bug, not a race.
        if (result.payment.status !== "applied") throw new Error("a payment on account its gateway paid could not be applied");
        return "paid";
      }
    }
  });
}
