import { centsToDollars, dayIn, type CompanyInvoice, type InvoiceFilter, type InvoiceStatus } from "@shop/contract";
import { and, eq, gte, isNotNull, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { companies, invoices } from "../../db/schema";
import { notFound } from "../../errors";
import { cheapTotal, inTimeOrder, paginate, type ListAnswer, type Page } from "../../lib/paging";

/**
 * A company's invoices on account (decision 041 "Balances"): what each asks, what was paid, what
 * credit notes took off, and the balance, total − paid − credited. Where an invoice stands is
 * read against the shop's today (its day in SHOP_TIMEZONE, the zone its due dates count in: issue
 * 36, finding 9): overdue once its due date is before today.
 */

export type InvoiceRow = typeof invoices.$inferSelect;

export const balanceCents = (invoice: Pick<InvoiceRow, "totalCents" | "paidCents" | "creditedCents">) => invoice.totalCents - invoice.paidCents - invoice.creditedCents;
export const balanceSql = sql<number>`(${invoices.totalCents} - ${invoices.paidCents} - ${invoices.creditedCents})`;

/** Open: a balance not yet due (or due at a shipment to come); overdue: a balance past its due date; paid: nothing left (a credit below zero). */
export function invoiceStatusOf(invoice: Pick<InvoiceRow, "totalCents" | "paidCents" | "creditedCents" | "dueDate">, today: string): InvoiceStatus {
  if (balanceCents(invoice) <= 0) return "paid";
  return invoice.dueDate !== null && invoice.dueDate < today ? "overdue" : "open";
}

/** The same rule as a filter of the query (ISO days compare as text, and as dates). */
function filterSql(filter: InvoiceFilter | undefined, today: string): SQL | undefined {
  const owing = sql`${balanceSql} > 0`;
  switch (filter) {
    case "paid":
      return sql`${balanceSql} <= 0`;
    case "unpaid":
      return owing;
    case "overdue":
      return and(owing, isNotNull(invoices.dueDate), lt(invoices.dueDate, today));
    case "open":
      return and(owing, or(isNull(invoices.dueDate), gte(invoices.dueDate, today)));
    case undefined:
      return undefined;
  }
}

export function companyInvoiceDocument(invoice: InvoiceRow, today: string): CompanyInvoice {
  return {
    number: invoice.number,
    orderId: invoice.orderId,
    issuedAt: invoice.issuedAt.toISOString(),
    dueDate: invoice.dueDate,
    total: centsToDollars(invoice.totalCents),
    paid: centsToDollars(invoice.paidCents),
    credited: centsToDollars(invoice.creditedCents),
    balance: centsToDollars(balanceCents(invoice)),
    status: invoiceStatusOf(invoice, today),
  };
}

/**
 * `GET /api/company/invoices?status=` and the office's copy of it: every invoice of the company
 * (the card-prepaid ones too, at a zero balance: an accountant wants them all), newest first,
 * paged as every list. Read through invoices_company_due_idx (its partial predicate stated).
 */
export async function listCompanyInvoices(db: Db, companyId: string, filter: InvoiceFilter | undefined, page: Page | undefined, timeZone: string, now = new Date()): Promise<ListAnswer<CompanyInvoice>> {
  const today = dayIn(now, timeZone);
  const where = and(isNotNull(invoices.companyId), eq(invoices.companyId, companyId), filterSql(filter, today));
  const answer = await paginate(
    (newestFirst) => db.select().from(invoices).where(where).orderBy(...inTimeOrder(newestFirst, invoices.number)).$dynamic(),
    "newest-first",
    () => cheapTotal(db, () => db.select({ id: invoices.id }).from(invoices).where(where).$dynamic()),
    page,
  );
  return { ...answer, items: answer.items.map((invoice) => companyInvoiceDocument(invoice, today)) };
}

/** The office's copy of the list: 404 for a company that does not exist. */
export async function officeCompanyInvoices(db: Db, companyId: string, filter: InvoiceFilter | undefined, page: Page | undefined, timeZone: string): Promise<ListAnswer<CompanyInvoice>> {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw notFound("Company");
  return listCompanyInvoices(db, companyId, filter, page, timeZone);
}
