import { accountPaymentMessages, dayIn, dollarsToCents, type AccountPayment, type RecordTransferBody } from "@shop/contract";
import { and, eq, sql } from "drizzle-orm";
import type { Principal } from "../../auth/guard";
import type { ShopSettings } from "../../config";
import type { Db, InTransaction } from "../../db/client";
import { accountPayments, companies } from "../../db/schema";
import { badRequest, conflict, notFound } from "../../errors";
import { accountPaymentDocument, applyAccountPayment } from "./apply";

/**
 * `POST /api/admin/companies/{id}/payments`: a bank transfer the office received, recorded and
 * applied in one transaction through the one apply use case, strictly: an allocation beyond its
 * invoice's balance (409) or of another company (404) refuses the whole transfer and writes
 * nothing. The allocations may add up to less than the amount: the rest stays unapplied, on the
 * company's account.
 *
 * A double submit: the company's row is locked first, so two identical transfers take turns, and
 * the second finds the first (same reference, any case, same amount and day) and answers 409.
 * A retry with the same Idempotency-Key answers the first answer instead (the route's).
 *
 * A transfer dated after the shop's today (its day in SHOP_TIMEZONE, not UTC's) is refused (400)
 * before anything is read: applied at once, it would pay invoices with money the bank statement
 * does not show yet, and the statement and receivables would disagree.
 */
export async function recordTransfer(db: Db, shop: ShopSettings, office: Principal, companyId: string, body: RecordTransferBody, keep: InTransaction<AccountPayment>, now = new Date()): Promise<AccountPayment> {
  const today = dayIn(now, shop.shop.timeZone);
  if (body.receivedOn > today) throw badRequest(accountPaymentMessages.receivedAfterToday(today), [{ path: "body.receivedOn", message: accountPaymentMessages.receivedAfterToday(today) }]);
  return db.transaction(async (tx) => {
    const [company] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for("update");
    if (!company) throw notFound("Company");
    const amountCents = dollarsToCents(body.amount);
    const reference = body.reference.trim();
    const [twin] = await tx
      .select({ id: accountPayments.id })
      .from(accountPayments)
      .where(
        and(
          eq(accountPayments.companyId, companyId),
          eq(accountPayments.method, "transfer"),
          eq(accountPayments.amountCents, amountCents),
          eq(accountPayments.receivedOn, body.receivedOn),
          sql`lower(${accountPayments.reference}) = lower(${reference})`,
        ),
      )
      .limit(1);
    if (twin) throw conflict(accountPaymentMessages.transferRecorded);
    const requested = body.allocations
      .map((allocation) => ({ invoiceNumber: allocation.invoiceNumber, amountCents: dollarsToCents(allocation.amount) }))
      .sort((a, b) => a.invoiceNumber - b.invoiceNumber);
    const [pending] = await tx
      .insert(accountPayments)
      .values({
        companyId,
        method: "transfer",
        status: "pending",
        amountCents,
        currency: shop.shop.currency,
        receivedOn: body.receivedOn,
        reference,
        requested,
        byUserId: office.userId,
        byEmail: office.email,
      })
      .returning({ id: accountPayments.id });
    if (!pending) throw new Error("insert returned no row");
    const { payment } = await applyAccountPayment(tx, shop, pending.id, { strict: true });
    const answer = await accountPaymentDocument(tx, payment);
    await keep(tx, answer);
    return answer;
  });
}
