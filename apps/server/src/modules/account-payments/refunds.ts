import { formatCents, invoiceLabel } from "@shop/contract";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { accountPaymentRefunds, accountPayments, allocationReversals, companies, invoices, orders, paymentAllocations } from "../../db/schema";
import { recordEvent } from "../orders/history";
import type { PaymentDeps } from "../orders/order";
import { applyAccountPayment, type AccountPaymentRow } from "./apply";
import { enqueuePaymentRefundedEmails } from "./emails";
import { balanceCents } from "./invoices";

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
    const newCents = charge.amountRefundedCents - payment.refundedCents;
    if (newCents <= 0) return "ignored";
    const standing = await standingAllocations(tx, payment);
    const { fromUnappliedCents, reversals } = takeBack(newCents, payment.unappliedCents, standing);
    const takenCents = fromUnappliedCents + reversals.reduce((sum, reversal) => sum + reversal.amountCents, 0);
    if (takenCents < newCents) {
      deps.log.error({ paymentId: payment.id, newCents, takenCents }, "the provider refunded more of a payment on account than it holds: the rest is not recorded");
    }
    if (takenCents === 0) return "ignored";

    const [known] = charge.refundId
      ? await tx
          .select({ id: accountPaymentRefunds.id })
          .from(accountPaymentRefunds)
          .where(and(eq(accountPaymentRefunds.provider, provider), eq(accountPaymentRefunds.providerRefundId, charge.refundId)))
          .limit(1)
      : [];
    const [refund] = await tx
      .insert(accountPaymentRefunds)
      .values({ paymentId: payment.id, provider, providerRefundId: known ? null : charge.refundId, amountCents: takenCents, unappliedCents: fromUnappliedCents })
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
          byUserId: null,
          note: `${formatCents(reversal.amountCents, payment.currency)} of the card payment on invoice ${invoiceLabel(reversal.invoiceNumber)} refunded at the payment provider; ${formatCents(balance, payment.currency)} left to pay`,
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
    });
    deps.log.warn({ paymentId: payment.id, refundId: refund.id, amountCents: takenCents, fromUnappliedCents }, "a card payment on account was refunded at the payment provider");
    return "recorded";
  });
}
