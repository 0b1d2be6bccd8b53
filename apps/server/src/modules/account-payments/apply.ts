import { accountPaymentMessages, centsToDollars, formatCents, invoiceLabel, type AccountPayment } from "@shop/contract";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { ShopSettings } from "../../config";
import type { Db, Tx } from "../../db/client";
import { accountPayments, allocationReversals, invoices, orders, paymentAllocations } from "../../db/schema";
import type { AllocationCents } from "./allocations";
import { conflict, notFound } from "../../errors";
import { recordEvent } from "../orders/history";
import { appliedFactsOf, enqueuePaymentAppliedEmails } from "./emails";
import { balanceCents } from "./invoices";
import { part, type PaidHow } from "../orders/notes";

export type AccountPaymentRow = typeof accountPayments.$inferSelect;

/** A company's payment, as the office's routes name it. */
export interface CompanyPaymentTarget {
  companyId: string;
  paymentId: string;
}

/**
 * The payment, locked before its invoices (as applying and refunding take them), so two offices
 * acting on the same money take turns; another company's is answered as one that does not exist.
 */
export async function lockCompanyPayment(tx: Tx, target: CompanyPaymentTarget): Promise<AccountPaymentRow> {
  const [payment] = await tx
    .select()
    .from(accountPayments)
    .where(and(eq(accountPayments.id, target.paymentId), eq(accountPayments.companyId, target.companyId)))
    .for("update");
  if (!payment) throw notFound("Payment");
  return payment;
}

export interface ApplyOptions {
  /**
   * A transfer the office records is refused whole (409, nothing written) when an allocation
   * asks more than its invoice's balance. A card payment is already charged when it is applied:
   * what no longer fits (a transfer paid the invoice meanwhile) is kept as `unapplied_cents`.
   */
  strict: boolean;
  /**
   * A payment already charged (by card, or issue 37: on bKash's or SSLCommerz's page): the
   * provider's or gateway's transaction, and the amount it took (must be the payment's).
   */
  card?: { transactionId: string; amountCents: number } | undefined;
}

/**
 * The one use case that applies a payment on account to its invoices (decision 041), in the
 * caller's transaction:
 * 1. the conditional update `pending → applied`: of two deliveries (the member's confirmation
 *    and the webhook, a replay, the sweep) one wins, the other finds it applied and changes nothing;
 * 2. `allocate`: its invoices locked in number order, each allocation up to its invoice's
 *    balance, the orders' histories; what does not fit is kept as `unapplied_cents`;
 * 3. one email to the company's admins and accountants.
 * Answers the payment, and whether this call applied it.
 */
export async function applyAccountPayment(tx: Tx, shop: ShopSettings, paymentId: string, options: ApplyOptions): Promise<{ payment: AccountPaymentRow; applied: boolean }> {
  const appliedAt = new Date();
  const [claimed] = await tx
    .update(accountPayments)
    .set({
      status: "applied",
      appliedAt,
      ...(options.card ? { transactionId: sql`coalesce(${accountPayments.transactionId}, ${options.card.transactionId})` } : {}),
    })
    .where(and(eq(accountPayments.id, paymentId), eq(accountPayments.status, "pending"), ...(options.card ? [eq(accountPayments.amountCents, options.card.amountCents)] : [])))
    .returning();
  if (!claimed) {
    const [current] = await tx.select().from(accountPayments).where(eq(accountPayments.id, paymentId));
    if (!current) throw notFound("Payment");
    return { payment: current, applied: false };
  }

  const lines = await allocate(tx, claimed, claimed.requested, { strict: options.strict, at: appliedAt, later: false });
  const appliedCents = lines.reduce((sum, line) => sum + line.amountCents, 0);

  const [payment] = await tx
    .update(accountPayments)
    .set({ unappliedCents: claimed.amountCents - appliedCents })
    .where(eq(accountPayments.id, claimed.id))
    .returning();
  if (!payment) throw new Error("the claimed payment vanished");
  await enqueuePaymentAppliedEmails(tx, shop, payment.companyId, await appliedFactsOf(tx, payment, lines));
  return { payment, applied: true };
}

/** One invoice a payment paid: how much, and the balance it left. */
export interface AllocatedLine {
  invoiceNumber: number;
  amountCents: number;
  balanceCents: number;
}

/**
 * Decision 041's one rule of how money meets invoices, for a payment as it is applied and for its
 * unapplied money the office applies later: the payment's invoices locked in number order (so two
 * payments never deadlock), each allocation up to its invoice's balance (`payment_allocations`
 * rows, `paid_cents` raised) and a note in each order's history. Strict, an invoice of another
 * company is 404 and an allocation beyond its balance 409 (the caller's transaction then writes
 * nothing); otherwise what does not fit is left out, for the caller to keep as unapplied.
 */
export async function allocate(
  tx: Tx,
  payment: AccountPaymentRow,
  allocations: readonly AllocationCents[],
  options: { strict: boolean; at: Date; later: boolean; byUserId?: string | null },
): Promise<AllocatedLine[]> {
  const requested = [...allocations].sort((a, b) => a.invoiceNumber - b.invoiceNumber);
  const numbers = requested.map((allocation) => allocation.invoiceNumber);
  const locked = await tx
    .select({ invoice: invoices, orderStatus: orders.status })
    .from(invoices)
    .leftJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(eq(invoices.companyId, payment.companyId), inArray(invoices.number, numbers)))
    .orderBy(asc(invoices.number))
    .for("update", { of: invoices });
  const byNumber = new Map(locked.map((row) => [row.invoice.number, row]));
  // Another company's invoice is answered as one that does not exist, before any balance is told.
  if (options.strict && byNumber.size < numbers.length) throw notFound("Invoice");

  const how: PaidHow = payment.method === "transfer" ? { kind: "transfer", reference: payment.reference ?? "" } : payment.method === "card" ? { kind: "card" } : { kind: "method", method: payment.method, transactionId: payment.transactionId ?? "" };
  const lines: AllocatedLine[] = [];
  for (const allocation of requested) {
    const row = byNumber.get(allocation.invoiceNumber);
    if (!row) continue;
    const balance = balanceCents(row.invoice);
    const fits = Math.min(allocation.amountCents, Math.max(0, balance));
    if (options.strict && fits < allocation.amountCents) {
      throw conflict(accountPaymentMessages.beyondBalance(invoiceLabel(allocation.invoiceNumber), formatCents(Math.max(0, balance), payment.currency)));
    }
    if (fits === 0) continue;
    await tx.insert(paymentAllocations).values({ paymentId: payment.id, invoiceId: row.invoice.id, amountCents: fits, appliedLaterAt: options.later ? options.at : null });
    await tx
      .update(invoices)
      .set({ paidCents: sql`${invoices.paidCents} + ${fits}` })
      .where(eq(invoices.id, row.invoice.id));
    lines.push({ invoiceNumber: allocation.invoiceNumber, amountCents: fits, balanceCents: balance - fits });
    if (row.orderStatus) {
      await recordEvent(tx, {
        orderId: row.invoice.orderId,
        status: row.orderStatus,
        byUserId: options.byUserId === undefined ? payment.byUserId : options.byUserId,
        note: [part(options.later ? "paidOnInvoiceLater" : "paidOnInvoice", { cents: fits, currency: payment.currency }, allocation.invoiceNumber, how, { cents: balance - fits, currency: payment.currency })],
        at: options.at,
      });
    }
  }
  return lines;
}

/**
 * What a payment applies to each invoice now: its allocations (with it, and applied later) less
 * what refunds took back, summed per invoice, in number order; invoices it no longer pays are left out.
 */
export async function netAllocations(db: Db | Tx, paymentId: string): Promise<{ invoiceNumber: number; amountCents: number }[]> {
  const rows = await db
    .select({
      invoiceNumber: invoices.number,
      amountCents: sql<number>`sum(${paymentAllocations.amountCents} - coalesce((select sum(${allocationReversals.amountCents}) from ${allocationReversals} where ${allocationReversals.allocationId} = ${paymentAllocations.id}), 0))::int`,
    })
    .from(paymentAllocations)
    .innerJoin(invoices, eq(invoices.id, paymentAllocations.invoiceId))
    .where(eq(paymentAllocations.paymentId, paymentId))
    .groupBy(invoices.number)
    .orderBy(asc(invoices.number));
  return rows.filter((row) => row.amountCents > 0);
}

/** The payment as the company and the office read it, with what it applied to which invoice. */
export async function accountPaymentDocument(db: Db | Tx, payment: AccountPaymentRow): Promise<AccountPayment> {
  const allocations = await netAllocations(db, payment.id);
  return {
    _id: payment.id,
    method: payment.method,
    status: payment.status,
    amount: centsToDollars(payment.amountCents),
    requested: payment.requested.map((allocation) => ({ invoiceNumber: allocation.invoiceNumber, amount: centsToDollars(allocation.amountCents) })),
    allocations: allocations.map((allocation) => ({ invoiceNumber: allocation.invoiceNumber, amount: centsToDollars(allocation.amountCents) })),
    unapplied: centsToDollars(payment.unappliedCents),
    refunded: centsToDollars(payment.refundedCents),
    receivedOn: payment.receivedOn,
    reference: payment.reference,
    by: payment.byEmail,
    createdAt: payment.createdAt.toISOString(),
    appliedAt: payment.appliedAt?.toISOString() ?? null,
  };
}

/** Applies a payment in a transaction of its own (a card payment the provider confirmed). */
export function applyInTransaction(db: Db, shop: ShopSettings, paymentId: string, options: ApplyOptions) {
  return db.transaction((tx) => applyAccountPayment(tx, shop, paymentId, options));
}
