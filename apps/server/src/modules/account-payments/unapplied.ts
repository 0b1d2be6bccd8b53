import { accountPaymentMessages, dollarsToCents, formatCents, type AccountPayment, type ApplyUnappliedBody } from "@shop/contract";
import { eq, sql } from "drizzle-orm";
import type { Principal } from "../../auth/guard";
import type { ShopSettings } from "../../config";
import type { Db, InTransaction } from "../../db/client";
import { accountPayments } from "../../db/schema";
import { conflict } from "../../errors";
import { accountPaymentDocument, allocate, lockCompanyPayment, type CompanyPaymentTarget } from "./apply";
import { appliedFactsOf, enqueuePaymentAppliedEmails } from "./emails";

/**
 * `POST /api/admin/companies/{id}/payments/{paymentId}/apply` (beyond the contract, decision
 * 041): the office applies some of a payment's unapplied money (a transfer's rest, or what no
 * longer fitted when a card payment was confirmed) to open invoices of the same company, in one
 * transaction. The payment's row is locked first, then its invoices (as applying and refunding
 * take them), so two offices applying the same money take turns and the second finds less left.
 * Strict, as a transfer: all of it or nothing. Amounts adding up to more than is unapplied: 409;
 * beyond an invoice's balance: 409; an invoice or payment of another company: 404. A retry with
 * the same Idempotency-Key answers the first answer (the route's).
 */
export async function applyUnapplied(
  db: Db,
  shop: ShopSettings,
  office: Principal,
  target: CompanyPaymentTarget,
  body: ApplyUnappliedBody,
  keep: InTransaction<AccountPayment>,
): Promise<AccountPayment> {
  return db.transaction(async (tx) => {
    const payment = await lockCompanyPayment(tx, target);
    const requested = body.allocations.map((allocation) => ({ invoiceNumber: allocation.invoiceNumber, amountCents: dollarsToCents(allocation.amount) }));
    const totalCents = requested.reduce((sum, allocation) => sum + allocation.amountCents, 0);
    // A pending or cancelled payment holds no unapplied money.
    const unapplied = payment.status === "applied" ? payment.unappliedCents : 0;
    if (totalCents > unapplied) throw conflict(accountPaymentMessages.beyondUnapplied(formatCents(unapplied, payment.currency)));
    const at = new Date();
    const lines = await allocate(tx, payment, requested, { strict: true, at, later: true, byUserId: office.userId });
    const [updated] = await tx
      .update(accountPayments)
      .set({ unappliedCents: sql`${accountPayments.unappliedCents} - ${totalCents}` })
      .where(eq(accountPayments.id, payment.id))
      .returning();
    if (!updated) throw new Error("the locked payment vanished");
    await enqueuePaymentAppliedEmails(tx, shop, payment.companyId, await appliedFactsOf(tx, updated, lines), { at, appliedCents: totalCents });
    const answer = await accountPaymentDocument(tx, updated);
    await keep(tx, answer);
    return answer;
  });
}
