import { companyMessages, dollarsToCents, type Company, type PatchMemberBody } from "@shop/contract";
import { and, count, eq } from "drizzle-orm";
import type { Principal } from "../../auth/guard";
import type { Db, Tx } from "../../db/client";
import { companyMembers } from "../../db/schema";
import { conflict, notFound } from "../../errors";
import { membershipIn, requireRight } from "./access";
import { companyDocument } from "./companies";
import { lockCompany } from "./invitations";

/**
 * Issue 27: a company admin changes a member's role and limits, removes a member; a member
 * leaves. A company keeps at least one admin: every change here first takes the company's row
 * (lockCompany), so two admins demoting or removing each other at once are decided one after
 * the other, and the second sees the first's change (docs/decisions/036-company-invitations.md).
 */

type MemberRow = typeof companyMembers.$inferSelect;

async function memberOf(tx: Tx, companyId: string, userId: string): Promise<MemberRow> {
  const [member] = await tx.select().from(companyMembers).where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
  if (!member) throw notFound("Member");
  return member;
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

/** `PATCH /api/companies/{id}/members/{userId}` (company admins): role and limits; null is no limit. */
export async function patchMember(db: Db, caller: Principal, companyId: string, userId: string, body: PatchMemberBody): Promise<Company> {
  return db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const membership = await membershipIn(tx, caller, companyId, "manage");
    const member = await memberOf(tx, companyId, userId);
    if (body.role !== undefined && body.role !== "admin") await keepAnAdmin(tx, member);
    const changes: Partial<typeof companyMembers.$inferInsert> = {};
    if (body.role !== undefined) changes.role = body.role;
    if (body.orderLimit !== undefined) changes.orderLimitCents = cents(body.orderLimit);
    if (body.monthlyLimit !== undefined) changes.monthlyLimitCents = cents(body.monthlyLimit);
    if (Object.keys(changes).length > 0) {
      await tx.update(companyMembers).set(changes).where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
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
  });
}
