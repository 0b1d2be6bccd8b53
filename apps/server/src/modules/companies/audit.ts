import { centsToDollars, type CompanyAuditAction, type CompanyAuditEntry } from "@shop/contract";
import { eq } from "drizzle-orm";
import type { Principal } from "../../auth/guard";
import type { Db, Tx } from "../../db/client";
import { companies } from "../../db/schema";
import { notFound } from "../../errors";
import { cheapTotal, inTimeOrder, paginate, type ListAnswer, type Page } from "../../lib/paging";
import { membershipIn } from "./access";
import { companyAudit, type AuditValues } from "./schema";

/**
 * Issue 35: the company's audit trail. Each use case that changes a member, an invitation or the
 * company's standing calls `recordAudit` with its own transaction, so the row commits with the
 * change or not at all. Admins read it at `GET /api/companies/{id}/audit`, the office at
 * `GET /api/admin/companies/{id}/audit`.
 */

type AuditRow = typeof companyAudit.$inferSelect;

export interface AuditChange {
  companyId: string;
  action: CompanyAuditAction;
  /** Who made the change: its email is kept as text, and whether they acted from the office. */
  actor: Pick<Principal, "email">;
  byOffice?: boolean;
  subject?: string | null;
  before?: AuditValues | null;
  after?: AuditValues | null;
  at?: Date;
}

export async function recordAudit(tx: Tx, change: AuditChange): Promise<void> {
  await tx.insert(companyAudit).values({
    companyId: change.companyId,
    action: change.action,
    actorEmail: change.actor.email.toLowerCase(),
    byOffice: change.byOffice ?? false,
    subjectEmail: change.subject ?? null,
    before: change.before ?? null,
    after: change.after ?? null,
    ...(change.at ? { createdAt: change.at } : {}),
  });
}

/** A limit as the trail shows it: in the shop's currency, null for none. */
export const auditLimit = (cents: number | null): number | null => (cents === null ? null : centsToDollars(cents));

/** A member's role and limits, as a row's before or after keeps them. */
export function memberValues(member: { role: string; orderLimitCents: number | null; monthlyLimitCents: number | null }): AuditValues {
  return { role: member.role, orderLimit: auditLimit(member.orderLimitCents), monthlyLimit: auditLimit(member.monthlyLimitCents) };
}

function entryOf(row: AuditRow): CompanyAuditEntry {
  return {
    _id: row.id,
    companyId: row.companyId,
    action: row.action,
    actor: row.actorEmail,
    byOffice: row.byOffice,
    subject: row.subjectEmail,
    before: row.before,
    after: row.after,
    at: row.createdAt.toISOString(),
  };
}

async function trail(db: Db, companyId: string, page: Page | undefined): Promise<ListAnswer<CompanyAuditEntry>> {
  const where = eq(companyAudit.companyId, companyId);
  const answer = await paginate(
    (newestFirst) => db.select().from(companyAudit).where(where).orderBy(...inTimeOrder(newestFirst, companyAudit.createdAt, companyAudit.id)).$dynamic(),
    "newest-first",
    () => cheapTotal(db, () => db.select({ id: companyAudit.id }).from(companyAudit).where(where).$dynamic()),
    page,
  );
  return { ...answer, items: answer.items.map(entryOf) };
}

/** `GET /api/companies/{id}/audit`: the company's admins; another member 403, a stranger 404. */
export async function memberAuditTrail(db: Db, caller: Principal, companyId: string, page: Page | undefined): Promise<ListAnswer<CompanyAuditEntry>> {
  await membershipIn(db, caller, companyId, "manage");
  return trail(db, companyId, page);
}

/** `GET /api/admin/companies/{id}/audit`: shop admins; an unknown company 404. */
export async function officeAuditTrail(db: Db, companyId: string, page: Page | undefined): Promise<ListAnswer<CompanyAuditEntry>> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!row) throw notFound("Company");
  return trail(db, companyId, page);
}
