import { companyMessages, dollarsToCents, type Company, type PatchMemberBody } from "@shop/contract";
import { and, count, eq } from "drizzle-orm";
import type { Principal } from "../../auth/guard";
import type { Db, Tx } from "../../db/client";
import { companyMembers, users } from "../../db/schema";
import { conflict, forbidden, notFound } from "../../errors";
import { membershipIn, requireRight } from "./access";
import { memberValues, recordAudit } from "./audit";
import { companyDocument } from "./companies";
import { adminCount } from "./ordering";
import { lockCompany } from "./invitations";

/**
 * Issue 27: a company admin changes a member's role and limits, removes a member; a member
 * leaves. A company keeps at least one admin: every change here first takes the company's row
 * (lockCompany), so two admins demoting or removing each other at once are decided one after
 * the other, and the second sees the first's change (docs/decisions/036-company-invitations.md).
 * Issue 35: each change writes its row of the company's audit trail in its own transaction.
 */

type MemberRow = typeof companyMembers.$inferSelect & { email: string };

async function memberOf(tx: Tx, companyId: string, userId: string): Promise<MemberRow> {
  const [row] = await tx
    .select({ member: companyMembers, email: users.email })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
  if (!row) throw notFound("Member");
  return { ...row.member, email: row.email };
}

/** 409 when `member` is the company's only admin and would stop being one. */
async function keepAnAdmin(tx: Tx, member: MemberRow): Promise<void> {
  if (member.role !== "admin") return;
  const [admins] = await tx
    .select({ n: count() })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, member.companyId), eq(companyMembers.role, "admin")));
  if ((admins?.n ?? 0) <= 1) throw conflict(companyMessages.lastAdmin);
}

const cents = (limit: number | null) => (limit === null ? null : dollarsToCents(limit));

/** Whether the body sets a limit to another amount than the member's (a form may send both as they were). */
const changesLimits = (member: MemberRow, body: PatchMemberBody) =>
  (body.orderLimit !== undefined && cents(body.orderLimit) !== member.orderLimitCents) || (body.monthlyLimit !== undefined && cents(body.monthlyLimit) !== member.monthlyLimitCents);

/** `PATCH /api/companies/{id}/members/{userId}` (company admins): role and limits; null is no limit. */
export async function patchMember(db: Db, caller: Principal, companyId: string, userId: string, body: PatchMemberBody): Promise<Company> {
  return db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const membership = await membershipIn(tx, caller, companyId, "manage");
    const member = await memberOf(tx, companyId, userId);
    if (body.role !== undefined && body.role !== "admin") await keepAnAdmin(tx, member);
    // Issue 35: an admin's own limits are another admin's to change, when there is one.
    if (userId === caller.userId && changesLimits(member, body) && (await adminCount(tx, companyId)) > 1) throw forbidden(companyMessages.ownLimits);
    const changes: Partial<typeof companyMembers.$inferInsert> = {};
    if (body.role !== undefined) changes.role = body.role;
    if (body.orderLimit !== undefined) changes.orderLimitCents = cents(body.orderLimit);
    if (body.monthlyLimit !== undefined) changes.monthlyLimitCents = cents(body.monthlyLimit);
    const before = memberValues(member);
    const after = memberValues({ ...member, ...changes });
    // A PATCH that sets what was there already changes nothing, and leaves no row.
    if (JSON.stringify(before) !== JSON.stringify(after)) {
      await tx.update(companyMembers).set(changes).where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
      await recordAudit(tx, { companyId, action: "member_changed", actor: caller, subject: member.email, before, after });
    }
    // An admin who made themself a buyer reads the company as a buyer from now on.
    const callerRole = userId === caller.userId ? (body.role ?? membership.role) : membership.role;
    return companyDocument(tx, companyId, callerRole);
  });
}

/**
 * `DELETE /api/companies/{id}/members/{userId}`: an admin removes a member, or a member leaves
 * (their own userId, any role). From then on the company is a stranger's to them (404).
 */
export async function removeMember(db: Db, caller: Principal, companyId: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const membership = await membershipIn(tx, caller, companyId);
    if (userId !== caller.userId) requireRight(membership, "manage");
    const member = await memberOf(tx, companyId, userId);
    await keepAnAdmin(tx, member);
    await tx.delete(companyMembers).where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
    const leaving = userId === caller.userId;
    await recordAudit(tx, { companyId, action: leaving ? "member_left" : "member_removed", actor: caller, subject: member.email, before: memberValues(member) });
  });
}
