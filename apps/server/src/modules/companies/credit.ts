import { dayIn, TERMS_DAYS, type PaymentTerms } from "@shop/contract";
import { and, asc, eq, gt, lt, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { accountPayments, companies, invoices, orders } from "../../db/schema";
import { notFound } from "../../errors";
import { sayRefusal, type Refusal } from "../orders/notes";

/**
 * Issue 28 items 2 and 3 (decision 041): whether a company's order goes on its account. The one
 * place that decides it; placing, approving and the checkout's preview ask here.
 */

/** A company's terms and credit limit, as an order is decided on them. */
export interface CompanyTerms {
  companyId: string;
  paymentTerms: PaymentTerms;
  creditLimitCents: number;
}

/** Terms other than prepaid: an order on them is confirmed at once and invoiced when it is dispatched. */
export type AccountTerms = Exclude<PaymentTerms, "prepaid">;

/**
 * The answer: on account with these terms, or paid by card (and why, for a company on terms). No
 * due date yet: it counts from the invoice, issued when the goods are dispatched (issue 36 item 4).
 */
/** `why` is the refusal as stored in an order's history (notes.ts); `refusal` says it in the language of the work under way. */
export type OnAccount = { onAccount: true; paymentTerms: AccountTerms } | { onAccount: false; refusal: string | null; why: Refusal | null };

/** YYYY-MM-DD plus `days` (calendar days, UTC). */
export function addUtcDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The due date of an invoice on `terms` issued on `day`, the invoice's date in the shop's time zone
 * (SHOP_TIMEZONE): Net 30 counts 30 of the shop's days from it, as its buyer reads the invoice
 * (issue 36, finding 9). The invoice is issued when the goods are dispatched (item 4), so an
 * invoice due on shipment is due that same day.
 */
export function dueDateFor(terms: AccountTerms, day: string): string {
  return addUtcDays(day, TERMS_DAYS[terms] ?? 0);
}

async function termsOf(db: Db | Tx, companyId: string, lock: boolean): Promise<CompanyTerms> {
  const query = db
    .select({ companyId: companies.id, paymentTerms: companies.paymentTerms, creditLimitCents: companies.creditLimitCents })
    .from(companies)
    .where(eq(companies.id, companyId));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound("Company");
  return row;
}

/** The company's terms, read without a lock (the checkout's preview, a page). */
export const companyTermsOf = (db: Db | Tx, companyId: string) => termsOf(db, companyId, false);

/**
 * The company's terms with its row locked until the transaction ends. Taken by placing and
 * approving, after the user row and the member row (place.ts) and before any tool row: two
 * orders of one company then take turns, and the second counts the first's invoice against the
 * credit limit. Only for a company on terms: a prepaid company's orders do not wait on each other.
 */
export const lockCompanyTerms = (tx: Tx, companyId: string) => termsOf(tx, companyId, true);

/** An invoice's balance: what it asks, less what was paid and what credit notes took off. */
const balance = sql<number>`${invoices.totalCents} - ${invoices.paidCents} - ${invoices.creditedCents}`;

/**
 * What the company owes on its invoices now: every balance, a credit (a balance below zero, from a
 * credit note on a paid invoice) netted in. Card-paid invoices stay at zero and add nothing.
 */
export async function openBalanceCents(db: Db | Tx, companyId: string): Promise<number> {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${balance}), 0)::bigint`.mapWith(Number) })
    .from(invoices)
    .where(eq(invoices.companyId, companyId));
  return row?.cents ?? 0;
}

/**
 * Issue 36 item 4: what the company's orders confirmed on account but not yet dispatched will
 * invoice. They have no invoice until their tax point, yet the company owes them as surely: the
 * credit check counts them beside the open balance, and the company's pages show them apart.
 */
export async function notInvoicedCents(db: Db | Tx, companyId: string): Promise<number> {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${orders.priceCents}), 0)::bigint`.mapWith(Number) })
    .from(orders)
    .where(
      and(
        eq(orders.companyId, companyId),
        eq(orders.status, "confirmed"),
        sql`not exists (select 1 from ${invoices} where ${invoices.orderId} = ${orders.id})`,
      ),
    );
  return row?.cents ?? 0;
}

/**
 * The company's money on no invoice yet (decision 041): what its applied payments left unapplied.
 * Not netted in the open balance or the credit check: until the office applies it, it may as
 * well be given back.
 */
export async function unappliedCents(db: Db | Tx, companyId: string): Promise<number> {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${accountPayments.unappliedCents}), 0)::bigint`.mapWith(Number) })
    .from(accountPayments)
    .where(and(eq(accountPayments.companyId, companyId), eq(accountPayments.status, "applied"), gt(accountPayments.unappliedCents, 0)));
  return row?.cents ?? 0;
}

/**
 * The invoice that puts the company on hold: the oldest with a balance whose due date is more than
 * `holdDays` days past, or null. Counted from the shop's today (SHOP_TIMEZONE), the zone its due
 * dates are in (issue 36, finding 9).
 */
export async function holdingInvoice(db: Db | Tx, companyId: string, now: Date, holdDays: number, timeZone: string): Promise<{ number: number; dueDate: string } | null> {
  const cutoff = addUtcDays(dayIn(now, timeZone), -holdDays);
  const [row] = await db
    .select({ number: invoices.number, dueDate: invoices.dueDate })
    .from(invoices)
    .where(and(eq(invoices.companyId, companyId), lt(invoices.dueDate, cutoff), gt(balance, 0)))
    .orderBy(asc(invoices.dueDate), asc(invoices.number))
    .limit(1);
  return row?.dueDate ? { number: row.number, dueDate: row.dueDate } : null;
}

/**
 * Whether an order of `totalCents` (as billed) goes on the company's account now. Not for a
 * prepaid company; not while it is on hold; not beyond its credit: its open balance, its orders
 * confirmed but not yet invoiced, and this order must be at most the limit (equal passes). Placing calls it with the company row locked
 * (lockCompanyTerms), so what it reads cannot change before the order is written.
 */
const refused = (why: Refusal): OnAccount => ({ onAccount: false, refusal: sayRefusal(why), why });

export async function onAccountFor(db: Db | Tx, terms: CompanyTerms, totalCents: number, now: Date, holdDays: number, currency: string, timeZone: string): Promise<OnAccount> {
  if (terms.paymentTerms === "prepaid") return { onAccount: false, refusal: null, why: null };
  const hold = await holdingInvoice(db, terms.companyId, now, holdDays, timeZone);
  if (hold) return refused({ kind: "onHold", invoice: hold.number, dueDate: hold.dueDate });
  const open = (await openBalanceCents(db, terms.companyId)) + (await notInvoicedCents(db, terms.companyId));
  if (open + totalCents > terms.creditLimitCents) {
    return refused({ kind: "overLimit", total: totalCents, available: Math.max(0, terms.creditLimitCents - open), currency });
  }
  return { onAccount: true, paymentTerms: terms.paymentTerms };
}
