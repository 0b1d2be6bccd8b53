import { accountRefundMessages, dollarsToCents, formatCents, officeEmailTexts, webRoutes, type AccountPayment, type RefundAccountPaymentBody } from "@shop/contract";
import { and, asc, count, eq, inArray, lt, ne } from "drizzle-orm";
import type { Principal } from "../../auth/guard";
import type { Db, InTransaction, Tx } from "../../db/client";
import { accountPaymentRefunds, accountPayments, accountRefundReservations } from "../../db/schema";
import { AppError, badRequest, conflict, notFound } from "../../errors";
import type { GatewayName } from "../../payments/gateway";
import { tellOffice } from "../orders/office";
import type { PaymentDeps } from "../orders/order";
import { eachSafely, gatewayRefundNow, PROVIDER_BATCH, RESERVATION_LEFT_AFTER_MS, refundThroughGateway } from "../orders/refund";
import { accountPaymentDocument, lockCompanyPayment, type AccountPaymentRow, type CompanyPaymentTarget } from "./apply";
import { reservedCents, writeAccountRefund } from "./refunds";

/**
 * Issue 37 (decision 059): the office gives a payment on account back, whole or in part, through
 * the method that paid it. A transfer is given back by hand (the office's transfer, its
 * reference recorded once); a card, bKash or SSLCommerz payment as an order's refund is
 * (decision 025), in three steps so that no transaction waits for the provider:
 * 1. reserve, with the payment's row locked: what is left (paid − refunded − reserved) is read
 *    and the refund recorded pending; concurrent refunds take turns here, so together they never
 *    give back more than was paid. Refusals happen here and change nothing;
 * 2. ask the provider outside any transaction with the reservation's own key (a gateway's answer
 *    is kept on the reservation at once);
 * 3. settle, with the payment locked: writeAccountRefund takes the money back off the invoices.
 * A crash between 1 and 3 leaves a pending reservation that the sweep settles
 * (settleLeftAccountRefunds), or that a retry with the same Idempotency-Key resumes.
 */

type Reservation = typeof accountRefundReservations.$inferSelect;

export interface AccountRefundOptions {
  /** The office's Idempotency-Key: a retry resumes the refund it started. */
  requestKey?: string | undefined;
  /** A last step of the settling transaction (the request's kept answer). */
  then?: InTransaction<AccountPayment>;
}

const GATEWAYS: readonly GatewayName[] = ["bkash", "sslcommerz"];
const isGateway = (provider: string): provider is GatewayName => (GATEWAYS as readonly string[]).includes(provider);

/** 409 unless the payment is applied and `amountCents` fits what is left of it (read under its lock). */
async function checkLeft(tx: Tx, payment: AccountPaymentRow, amountCents: number): Promise<void> {
  if (payment.status !== "applied") throw conflict(accountRefundMessages.notApplied);
  const left = payment.amountCents - payment.refundedCents - (await reservedCents(tx, payment.id));
  if (amountCents > left) throw conflict(accountRefundMessages.beyondLeft(formatCents(Math.max(0, left), payment.currency)));
}

async function answerOf(tx: Tx, paymentId: string, then: InTransaction<AccountPayment> | undefined): Promise<AccountPayment> {
  const [payment] = await tx.select().from(accountPayments).where(eq(accountPayments.id, paymentId));
  if (!payment) throw notFound("Payment");
  const answer = await accountPaymentDocument(tx, payment);
  await then?.(tx, answer);
  return answer;
}

/** `POST /api/admin/companies/{id}/payments/{paymentId}/refund`: answers the payment as it is after the refund. */
export async function refundAccountPayment(deps: PaymentDeps, office: Principal, target: CompanyPaymentTarget, body: RefundAccountPaymentBody, options: AccountRefundOptions = {}): Promise<AccountPayment> {
  const amountCents = dollarsToCents(body.amount);
  const byHand = await refundTransfer(deps, office, target, body, amountCents, options.then);
  if (byHand) return byHand;
  let reservation = await reserve(deps, office, target, body, amountCents, options.requestKey);
  if (reservation.status === "settled") return deps.db.transaction((tx) => answerOf(tx, reservation.paymentId, options.then));
  if (reservation.providerRefundId === null) reservation = await ask(deps, reservation);
  return settle(deps, reservation, options.then);
}

/**
 * A transfer given back by the office's own transfer, in one transaction with the payment
 * locked: its reference is required (400) and recorded once per payment method (409 for a slip
 * already recorded). Null, having changed nothing, for a payment of any other method.
 */
function refundTransfer(deps: PaymentDeps, office: Principal, target: CompanyPaymentTarget, body: RefundAccountPaymentBody, amountCents: number, then?: InTransaction<AccountPayment>): Promise<AccountPayment | null> {
  return deps.db.transaction(async (tx) => {
    const payment = await lockCompanyPayment(tx, target);
    if (payment.method !== "transfer") return null;
    const reference = body.reference?.trim();
    if (!reference) throw badRequest(accountRefundMessages.referenceRequired, [{ path: "body.reference", message: accountRefundMessages.referenceRequired }]);
    await checkLeft(tx, payment, amountCents);
    const [used] = await tx
      .select({ id: accountPaymentRefunds.id })
      .from(accountPaymentRefunds)
      .where(and(eq(accountPaymentRefunds.provider, "transfer"), eq(accountPaymentRefunds.providerRefundId, reference)))
      .limit(1);
    if (used) throw conflict(accountRefundMessages.referenceUsed);
    await writeAccountRefund(tx, deps, payment, { provider: "transfer", providerRefundId: reference, amountCents, reason: body.reason, byUserId: office.userId });
    deps.log.info({ paymentId: payment.id, amountCents }, "a transfer on account refunded by the office");
    return answerOf(tx, payment.id, then);
  });
}

function reserve(deps: PaymentDeps, office: Principal, target: CompanyPaymentTarget, body: RefundAccountPaymentBody, amountCents: number, requestKey: string | undefined): Promise<Reservation> {
  return deps.db.transaction(async (tx) => {
    const payment = await lockCompanyPayment(tx, target);
    if (requestKey !== undefined) {
      const [mine] = await tx
        .select()
        .from(accountRefundReservations)
        .where(
          and(
            eq(accountRefundReservations.paymentId, payment.id),
            eq(accountRefundReservations.byUserId, office.userId),
            eq(accountRefundReservations.requestKey, requestKey),
            ne(accountRefundReservations.status, "released"),
          ),
        )
        .limit(1);
      if (mine) return mine;
    }
    await checkLeft(tx, payment, amountCents);
    // The money goes back the way it came: the card's provider (this shop's still), or the gateway that took it.
    const provider = payment.provider;
    const reachable = provider !== null && (isGateway(provider) ? deps.gateways?.[provider] !== undefined : provider === deps.payments.name);
    if (!reachable || !payment.transactionId) throw conflict(accountRefundMessages.providerGone);
    // One key per refund the office asks (released ones keep theirs: the provider remembers its answer).
    const [before] = await tx.select({ n: count() }).from(accountRefundReservations).where(eq(accountRefundReservations.paymentId, payment.id));
    const [reserved] = await tx
      .insert(accountRefundReservations)
      .values({
        paymentId: payment.id,
        provider,
        transactionId: payment.transactionId,
        providerKey: `account-refund-${payment.id}-${(before?.n ?? 0) + 1}`,
        amountCents,
        reason: body.reason,
        byUserId: office.userId,
        requestKey: requestKey ?? null,
      })
      .returning();
    if (!reserved) throw new Error("insert returned no row");
    return reserved;
  });
}

/**
 * The provider's refund: the card's with the reservation's key (asked again, it answers the same
 * refund); a gateway's through the orders' one path (refundThroughGateway), its answer kept on the
 * reservation at once so that a crash before settling leaves it for the sweep to settle. A
 * refusal releases the reservation (nothing moved); no answer leaves it pending.
 */
async function ask(deps: PaymentDeps, reservation: Reservation): Promise<Reservation> {
  const release = () =>
    deps.db
      .update(accountRefundReservations)
      .set({ status: "released" })
      .where(and(eq(accountRefundReservations.id, reservation.id), eq(accountRefundReservations.status, "pending")));
  let providerRefundId: string;
  if (isGateway(reservation.provider)) {
    providerRefundId = await refundThroughGateway(
      deps,
      { method: reservation.provider, transactionId: reservation.transactionId, amountCents: reservation.amountCents, providerKey: reservation.providerKey, reason: reservation.reason, about: { accountPaymentId: reservation.paymentId, reservation: reservation.id } },
      release,
    );
  } else {
    try {
      providerRefundId = await deps.payments.refund({ orderId: reservation.paymentId, transactionId: reservation.transactionId, amountCents: reservation.amountCents, idempotencyKey: reservation.providerKey });
    } catch (error) {
      if (error instanceof AppError && error.status < 500) await release();
      throw error;
    }
  }
  const [kept] = await deps.db
    .update(accountRefundReservations)
    .set({ providerRefundId })
    .where(eq(accountRefundReservations.id, reservation.id))
    .returning();
  return kept ?? { ...reservation, providerRefundId };
}

/** Writes a reservation the provider refunded, once: whoever settles it first (the request, its retry, the sweep) writes it. */
function settle(deps: PaymentDeps, reservation: Reservation, then?: InTransaction<AccountPayment>): Promise<AccountPayment> {
  return deps.db.transaction(async (tx) => {
    const [payment] = await tx.select().from(accountPayments).where(eq(accountPayments.id, reservation.paymentId)).for("update");
    if (!payment) throw new Error("the payment of a refund reservation vanished");
    const [current] = await tx.select().from(accountRefundReservations).where(eq(accountRefundReservations.id, reservation.id));
    if (!current) throw new Error("a refund reservation vanished");
    if (current.status === "released") throw conflict(accountRefundMessages.refused);
    if (current.status === "pending") {
      const written = await writeAccountRefund(tx, deps, payment, {
        provider: current.provider,
        providerRefundId: current.providerRefundId ?? reservation.providerRefundId,
        amountCents: current.amountCents,
        reason: current.reason,
        byUserId: current.byUserId,
      });
      await tx
        .update(accountRefundReservations)
        .set({ status: "settled", refundId: written?.refund.id ?? null })
        .where(eq(accountRefundReservations.id, current.id));
      deps.log.info({ paymentId: payment.id, reservation: current.id, amountCents: current.amountCents }, "a payment on account refunded by the office");
    }
    return answerOf(tx, payment.id, then);
  });
}

/**
 * The sweep's part: office refunds a crash left pending. The card's provider is asked again with
 * the same key (it answers the refund it made, or makes it now), then the refund is settled. A
 * gateway keeps no key, so it is never asked blindly again: a refund whose answer was kept is
 * settled once the gateway's refund status or query says it went through (released when it says
 * it failed); one without an answer is told to the office, once, to check the gateway's panel.
 */
export async function settleLeftAccountRefunds(deps: PaymentDeps, now = new Date()): Promise<number> {
  const left = await deps.db
    .select()
    .from(accountRefundReservations)
    .where(
      and(
        eq(accountRefundReservations.status, "pending"),
        inArray(accountRefundReservations.provider, [deps.payments.name, ...GATEWAYS]),
        lt(accountRefundReservations.createdAt, new Date(now.getTime() - RESERVATION_LEFT_AFTER_MS)),
      ),
    )
    .orderBy(asc(accountRefundReservations.createdAt))
    .limit(PROVIDER_BATCH);
  return eachSafely(deps, left, async (reservation) => {
    if (isGateway(reservation.provider)) {
      if (reservation.providerRefundId === null) {
        await tellOfficeOfUnknown(deps.db, deps, reservation);
        return false;
      }
      const status = await gatewayRefundNow(deps, reservation.provider, reservation.transactionId, reservation.providerRefundId);
      if (status === "failed") {
        await deps.db.update(accountRefundReservations).set({ status: "released" }).where(and(eq(accountRefundReservations.id, reservation.id), eq(accountRefundReservations.status, "pending")));
        return false;
      }
      await settle(deps, reservation);
    } else {
      await settle(deps, reservation.providerRefundId === null ? await ask(deps, reservation) : reservation);
    }
    deps.log.warn({ paymentId: reservation.paymentId, reservation: reservation.id, amountCents: reservation.amountCents }, "a refund on account left pending was settled by the sweep");
    return true;
  });
}

async function tellOfficeOfUnknown(db: Db, deps: PaymentDeps, reservation: Reservation): Promise<void> {
  const [payment] = await db.select({ companyId: accountPayments.companyId, currency: accountPayments.currency }).from(accountPayments).where(eq(accountPayments.id, reservation.paymentId));
  await tellOffice(db, deps.config, {
    key: `account-refund-unknown:${reservation.id}`,
    say: () => ({
      subject: officeEmailTexts.accountRefundUnknownSubject(reservation.provider),
      paragraphs: [
        officeEmailTexts.refundUnknown(formatCents(reservation.amountCents, payment?.currency ?? deps.config.shop.currency), reservation.provider, reservation.transactionId, reservation.providerKey),
        officeEmailTexts.checkPanel,
      ],
    }),
    link: payment
      ? { label: () => officeEmailTexts.openCompany, path: webRoutes.officeCompany.replace(":companyId", payment.companyId) }
      : { label: () => officeEmailTexts.openCompanies, path: webRoutes.officeCompanies },
  });
}
