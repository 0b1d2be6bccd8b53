import { formatCents, idSchema, officeEmailTexts, orderNumber, paymentRefusals } from "@shop/contract";
import { inLanguage } from "../../lib/language";
import { and, asc, eq, isNull, lt, or } from "drizzle-orm";
import type { Principal } from "../../auth/guard";
import type { Db, Tx } from "../../db/client";
import { accountPayments, gatewayPayments, orders, refunds } from "../../db/schema";
import { badRequest, conflict, notFound } from "../../errors";
import { GatewayError, judgePayment, type GatewayName, type GatewayPayment } from "../../payments/gateway";
import { refuseCardPaymentWhileSuspended } from "../companies/suspension";
import { enqueueOrderEmail } from "./emails";
import { recordEvent } from "./history";
import { tellOffice } from "./office";
import { assertMayAct, assertOpenForPayment, findOrder, orderFor, toPay, type OrderRow } from "./order";
import { markPaid } from "./pay";
import { completeAccountAttempt, endAccountPayment, accountReturnPath } from "../account-payments/gateway";
import { gatewayOf, lookupOf, openSession, SETTLED, type Attempt, type GatewayDeps, type GatewayOutcome } from "./gateway-session";
import { part, sayLateRefundReason, type LateRefundReason } from "./notes";

/**
 * Issue 37 (decision 052): paying an order through a redirect gateway (bKash, SSLCommerz).
 * One attempt (`gateway_payments`) per visit to the gateway's page; the buyer's return, the
 * gateway's notification and the sweep each ask the gateway's server about the attempt and
 * hand its answer to completeGatewayPayment, the one place that applies it: once, under the
 * order's lock, and only when it pays exactly this attempt.
 */

/** The order page the buyer comes back to (CONTRACT: "after it the buyer returns to the order page"). */
export const orderPagePath = (orderId: string) => `/dashboard/orders/${orderId}`;

/** How long a start may be under way before its attempt, never given a page, is taken as left by a crash. */
const START_LEFT_AFTER_MS = 60_000;
/** Attempts younger than this are the buyer's to finish; older ones the sweep asks about. */
export const ATTEMPT_ASKED_AFTER_MS = 2 * 60_000;
const SWEEP_BATCH = 200;

/**
 * `POST /api/orders/{id}/payment-session`: the gateway's page for the caller's unpaid order.
 * One pending attempt per order and method (a partial unique index): asking again while it is
 * pending answers the same page.
 */
export async function startGatewayPayment(deps: GatewayDeps, caller: Principal, orderId: string, method: GatewayName): Promise<{ redirectUrl: string }> {
  // Whose order it is first: someone else's order is refused (403) before anything about it or the shop is said.
  const order = await orderFor(deps.db, caller, orderId);
  await assertMayAct(deps.db, caller, order);
  const gateway = gatewayOf(deps, method);
  assertOpenForPayment(order);
  await refuseCardPaymentWhileSuspended(deps.db, order.companyId);
  const currency = order.currency.toLowerCase();
  if (!gateway.currencies.includes(currency)) throw conflict(paymentRefusals.orderCurrencyNotTaken(method, gateway.currencies.map((code) => code.toUpperCase()).join(", "), order.currency.toUpperCase()));
  const [waiting] = await deps.db
    .select({ id: gatewayPayments.id })
    .from(gatewayPayments)
    .where(and(eq(gatewayPayments.orderId, order.id), eq(gatewayPayments.status, "risky")))
    .limit(1);
  // A second payment would be money to give back: the office decides the first one.
  if (waiting) throw conflict(paymentRefusals.riskyWaiting);

  for (let round = 0; round < 2; round++) {
    const [inserted] = await deps.db
      .insert(gatewayPayments)
      .values({ method, orderId: order.id, amountCents: order.priceCents, currency })
      .onConflictDoNothing()
      .returning();
    if (inserted) return openSession(deps, gateway, inserted, { payable: toPay(order), reference: orderNumber(order.id), customer: { name: order.name, phone: order.phone } });
    const [pending] = await deps.db
      .select()
      .from(gatewayPayments)
      .where(and(eq(gatewayPayments.orderId, order.id), eq(gatewayPayments.method, method), eq(gatewayPayments.status, "pending")))
      .limit(1);
    if (pending?.redirectUrl && pending.amountCents === order.priceCents) return { redirectUrl: pending.redirectUrl };
    if (pending && (pending.redirectUrl || pending.createdAt.getTime() < Date.now() - START_LEFT_AFTER_MS)) {
      // A page for another amount, or a start a crash left without one: no buyer can reach it,
      // so it ends here and a new attempt takes its place.
      await deps.db
        .update(gatewayPayments)
        .set({ status: "cancelled", detail: "replaced by a new attempt", checkedAt: new Date() })
        .where(and(eq(gatewayPayments.id, pending.id), eq(gatewayPayments.status, "pending")));
      continue;
    }
    if (pending) throw conflict(paymentRefusals.beingStarted);
  }
  throw conflict(paymentRefusals.beingStarted);
}

/**
 * The one place a gateway's answer about an attempt is applied, whoever asked (the return, a
 * notification, the sweep), with the order's row locked so that racing callers take turns:
 * - `apply` marks the order paid through markPaid (the card's own write: invoice, history,
 *   email), the payment keyed by (method, transaction id), and the attempt completed: a replay
 *   or a second caller finds it so and changes nothing;
 * - a payment whose order can no longer take it (expired, cancelled, paid otherwise) is
 *   refunded through the gateway and the office is told;
 * - `risky` waits for the office (the order does not expire meanwhile: expire.ts);
 * - `mismatch` (another amount, currency or attempt) is never applied: logged and told;
 * - `failed`/`cancelled` close a pending attempt; `pending` only notes when it was asked.
 */
export async function completeGatewayPayment(deps: GatewayDeps, attemptId: string, payment: GatewayPayment, source: string): Promise<GatewayOutcome> {
  const [found] = await deps.db.select().from(gatewayPayments).where(eq(gatewayPayments.id, attemptId)).limit(1);
  if (found?.accountPaymentId) return completeAccountAttempt(deps, attemptId, payment, source);
  if (!found?.orderId) return "ignored";
  const orderId = found.orderId;
  const result = await deps.db.transaction(async (tx): Promise<{ outcome: GatewayOutcome; late?: { attempt: Attempt & { transactionId: string }; order: OrderRow } }> => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    const [attempt] = await tx.select().from(gatewayPayments).where(eq(gatewayPayments.id, attemptId)).for("update");
    if (!order || !attempt) return { outcome: "ignored" };
    if (SETTLED.has(attempt.status)) return { outcome: attempt.status === "completed" ? "paid" : "ignored" };
    const verdict = judgePayment(payment, { paymentId: attempt.id, payable: { amountCents: attempt.amountCents, currency: attempt.currency } });
    const checkedAt = new Date();
    const set = (values: Partial<Attempt>) => tx.update(gatewayPayments).set({ checkedAt, ...values }).where(eq(gatewayPayments.id, attempt.id));
    // Said when read: each office email writes it in its reader's language.
    const amount = () => formatCents(attempt.amountCents, order.currency);
    switch (verdict) {
      case "pending":
        await set({});
        return { outcome: "pending" };
      case "failed":
      case "cancelled":
        await set({ status: verdict, detail: payment.failure ? `${payment.failure.code}: ${payment.failure.message}` : `${verdict} (${source})` });
        return { outcome: verdict };
      case "mismatch":
        await set({ status: "mismatch", transactionId: payment.transactionId ?? null, detail: `the gateway answered ${payment.amountCents} ${payment.currency} for attempt ${payment.paymentId}` });
        deps.log.error({ orderId, attempt: attempt.id, method: attempt.method, answered: { paymentId: payment.paymentId, amountCents: payment.amountCents, currency: payment.currency, transactionId: payment.transactionId } }, "a gateway's payment does not match its attempt: not applied");
        await tellOffice(tx, deps.config, {
          key: `gateway-mismatch:${attempt.id}`,
          orderId,
          say: () => ({
            subject: officeEmailTexts.mismatchSubject(attempt.method, orderNumber(orderId)),
            paragraphs: [
              officeEmailTexts.mismatch(attempt.method, `${payment.amountCents / 100} ${payment.currency.toUpperCase()}`, payment.transactionId ?? null, amount()),
              officeEmailTexts.checkAndRefund,
            ],
          }),
        });
        return { outcome: "mismatch" };
      case "risky":
        await set({ status: "risky", transactionId: payment.transactionId ?? null, detail: "risk_level 1: the office decides" });
        await recordEvent(tx, { orderId, status: order.status, note: [part("flaggedRisky", attempt.method, payment.transactionId ?? "")] });
        await tellOffice(tx, deps.config, {
          key: `gateway-risky:${attempt.id}`,
          orderId,
          say: () => ({
            subject: officeEmailTexts.riskySubject(attempt.method, orderNumber(orderId)),
            paragraphs: [officeEmailTexts.risky(attempt.method, amount(), orderNumber(orderId), payment.transactionId ?? ""), officeEmailTexts.riskyDecide],
          }),
        });
        return { outcome: "risky" };
      case "apply":
        return applyAttempt(tx, deps, order, attempt, payment.transactionId ?? "", set);
    }
  });
  if (result.late) await refundLateGatewayPayment(deps, result.late.attempt, result.late.order);
  return result.outcome;
}

type Applied = { outcome: GatewayOutcome; late?: { attempt: Attempt & { transactionId: string }; order: OrderRow } };

/**
 * The applying path, with the order and the attempt locked: an unpaid order of this amount is
 * paid (markPaid); one paid by this very transaction already answers paid; any other order can no
 * longer take the money, so the attempt is claimed (`refunding`) for its refund, under the lock,
 * so that exactly one caller asks the gateway.
 */
async function applyAttempt(tx: Tx, deps: GatewayDeps, order: OrderRow, attempt: Attempt, transactionId: string, set: (values: Partial<Attempt>) => Promise<unknown>): Promise<Applied> {
  if (order.status === "unpaid" && order.priceCents === attempt.amountCents && order.currency.toLowerCase() === attempt.currency) {
    await set({ status: "completed", transactionId });
    await tx.update(orders).set({ paymentMethod: attempt.method }).where(eq(orders.id, order.id));
    const paid = await markPaid(tx, { orderId: order.id, transactionId, provider: attempt.method, amountCents: attempt.amountCents }, deps.config);
    if (!paid) throw new Error("a locked unpaid order was not marked paid");
    return { outcome: "paid" };
  }
  if (order.transactionId === transactionId) {
    await set({ status: "completed", transactionId });
    return { outcome: "paid" };
  }
  await set({ status: "refunding", transactionId, detail: `paid while the order was ${order.status}` });
  return { outcome: "refunded", late: { attempt: { ...attempt, status: "refunding", transactionId }, order } };
}

/**
 * Issue 37, decision 052: the office decides a payment the gateway flagged risky (SSLCommerz
 * risk_level 1), once, with the order and the attempt locked. Accepted, it is applied as any
 * payment the gateway confirmed (applyAttempt: paid, or refunded if the order can no longer take
 * it). Refused, it is claimed for its refund and given back through the gateway as a late
 * payment is; the attempt no longer holds the order, which expires at its hold as any unpaid one.
 * 409, nothing changed, when no risky payment of the order waits.
 */
export async function decideRiskyPayment(deps: GatewayDeps, office: Principal, orderId: string, accept: boolean): Promise<GatewayOutcome> {
  const result = await deps.db.transaction(async (tx): Promise<Applied> => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order) throw notFound("Order");
    const [attempt] = await tx
      .select()
      .from(gatewayPayments)
      .where(and(eq(gatewayPayments.orderId, orderId), eq(gatewayPayments.status, "risky")))
      .limit(1)
      .for("update");
    if (!attempt) throw conflict(paymentRefusals.noRiskyPayment);
    if (!attempt.transactionId) throw conflict(paymentRefusals.riskyWithoutTransaction);
    const transactionId = attempt.transactionId;
    const set = (values: Partial<Attempt>) => tx.update(gatewayPayments).set({ checkedAt: new Date(), ...values }).where(eq(gatewayPayments.id, attempt.id));
    await recordEvent(tx, { orderId, status: order.status, byUserId: office.userId, note: [part(accept ? "riskyAccepted" : "riskyRefused", attempt.method, transactionId)] });
    if (accept) return applyAttempt(tx, deps, order, attempt, transactionId, set);
    await set({ status: "refunding", detail: "risky: refused by the office" });
    return { outcome: "refunded", late: { attempt: { ...attempt, status: "refunding", transactionId }, order } };
  });
  if (result.late) await refundLateGatewayPayment(deps, result.late.attempt, result.late.order, !accept);
  return result.outcome;
}

/**
 * Gives back a gateway payment that arrived after its order closed (or was paid otherwise), and
 * tells the office. The attempt was claimed (`refunding`) before, so the gateway is asked once;
 * if its answer is lost or it refuses, the office is told to settle it by hand rather than risk
 * giving the money back twice (neither gateway is idempotent).
 */
async function refundLateGatewayPayment(deps: GatewayDeps, attempt: Attempt & { transactionId: string }, order: OrderRow, refused = false): Promise<void> {
  // Said in each email's language; the gateway, the refund's row and the log keep the English.
  const lateReason: LateRefundReason = refused ? { kind: "refusedRisky" } : order.status === "paid" || order.status === "shipped" ? { kind: "alreadyPaid" } : { kind: "closed", status: order.status };
  const sayReason = () => sayLateRefundReason(lateReason);
  const reason = inLanguage("en", sayReason);
  const amount = () => formatCents(attempt.amountCents, order.currency);
  const gateway = deps.gateways[attempt.method];
  let refundId: string | undefined;
  let failure: string | undefined;
  try {
    if (!gateway) throw new Error(`${attempt.method} is no longer configured`);
    const refund = await gateway.refund({
      paymentId: attempt.id,
      gatewayReference: attempt.gatewayReference ?? undefined,
      transactionId: attempt.transactionId,
      amountCents: attempt.amountCents,
      idempotencyKey: `late-${attempt.id}`,
      reason,
    });
    if (refund.status === "failed") failure = `the gateway answered the refund ${refund.refundId} failed`;
    else refundId = refund.refundId;
  } catch (error) {
    failure = error instanceof Error ? error.message : "the refund failed";
  }
  await deps.db.transaction(async (tx) => {
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, order.id)).for("update");
    if (refundId === undefined) {
      await tx.update(gatewayPayments).set({ detail: `refund not confirmed: ${failure ?? ""}`.slice(0, 500), checkedAt: new Date() }).where(eq(gatewayPayments.id, attempt.id));
      await tellOffice(tx, deps.config, {
        key: `gateway-refund-unknown:${attempt.id}`,
        orderId: order.id,
        say: () => ({
          subject: officeEmailTexts.byHandSubject(attempt.method, orderNumber(order.id)),
          paragraphs: [officeEmailTexts.refundFailed(attempt.method, amount(), attempt.transactionId, sayReason(), failure ?? null), officeEmailTexts.notAskedAgain],
        }),
      });
      return;
    }
    const [claimed] = await tx
      .update(gatewayPayments)
      .set({ status: "refunded", detail: `refunded (${refundId}): ${reason}`, checkedAt: new Date() })
      .where(and(eq(gatewayPayments.id, attempt.id), eq(gatewayPayments.status, "refunding")))
      .returning();
    if (!claimed) return;
    await tx
      .insert(refunds)
      .values({ orderId: order.id, provider: attempt.method, transactionId: attempt.transactionId, providerRefundId: refundId, amountCents: attempt.amountCents, reason, creditNoteId: null })
      .onConflictDoNothing();
    await recordEvent(tx, { orderId: order.id, status: order.status, note: [part("refundedAutomatically", attempt.method, attempt.transactionId, { cents: attempt.amountCents, currency: order.currency }, lateReason)] });
    await enqueueOrderEmail(tx, deps.config, order, { kind: "refunded", amountCents: attempt.amountCents, whole: true, reason: sayReason });
    await tellOffice(tx, deps.config, {
      key: `gateway-late-refund:${attempt.id}`,
      orderId: order.id,
      say: () => ({
        subject: officeEmailTexts.lateRefundedSubject(attempt.method, orderNumber(order.id)),
        paragraphs: [officeEmailTexts.lateRefunded(attempt.method, amount(), attempt.transactionId, sayReason(), refundId)],
      }),
    });
  });
  deps.log.warn({ orderId: order.id, attempt: attempt.id, transactionId: attempt.transactionId, refundId, failure }, refundId ? "a late gateway payment was refunded automatically" : "a late gateway payment could not be refunded automatically: the office was told");
}

/** An attempt named by a gateway's answer or notification, by our id (a uuid), else the gateway's ids. */
async function findAttempt(db: Db | Tx, method: GatewayName, named: { paymentId?: string | undefined; gatewayReference?: string | undefined; transactionId?: string | undefined }): Promise<Attempt | undefined> {
  const ours = named.paymentId !== undefined && idSchema.safeParse(named.paymentId).success ? named.paymentId : undefined;
  const where = ours
    ? eq(gatewayPayments.id, ours)
    : named.gatewayReference
      ? eq(gatewayPayments.gatewayReference, named.gatewayReference)
      : named.transactionId
        ? eq(gatewayPayments.transactionId, named.transactionId)
        : undefined;
  if (!where) return undefined;
  const [attempt] = await db.select().from(gatewayPayments).where(and(eq(gatewayPayments.method, method), where)).limit(1);
  return attempt;
}

/**
 * The buyer is back from the gateway (bKash's callback, SSLCommerz's success/fail/cancel
 * form). What the browser brings only names the attempt: the gateway's server is asked, and
 * bKash's payment is executed only for an attempt that can still take it (a pending attempt of an
 * unpaid order, or of a payment on account still pending; unexecuted, bKash takes no money).
 * Answers the page to send the buyer to: the order's, or (a payment on account) the company's
 * Invoices page with where the payment stands; a gateway that does not answer leaves the attempt
 * to the sweep.
 */
export async function returnFromGateway(deps: GatewayDeps, method: GatewayName, returned: Record<string, string | undefined>): Promise<string | undefined> {
  const gateway = gatewayOf(deps, method);
  const attempt = await findAttempt(deps.db, method, method === "bkash" ? { gatewayReference: returned.paymentID } : { paymentId: returned.tran_id });
  if (!attempt) return undefined;
  let payable = false;
  if (attempt.orderId) {
    const order = await findOrder(deps.db, attempt.orderId);
    payable = attempt.status === "pending" && order?.status === "unpaid";
  } else if (attempt.accountPaymentId) {
    const [account] = await deps.db.select({ status: accountPayments.status }).from(accountPayments).where(eq(accountPayments.id, attempt.accountPaymentId));
    payable = attempt.status === "pending" && account?.status === "pending";
  } else {
    return undefined;
  }
  let outcome: GatewayOutcome | undefined;
  try {
    let payment = payable ? await gateway.completeReturn(lookupOf(attempt), returned) : await gateway.queryPayment(lookupOf(attempt));
    // A val_id SSLCommerz does not validate may be anyone's invention: only the gateway's own
    // query may then end the attempt, or a real payment behind it would no longer be swept.
    if (method === "sslcommerz" && payment.status !== "completed" && returned.val_id) payment = await gateway.queryPayment(lookupOf(attempt));
    outcome = await completeGatewayPayment(deps, attempt.id, payment, "the buyer's return");
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    deps.log.warn({ err: error, attempt: attempt.id, code: error.code }, "a gateway did not answer about a returning buyer's payment; the sweep asks again");
  }
  return attempt.orderId ? orderPagePath(attempt.orderId) : accountReturnPath(outcome);
}

/**
 * A gateway's notification (bKash's SNS message, SSLCommerz's IPN): refused (400, nothing
 * changes) unless its signature holds; even then it only names the attempt, and the gateway is
 * asked (bKash's query, SSLCommerz's validation of the IPN's val_id) before anything applies.
 */
export async function notifyFromGateway(deps: GatewayDeps, method: GatewayName, body: string, contentType: string | undefined): Promise<GatewayOutcome> {
  const gateway = gatewayOf(deps, method);
  const notice = await gateway.verifyNotification(body, contentType);
  if (notice.kind === "refused") {
    deps.log.warn({ method, reason: notice.reason }, "a gateway notification was refused");
    throw badRequest(paymentRefusals.notificationUnverified);
  }
  if (notice.kind === "subscription") {
    // Amazon SNS asks once to confirm bKash's topic; the URL was checked to be Amazon's.
    await fetch(notice.subscribeUrl, { signal: AbortSignal.timeout(10_000) });
    deps.log.info({ method }, "the gateway's notification subscription was confirmed");
    return "ignored";
  }
  const attempt = await findAttempt(deps.db, method, notice);
  if (!attempt) {
    deps.log.warn({ method, paymentId: notice.paymentId, transactionId: notice.transactionId }, "a verified notification names no attempt of this shop");
    return "ignored";
  }
  const lookup = lookupOf(attempt);
  const payment = notice.validationId ? await gateway.completeReturn(lookup, { tran_id: attempt.id, val_id: notice.validationId }) : await gateway.queryPayment(lookup);
  return completeGatewayPayment(deps, attempt.id, payment, "the gateway's notification");
}

/**
 * The sweep's part (before expiry, so a paid order does not expire): attempts left pending a
 * couple of minutes (the buyer closed the tab, a notification was lost) are asked about and
 * applied or closed. An attempt of an order that closed gets this last question: paid, it is
 * refunded; still pending, it ends (bKash never takes money we did not execute). Attempts
 * whose refund never confirmed are brought to the office (once per attempt).
 */
export async function sweepGatewayPayments(deps: GatewayDeps & { holdMinutes: number }, now = new Date()): Promise<number> {
  const due = await deps.db
    .select({ attempt: gatewayPayments, orderStatus: orders.status })
    .from(gatewayPayments)
    .leftJoin(orders, eq(orders.id, gatewayPayments.orderId))
    .where(
      and(
        eq(gatewayPayments.status, "pending"),
        lt(gatewayPayments.createdAt, new Date(now.getTime() - ATTEMPT_ASKED_AFTER_MS)),
        // Asked again at most every couple of minutes: an abandoned page is not asked every sweep until its order expires.
        or(isNull(gatewayPayments.checkedAt), lt(gatewayPayments.checkedAt, new Date(now.getTime() - ATTEMPT_ASKED_AFTER_MS))),
      ),
    )
    .orderBy(asc(gatewayPayments.createdAt))
    .limit(SWEEP_BATCH);
  let done = 0;
  for (const { attempt, orderStatus } of due) {
    const gateway = deps.gateways[attempt.method];
    if (!gateway) continue;
    // A payment on account has no order to close: it ends when its page was left unpaid past the hold, as a card payment on account does.
    const closed = attempt.orderId ? orderStatus !== "unpaid" : attempt.createdAt.getTime() < now.getTime() - deps.holdMinutes * 60_000;
    const why = attempt.orderId ? `order ${orderStatus ?? "deleted"}` : "left unpaid past the hold";
    try {
      const payment = attempt.gatewayReference === null && attempt.method === "bkash" ? undefined : await gateway.queryPayment(lookupOf(attempt));
      const outcome = payment ? await completeGatewayPayment(deps, attempt.id, payment, "the sweep") : "pending";
      if (outcome === "pending" && closed) await closeAttempt(deps.db, attempt, why);
      if (outcome !== "pending" && outcome !== "ignored") done += 1;
    } catch (error) {
      // bKash forgets nothing, but a restarted stand-in does (2002): the attempt ends with its order.
      if (error instanceof GatewayError && !error.retryable && closed) await closeAttempt(deps.db, attempt, `${error.code}: ${error.message}`);
      else deps.log.warn({ err: error, attempt: attempt.id }, "the sweep could not ask a gateway about an attempt");
    }
  }
  await reportUnconfirmedRefunds(deps, now);
  return done;
}

/** How long a claimed refund may stay unconfirmed before the office hears of it (a crash between the claim and the answer). */
const REFUND_LEFT_AFTER_MS = 5 * 60_000;

async function reportUnconfirmedRefunds(deps: GatewayDeps, now: Date): Promise<void> {
  const left = await deps.db
    .select()
    .from(gatewayPayments)
    .where(and(eq(gatewayPayments.status, "refunding"), lt(gatewayPayments.checkedAt, new Date(now.getTime() - REFUND_LEFT_AFTER_MS))))
    .limit(SWEEP_BATCH);
  for (const attempt of left) {
    const { orderId } = attempt;
    if (!orderId) continue;
    await tellOffice(deps.db, deps.config, {
      key: `gateway-refund-unknown:${attempt.id}`,
      orderId,
      say: () => ({
        subject: officeEmailTexts.byHandSubject(attempt.method, orderNumber(orderId)),
        paragraphs: [officeEmailTexts.refundUnconfirmed(attempt.method, formatCents(attempt.amountCents, attempt.currency.toUpperCase()), attempt.transactionId ?? ""), officeEmailTexts.notAskedAgain],
      }),
    });
  }
}

async function closeAttempt(db: Db, attempt: Attempt, detail: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [closed] = await tx
      .update(gatewayPayments)
      .set({ status: "cancelled", detail: detail.slice(0, 500), checkedAt: new Date() })
      .where(and(eq(gatewayPayments.id, attempt.id), eq(gatewayPayments.status, "pending")))
      .returning({ id: gatewayPayments.id });
    // Its payment on account ends with it: the invoices stay open, and it no longer counts as waiting.
    if (closed && attempt.accountPaymentId) await endAccountPayment(tx, attempt.accountPaymentId);
  });
}

// Where these lived before gateway-session.ts: callers may still import them from here.
export { gatewayPaths, type Attempt, type GatewayDeps, type GatewayOutcome } from "./gateway-session";
