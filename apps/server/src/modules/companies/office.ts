import { centsToDollars, dollarsToCents, normalizeVatId, officeCompanyMessages, type OfficeCompaniesQuery, type OfficeCompany, type OfficeCompanyRow, type PatchOfficeCompanyBody, OFFICE_COMPANY_ORDERS } from "@shop/contract";
import { count, desc, eq, ilike, inArray, sql, type SQL } from "drizzle-orm";
import type { Principal } from "../../auth/guard";
import type { Db } from "../../db/client";
import { companies, companyMembers, orders } from "../../db/schema";
import { conflict, notFound } from "../../errors";
import { cheapTotal, inTimeOrder, paginate, type ListAnswer, type Page } from "../../lib/paging";
import { officeCheckOf } from "../billing/vat";
import { orderDocuments } from "../orders/documents";
import { recordAudit } from "./audit";
import { companyDocument } from "./companies";
import { holdingInvoice, notInvoicedCents, openBalanceCents, unappliedCents } from "./credit";

/**
 * Issue 27, companies in the office: shop admins only (the routes' admin guard). The office
 * reads every company, as no member does, and suspends or releases it.
 */

/** `%`, `_` and `\` typed in the search are matched as themselves, not as LIKE patterns. */
function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `GET /api/admin/companies`: newest first, `q` a part of the name in any case (the trigram index serves it). */
export async function officeCompanies(db: Db, query: OfficeCompaniesQuery, page: Page | undefined): Promise<ListAnswer<OfficeCompanyRow>> {
  const where: SQL | undefined = query.q ? ilike(companies.name, containsPattern(query.q)) : undefined;
  const answer = await paginate(
    (newestFirst) => db.select().from(companies).where(where).orderBy(...inTimeOrder(newestFirst, companies.createdAt, companies.id)).$dynamic(),
    "newest-first",
    () => cheapTotal(db, () => db.select({ id: companies.id }).from(companies).where(where).$dynamic()),
    page,
  );
  const ids = answer.items.map((row) => row.id);
  const counts =
    ids.length === 0
      ? []
      : await db.select({ companyId: companyMembers.companyId, n: count() }).from(companyMembers).where(inArray(companyMembers.companyId, ids)).groupBy(companyMembers.companyId);
  const membersOf = new Map(counts.map((row) => [row.companyId, row.n]));
  return {
    ...answer,
    items: answer.items.map((row) => ({
      _id: row.id,
      name: row.name,
      vatId: row.vatId,
      suspended: row.suspended,
      members: membersOf.get(row.id) ?? 0,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

/**
 * `GET /api/admin/companies/{id}`: the company as its members read it, with one page of its
 * orders (the latest OFFICE_COMPANY_ORDERS unless `page` says which), read through
 * orders_company_created_at_idx; and (issue 28) its terms, credit limit, open balance and the
 * invoice that holds it, if any (CREDIT_HOLD_DAYS: `holdDays`).
 */
export async function officeCompany(db: Db, id: string, holdDays: number, timeZone: string, page: Page = { limit: OFFICE_COMPANY_ORDERS, offset: 0 }, now = new Date()): Promise<OfficeCompany> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  if (!row) throw notFound("Company");
  // The office has no role in the company; the document's `role` is the caller's and is dropped.
  const { role: _role, ...company } = await companyDocument(db, id, "admin");
  const latest = await db
    .select()
    .from(orders)
    .where(eq(orders.companyId, id))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(orders).where(eq(orders.companyId, id));
  const hold = row.paymentTerms === "prepaid" ? null : await holdingInvoice(db, id, now, holdDays, timeZone);
  return {
    ...company,
    vatCheckedAt: officeCheckOf(row)?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    orders: await orderDocuments(db, latest),
    ordersTotal: total?.n ?? 0,
    paymentTerms: row.paymentTerms,
    creditLimit: centsToDollars(row.creditLimitCents),
    openBalance: centsToDollars(await openBalanceCents(db, id)),
    notInvoiced: centsToDollars(await notInvoicedCents(db, id)),
    creditHold: hold ? { invoiceNumber: hold.number, dueDate: hold.dueDate } : null,
    unapplied: centsToDollars(await unappliedCents(db, id)),
  };
}

/**
 * `PATCH /api/admin/companies/{id}`: suspends or releases it; (issue 28) sets its payment terms
 * and credit limit. The order use cases read them when they place or approve an order: orders
 * already confirmed keep the terms they were confirmed on. Issue 35: each change (suspension,
 * release, terms or credit limit) leaves its row in the company's audit trail, in the same
 * transaction, naming the office's admin.
 */
export async function patchOfficeCompany(db: Db, caller: Principal, id: string, body: PatchOfficeCompanyBody, holdDays: number, timeZone: string): Promise<OfficeCompany> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(companies).where(eq(companies.id, id)).for("no key update");
    if (!row) throw notFound("Company");
    const changes: Partial<typeof companies.$inferInsert> = {};
    if (body.suspended !== undefined) changes.suspended = body.suspended;
    if (body.paymentTerms !== undefined) changes.paymentTerms = body.paymentTerms;
    if (body.creditLimit !== undefined) changes.creditLimitCents = dollarsToCents(body.creditLimit);
    if (Object.keys(changes).length === 0) return;
    await tx.update(companies).set(changes).where(eq(companies.id, id));
    const office = { companyId: id, actor: caller, byOffice: true };
    if (changes.suspended !== undefined && changes.suspended !== row.suspended) {
      await recordAudit(tx, { ...office, action: changes.suspended ? "suspended" : "unsuspended", before: { suspended: row.suspended }, after: { suspended: changes.suspended } });
    }
    const termsBefore = { paymentTerms: row.paymentTerms, creditLimit: centsToDollars(row.creditLimitCents) };
    const termsAfter = { paymentTerms: changes.paymentTerms ?? row.paymentTerms, creditLimit: centsToDollars(changes.creditLimitCents ?? row.creditLimitCents) };
    if (termsAfter.paymentTerms !== termsBefore.paymentTerms || termsAfter.creditLimit !== termsBefore.creditLimit) {
      await recordAudit(tx, { ...office, action: "terms_changed", before: termsBefore, after: termsAfter });
    }
  });
  return officeCompany(db, id, holdDays, timeZone);
}

/**
 * `PUT` and `DELETE /api/admin/companies/{id}/vat-check`: the office checked the company's VAT ID
 * by hand (VIES unreachable or not set up), or withdraws that check. Like an account's check
 * (billing/vat.ts `markVatChecked`) it names the ID it checked, so an ID the company's admin
 * changed meanwhile is not marked by mistake (409). The row is locked, so a change of the ID at
 * the same moment waits and then makes the check stale, as any later change does.
 */
export async function markCompanyVatChecked(db: Db, id: string, checked: { vatId: string } | null, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ vatId: companies.vatId }).from(companies).where(eq(companies.id, id)).for("update");
    if (!row) throw notFound("Company");
    if (!checked) {
      await tx.update(companies).set({ vatCheckedId: null, vatCheckedAt: null }).where(eq(companies.id, id));
      return;
    }
    if (!row.vatId || normalizeVatId(checked.vatId) !== normalizeVatId(row.vatId)) throw conflict(officeCompanyMessages.vatChanged);
    await tx.update(companies).set({ vatCheckedId: normalizeVatId(row.vatId), vatCheckedAt: now }).where(eq(companies.id, id));
  });
}
