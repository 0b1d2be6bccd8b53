import { companyMessages, companyRights } from "@shop/contract";
import { and, asc, eq, gte, inArray, lt, ne, sql, sum } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { companies, companyAddresses, companyMembers, orders, users } from "../../db/schema";
import { badRequest } from "../../errors";
import { requireNotSuspended, requireRight, type Membership } from "./access";
import { companyAddressOf } from "./companies";
import { companyAudit } from "./schema";
import { sayLimits, type ExceededLimit } from "../orders/notes";

/**
 * What buying for a company changes about an order (issue 27, items 2 and 3, decision 037):
 * where it goes, who it bills, and whether it is within the member's spending limits.
 */

/** The statuses an order counts against a month limit in: every one but cancelled and expired (issue 28: confirmed on account counts). */
export const MONTH_COUNTED_STATUSES = ["awaiting_approval", "unpaid", "paid", "confirmed", "shipped"] as const;

/** 403 unless the member may order now: their role orders, and the shop has not suspended the company. */
export function assertMayOrder(membership: Membership): void {
  requireRight(membership, "order");
  requireNotSuspended(membership);
}

/** Where a member's order goes: one of the company's delivery addresses (the free address is never used). */
export interface CompanyDestination {
  address: string;
  country: string;
  postalCode: string;
}

/**
 * The company address a member's order goes to. Placing must name one (400 without); the
 * checkout's preview, which writes nothing, falls back on the company's first address so the
 * cart can show a bill before the member picks. Another company's address id is 404.
 */
export async function companyDestination(db: Db | Tx, companyId: string, addressId: string | undefined, options: { required: boolean }): Promise<CompanyDestination> {
  if (addressId) return pick(await companyAddressOf(db, companyId, addressId));
  if (options.required) throw badRequest(companyMessages.chooseAddress, [{ path: "body.companyAddressId", message: companyMessages.chooseAddress }]);
  const [first] = await db.select().from(companyAddresses).where(eq(companyAddresses.companyId, companyId)).orderBy(asc(companyAddresses.position), asc(companyAddresses.id)).limit(1);
  if (!first) throw badRequest(companyMessages.chooseAddress, [{ path: "body.companyAddressId", message: companyMessages.chooseAddress }]);
  return pick(first);
}

const pick = (row: typeof companyAddresses.$inferSelect): CompanyDestination => ({ address: row.address, country: row.country, postalCode: row.postalCode });

/** The company's billing address, which its members' invoices print as "Bill to". */
export async function companyBillingAddress(db: Db | Tx, companyId: string): Promise<string | null> {
  const [company] = await db.select({ billingAddress: companies.billingAddress }).from(companies).where(eq(companies.id, companyId)).limit(1);
  return company?.billingAddress ?? null;
}

/** The first day of `now`'s calendar month and of the next one, in UTC: the month a limit counts. */
export function utcMonth(now: Date): { from: Date; to: Date } {
  return { from: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)), to: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)) };
}

export type { ExceededLimit } from "../orders/notes";

/**
 * Why an order of `totalCents` (as billed: shipping and tax included) needs approval (said in the
 * current language when called), or null
 * when it is within the member's limits. Equal to a limit passes. The month counts the member's
 * orders for this company this calendar month (UTC) that are not cancelled or expired. The
 * caller holds the lock on the member's row (membershipOf with lock), so a second order of the
 * same member waits for this one and counts it.
 */
/** Said when called; `limits` are what it says, as an order's history keeps them. */
export async function overLimit(tx: Db | Tx, membership: Membership, totalCents: number, now: Date, currency: string): Promise<((() => string) & { limits: ExceededLimit[] }) | null> {
  const limits = await exceededLimits(tx, membership, totalCents, now);
  // Issue 38: said when read, so each email says it in its reader's language.
  return limits.length > 0 ? Object.assign(() => sayLimits(limits, currency), { limits }) : null;
}

/** The limits of overLimit, one by one (issue 35: the checkout names them before the order is placed). */
export async function exceededLimits(tx: Db | Tx, membership: Membership, totalCents: number, now: Date): Promise<ExceededLimit[]> {
  const reasons: ExceededLimit[] = [];
  if (membership.orderLimitCents !== null && totalCents > membership.orderLimitCents) reasons.push({ kind: "order", limitCents: membership.orderLimitCents });
  if (membership.monthlyLimitCents !== null) {
    const month = utcMonth(now);
    const [spent] = await tx
      .select({ cents: sum(orders.priceCents).mapWith(Number) })
      .from(orders)
      .where(
        and(
          eq(orders.userId, membership.userId),
          eq(orders.companyId, membership.companyId),
          inArray(orders.status, [...MONTH_COUNTED_STATUSES]),
          gte(orders.createdAt, month.from),
          lt(orders.createdAt, month.to),
        ),
      );
    if ((spent?.cents ?? 0) + totalCents > membership.monthlyLimitCents) reasons.push({ kind: "month", limitCents: membership.monthlyLimitCents });
  }
  return reasons;
}

/** The emails of the company's admins and approvers: who is asked to decide an order over a limit. */
export async function approversOf(db: Db | Tx, companyId: string): Promise<{ userId: string; email: string; name: string }[]> {
  return db
    .select({ userId: users.id, email: users.email, name: users.name })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), inArray(companyMembers.role, ["admin", "approver"])))
    .orderBy(asc(companyMembers.createdAt), asc(users.email));
}

/** How many admins the company has: its only admin may approve their own orders, as nobody else could. */
export async function adminCount(db: Db | Tx, companyId: string): Promise<number> {
  const rows = await db.select({ userId: companyMembers.userId }).from(companyMembers).where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, "admin")));
  return rows.length;
}

/**
 * Issue 35: whether nobody but `userId` may decide the company's orders awaiting approval (no
 * other admin, no approver). Only then may a member approve their own order, and such an order
 * holds its stock no longer than an unpaid one (ORDER_HOLD_MINUTES): its approval is a formality.
 * It asks about the others, not the number of admins: an admin who demoted the other admin to
 * approver is not alone. A demotion to buyer (or a removal) would make them alone: for an order
 * placed before it, `decidersDroppedSince` says so, and the order is not theirs to approve.
 */
export async function decidesAlone(db: Db | Tx, companyId: string, userId: string): Promise<boolean> {
  const others = await db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), inArray(companyMembers.role, [...companyRights.approve]), ne(companyMembers.userId, userId)))
    .limit(1);
  return others.length === 0;
}

/**
 * Issue 35: whether someone who could decide the company's approvals lost that right since `since`
 * (their role changed to one that does not approve, or an admin removed them), read from the
 * company's audit trail. Alone now but not when the order was placed, its buyer does not approve
 * it: demoting the only other admin, approving, and promoting them back is not a way around them.
 */
export async function decidersDroppedSince(db: Db | Tx, companyId: string, since: Date): Promise<boolean> {
  const deciders = [...companyRights.approve].map((role) => `'${role}'`).join(", ");
  const rows = await db
    .select({ id: companyAudit.id })
    .from(companyAudit)
    .where(
      and(
        eq(companyAudit.companyId, companyId),
        gte(companyAudit.createdAt, since),
        inArray(companyAudit.action, ["member_changed", "member_removed"]),
        sql.raw(`(before->>'role') in (${deciders})`),
        sql.raw(`(action = 'member_removed' or coalesce(after->>'role', '') not in (${deciders}))`),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
