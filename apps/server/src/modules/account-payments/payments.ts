import type { AccountPayment } from "@shop/contract";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accountPayments, companies } from "../../db/schema";
import { notFound } from "../../errors";
import { cheapTotal, inTimeOrder, paginate, type ListAnswer, type Page } from "../../lib/paging";
import { accountPaymentDocument } from "./apply";

/**
 * `GET /api/admin/companies/{id}/payments` (beyond the contract): the company's payments on
 * account, newest first, with what each applied and what stayed unapplied (decision 041: shown to
 * the office, never lost).
 */
export async function listCompanyPayments(db: Db, companyId: string, page: Page | undefined): Promise<ListAnswer<AccountPayment>> {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw notFound("Company");
  const where = eq(accountPayments.companyId, companyId);
  const answer = await paginate(
    (newestFirst) => db.select().from(accountPayments).where(where).orderBy(...inTimeOrder(newestFirst, accountPayments.createdAt, accountPayments.id)).$dynamic(),
    "newest-first",
    () => cheapTotal(db, () => db.select({ id: accountPayments.id }).from(accountPayments).where(where).$dynamic()),
    page,
  );
  return { ...answer, items: await Promise.all(answer.items.map((payment) => accountPaymentDocument(db, payment))) };
}
