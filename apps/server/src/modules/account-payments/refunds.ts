
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { accountPaymentRefunds, accountPayments, accountRefundReservations, type AccountRefundProvider, allocationReversals, companies, invoices, orders, paymentAllocations } from "../../db/schema";
import { recordEvent } from "../orders/history";
import type { PaymentDeps } from "../orders/order";
import { applyAccountPayment, type AccountPaymentRow } from "./apply";
import { enqueuePaymentRefundedEmails } from "./emails";
import { balanceCents } from "./invoices";
import { part, type ReversedHow } from "../orders/notes";

/** What the provider says of a charge it refunded (Stripe's `charge.refunded`). */
export interface ProviderRefund {
  paymentIntentId: string;
  /** What the charge was for. */
  amountCents: number;
  /** Refunded so far, all refunds of the charge together. */
  amountRefundedCents: number;
  /** The newest refund's id, when the event lists it. */
  refundId: string | null;
}

/** One allocation still applying money, newest first: what a refund takes back. */
interface Standing {
  allocationId: string;
  invoiceId: string;
  invoiceNumber: number;
  leftCents: number;
}

/**
 * Decision 041's rule of what a refund of a payment on account takes back: first the payment's
 * unapplied money (given back, it was on no invoice), then its allocations newest first (applied
 * later before applied with it, then the higher invoice number), each up to what it still applies.
 */
export function takeBack(refundCents: number, unappliedCents: number, standing: readonly Standing[]): { fromUnappliedCents: number; reversals: (Standing & { amountCents: number })[] } {
  const fromUnappliedCents = Math.min(refundCents, unappliedCents);
  let rest = refundCents - fromUnappliedCents;
  const reversals: (Standing & { amountCents: number })[] = [];
  for (const allocation of standing) {
    if (rest === 0) break;
    const amountCents = Math.min(rest, allocation.leftCents);
    if (amountCents <= 0) continue;
    reversals.push({ ...allocation, amountCents });
    rest -= amountCents;
  }
  return { fromUnappliedCents, reversals };
}

/** The payment's allocations with what each still applies (less earlier reversals), newest first. */
async function standingAllocations(tx: Tx, payment: AccountPaymentRow): Promise<Standing[]> {
  const reversed = sql<number>`coalesce((select sum(${allocationReversals.amountCents}) from ${allocationReversals} where ${allocationReversals.allocationId} = ${paymentAllocations.id}), 0)::int`;
  const rows = await tx
    .select({ allocationId: paymentAllocations.id, invoiceId: paymentAllocations.invoiceId, invoiceNumber: invoices.number, amountCents: paymentAllocations.amountCents, reversedCents: reversed })
    .from(paymentAllocations)
    .innerJoin(invoices, eq(invoices.id, paymentAllocations.invoiceId))
    .where(eq(paymentAllocations.paymentId, payment.id))
    .orderBy(sql`${paymentAllocations.appliedLaterAt} desc nulls last`, desc(invoices.number), desc(paymentAllocations.id));
  return rows.map((row) => ({ allocationId: row.allocationId, invoiceId: row.invoiceId, invoiceNumber: row.invoiceNumber, leftCents: row.amountCents - Number(row.reversedCents) }));
}

/**
 * A refund of a card payment on account made at the provider (Stripe's dashboard), recorded once
 * (decision 041): the payment's row is locked, so two deliveries take turns; what the provider has
 * refunded beyond what is recorded is new, and a replay finds nothing new. What is new comes off
 * the payment's unapplied money first, then off its allocations newest first (`takeBack`): those
 * invoices' paid amounts go down, their balances up, each order's history says so, and the
 * company's admins and accountants are emailed. Answers `not_ours` when the intent is no payment
 * on account (an order's: the orders' refund path takes it).
 */
export async function applyAccountPaymentRefund(deps: PaymentDeps, charge: ProviderRefund): Promise<"not_ours" | "recorded" | "ignored"> {
  const provider = deps.payments.name;
  const [found] = await deps.db
    .select({ id: accountPayments.id })
    .from(accountPayments)
    .where(and(eq(accountPayments.provider, provider), eq(accountPayments.providerIntentId, charge.paymentIntentId)))
    .limit(1);
  if (!found) return "not_ours";
  return deps.db.transaction(async (tx) => {
    let [payment] = await tx.select().from(accountPayments).where(eq(accountPayments.id, found.id)).for("update");
    if (!payment) return "ignored";
    // The refund may come before the payment's own confirmation: the charge shows it was paid.
    if (payment.status === "pending") {
      ({ payment } = await applyAccountPayment(tx, deps.config, payment.id, { strict: false, card: { transactionId: charge.paymentIntentId, amountCents: charge.amountCents } }));
    }
    if (payment.status !== "applied") {
      deps.log.error({ paymentId: payment.id, status: payment.status, paymentIntent: charge.paymentIntentId }, "a refund at the provider of a payment on account that was never applied: reconcile it by hand");
      return "ignored";
    }
    // An office refund the provider made but not yet settled counts as recorded: its reservation
    // is about to be, and counting it here too would give it back twice in the books. The newest
    // refund id may then be that reservation's, which records it when it settles.
    const reserved = await reservedCents(tx, payment.id);
    const newCents = charge.amountRefundedCents - payment.refundedCents - reserved;
    if (newCents <= 0) return "ignored";
    const [known] = charge.refundId
      ? await tx
          .select({ id: accountPaymentRefunds.id })
          .from(accountPaymentRefunds)
          .where(and(eq(accountPaymentRefunds.provider, provider), eq(accountPaymentRefunds.providerRefundId, charge.refundId)))
          .limit(1)
      : [];
    const written = await writeAccountRefund(tx, deps, payment, { provider, providerRefundId: known || reserved > 0 ? null : charge.refundId, amountCents: newCents, reason: null, byUserId: null });
    if (!written) return "ignored";
    const { refund, takenCents, fromUnappliedCents } = written;
    deps.log.warn({ paymentId: payment.id, refundId: refund.id, amountCents: takenCents, fromUnappliedCents }, "a card payment on account was refunded at the payment provider");
    return "recorded";
  });
}

/** What pending office refunds of a payment hold back (reserved, not yet settled). */
export async function reservedCents(tx: Tx, paymentId: string): Promise<number> {
  const [row] = await tx
    .select({ cents: sql<number>`coalesce(sum(${accountRefundReservations.amountCents}), 0)::int` })
    .from(accountRefundReservations)
    .where(and(eq(accountRefundReservations.paymentId, paymentId), eq(accountRefundReservations.status, "pending")));
  return Number(row?.cents ?? 0);
}

/** One refund of a payment on account to record: who gave it back, its id there, how much, and (the office's) why. */
export interface AccountRefundRecord {
  provider: AccountRefundProvider;
  providerRefundId: string | null;
  amountCents: number;
  reason: string | null;
  byUserId: string | null;
}

/**
 * The one writer of a refund of a payment on account (decision 041, and 059 for the office's), in
 * the caller's transaction with the payment's row locked: what it takes back comes off the
 * payment's unapplied money first, then off its allocations newest first (`takeBack`); those
 * invoices' paid amounts go down (they are open again by it), each order's history says so, the
 * payment's refunded and unapplied amounts follow, and the company's admins and accountants are
 * emailed. Null when the payment holds nothing more to take back.
 */
export async function writeAccountRefund(
  tx: Tx,
  deps: Pick<PaymentDeps, "config" | "log">,
  payment: AccountPaymentRow,
  record: AccountRefundRecord,
): Promise<{ refund: typeof accountPaymentRefunds.$inferSelect; takenCents: number; fromUnappliedCents: number } | null> {
  const standing = await standingAllocations(tx, payment);
  const { fromUnappliedCents, reversals } = takeBack(record.amountCents, payment.unappliedCents, standing);
  const takenCents = fromUnappliedCents + reversals.reduce((sum, reversal) => sum + reversal.amountCents, 0);
  if (takenCents < record.amountCents) {
    deps.log.error({ paymentId: payment.id, amountCents: record.amountCents, takenCents }, "more of a payment on account was refunded than it holds: the rest is not recorded");
  }
  if (takenCents === 0) return null;
  const [refund] = await tx
    .insert(accountPaymentRefunds)
    .values({ paymentId: payment.id, provider: record.provider, providerRefundId: record.providerRefundId, amountCents: takenCents, unappliedCents: fromUnappliedCents, reason: record.reason, byUserId: record.byUserId })
    .returning();
  if (!refund) throw new Error("insert returned no row");

  // The invoices in number order, as every writer of payments locks them.
  const invoiceIds = [...new Set(reversals.map((reversal) => reversal.invoiceId))];
  const locked = invoiceIds.length
    ? await tx
        .select({ invoice: invoices, orderStatus: orders.status })
        .from(invoices)
        .leftJoin(orders, eq(orders.id, invoices.orderId))
        .where(inArray(invoices.id, invoiceIds))
        .orderBy(asc(invoices.number))
        .for("update", { of: invoices })
    : [];
  const byId = new Map(locked.map((row) => [row.invoice.id, row]));
  const at = new Date();
  const how: ReversedHow = record.byUserId === null ? { kind: "atProvider" } : { kind: "byOffice", transfer: record.provider === "transfer" ? (record.providerRefundId ?? "") : null, provider: record.provider, reason: record.reason ?? "" };
  const lines: { invoiceNumber: number; amountCents: number; balanceCents: number }[] = [];
  for (const reversal of [...reversals].sort((a, b) => a.invoiceNumber - b.invoiceNumber)) {
    const row = byId.get(reversal.invoiceId);
    if (!row) throw new Error("an allocated invoice vanished");
    await tx.insert(allocationReversals).values({ refundId: refund.id, allocationId: reversal.allocationId, invoiceId: reversal.invoiceId, amountCents: reversal.amountCents });
    const [after] = await tx
      .update(invoices)
      .set({ paidCents: sql`${invoices.paidCents} - ${reversal.amountCents}` })
      .where(eq(invoices.id, reversal.invoiceId))
      .returning();
    const balance = after ? balanceCents(after) : balanceCents(row.invoice) + reversal.amountCents;
    lines.push({ invoiceNumber: reversal.invoiceNumber, amountCents: reversal.amountCents, balanceCents: balance });
    if (row.orderStatus) {
      await recordEvent(tx, {
        orderId: row.invoice.orderId,
        status: row.orderStatus,
        byUserId: record.byUserId,
        note: [part("paymentReversed", { cents: reversal.amountCents, currency: payment.currency }, payment.method, reversal.invoiceNumber, how, { cents: balance, currency: payment.currency })],
        at,
      });
    }
  }
  await tx
    .update(accountPayments)
    .set({ refundedCents: sql`${accountPayments.refundedCents} + ${takenCents}`, unappliedCents: sql`${accountPayments.unappliedCents} - ${fromUnappliedCents}` })
    .where(eq(accountPayments.id, payment.id));
  const [company] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, payment.companyId));
  await enqueuePaymentRefundedEmails(tx, deps.config, payment.companyId, {
    refundId: refund.id,
    amountCents: takenCents,
    paymentCents: payment.amountCents,
    fromUnappliedCents,
    currency: payment.currency,
    companyName: company?.name ?? "",
    lines,
    ...(record.byUserId !== null && { byOffice: { method: payment.method, reason: record.reason ?? "", reference: record.provider === "transfer" ? record.providerRefundId : null } }),
  });
  return { refund, takenCents, fromUnappliedCents };
}
