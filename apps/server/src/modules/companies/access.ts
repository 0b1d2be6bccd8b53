import { companyMessages, hasCompanyRight, type CompanyRight, type CompanyRole, type PaymentTerms } from "@shop/contract";
import { eq } from "drizzle-orm";
import type { Principal } from "../../auth/guard";
import type { Db, Tx } from "../../db/client";
import { companies, companyMembers } from "../../db/schema";
import { forbidden, notFound, type AppError } from "../../errors";

/**
 * The access model of companies (docs/decisions/034-company-access.md), in one place: every
 * company route asks here. Someone who is no member of a company learns nothing of it (404, as
 * for an id that does not exist); a member whose role lacks the right gets 403 and the words of
 * what their role does not allow.
 */

export interface Membership {
  companyId: string;
  companyName: string;
  suspended: boolean;
  /** Issue 28: how the company pays; placing locks the company row only for a company on terms. */
  paymentTerms: PaymentTerms;
  userId: string;
  role: CompanyRole;
  orderLimitCents: number | null;
  monthlyLimitCents: number | null;
}

/** What each right's refusal says the role does not allow. */
const rightWords: Record<CompanyRight, string> = {
  manage: "manage the company",
  order: "place orders",
  approve: "approve orders",
  seeAllOrders: "see the company's orders",
  editLists: "change shopping lists",
  accounts: "see the company's account with the shop",
};

/**
 * The caller's company and role, or null for an account without one. `lock` takes the member's
 * row for update: a decision that depends on the role (an approval, a removal) then cannot
 * interleave with a change of that role.
 */
export async function membershipOf(db: Db | Tx, userId: string, options: { lock?: boolean } = {}): Promise<Membership | null> {
  const query = db
    .select({
      companyId: companyMembers.companyId,
      companyName: companies.name,
      suspended: companies.suspended,
      paymentTerms: companies.paymentTerms,
      userId: companyMembers.userId,
      role: companyMembers.role,
      orderLimitCents: companyMembers.orderLimitCents,
      monthlyLimitCents: companyMembers.monthlyLimitCents,
    })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, userId))
    .limit(1);
  const [row] = options.lock ? await query.for("update", { of: companyMembers }) : await query;
  return row ?? null;
}

/** The 403 of a role without the right, or null when it has it: for a rule that answers its refusal instead of throwing it. */
export function rightRefusal(membership: Membership, right: CompanyRight, action = rightWords[right]): AppError | null {
  return hasCompanyRight(membership.role, right) ? null : forbidden(companyMessages.noRight(action));
}

/** 403 unless the role has the right; `action` names what was refused when it is narrower than the right (asking for a quote). */
export function requireRight(membership: Membership, right: CompanyRight, action = rightWords[right]): Membership {
  const refusal = rightRefusal(membership, right, action);
  if (refusal) throw refusal;
  return membership;
}

/** The caller's own company (`/api/company…` routes): 404 without one; 403 without the right. */
export async function ownMembership(db: Db | Tx, caller: Principal, right?: CompanyRight, options: { lock?: boolean } = {}): Promise<Membership> {
  const membership = await membershipOf(db, caller.userId, options);
  if (!membership) throw notFound("Company");
  return right ? requireRight(membership, right) : membership;
}

/** A company named by id (`/api/companies/{id}…`): 404 unless the caller is its member; 403 without the right. */
export async function membershipIn(db: Db | Tx, caller: Principal, companyId: string, right?: CompanyRight, options: { lock?: boolean } = {}): Promise<Membership> {
  const membership = await membershipOf(db, caller.userId, options);
  if (!membership || membership.companyId !== companyId) throw notFound("Company");
  return right ? requireRight(membership, right) : membership;
}

/** 403 with the reason while the shop has suspended the company: its members may read, not order. */
export function requireNotSuspended(membership: Pick<Membership, "suspended">): void {
  if (membership.suspended) throw forbidden(companyMessages.suspended);
}
