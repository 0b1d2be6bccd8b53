import { binProblem, centsToDollars, companyMessages, hasCompanyRight, type Company, type CompanyRole, type CreateCompanyBody, type PatchCompanyBody } from "@shop/contract";
import { and, asc, eq, notInArray } from "drizzle-orm";
import type { Principal } from "../../auth/guard";
import type { Db, Tx } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { companies, companyAddresses, companyMembers, users } from "../../db/schema";
import { badRequest, conflict, forbidden, notFound } from "../../errors";
import { membershipIn, membershipOf } from "./access";
import { notInvoicedCents, openBalanceCents } from "./credit";
import { recordAudit } from "./audit";
import type { AuditValues } from "./schema";

export type CompanyRow = typeof companies.$inferSelect;

/**
 * Issue 36: a company in Bangladesh (a delivery address there) or whose VAT ID says BD gives its
 * 13-digit BIN: 400 on `body.vatId` otherwise. Checked on the company as it would be after the
 * write (a PATCH may change the ID or the addresses alone), inside the write's transaction.
 */
function assertBin(vatId: string | null | undefined, countries: readonly string[]): void {
  const problem = binProblem(vatId, countries);
  if (problem) throw badRequest(problem, [{ path: "body.vatId", message: problem }]);
}

/**
 * The company as its members read it, with the caller's own role. Issue 28: every member reads
 * its payment terms (they decide whether an order needs a card); its credit limit and open
 * balance only its admins and accountants (the `accounts` right), who answer for the account.
 */
export async function companyDocument(db: Db | Tx, companyId: string, role: CompanyRole): Promise<Company> {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) throw notFound("Company");
  const addresses = await db.select().from(companyAddresses).where(eq(companyAddresses.companyId, companyId)).orderBy(asc(companyAddresses.position), asc(companyAddresses.id));
  const members = await db
    .select({ member: companyMembers, email: users.email, name: users.name })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(asc(companyMembers.createdAt), asc(users.email));
  const account = hasCompanyRight(role, "accounts");
  return {
    _id: company.id,
    name: company.name,
    vatId: company.vatId,
    billingAddress: company.billingAddress,
    addresses: addresses.map((row) => ({ _id: row.id, label: row.label, address: row.address, country: row.country, postalCode: row.postalCode })),
    suspended: company.suspended,
    role,
    members: members.map(({ member, email, name }) => ({
      userId: member.userId,
      email,
      name,
      role: member.role,
      orderLimit: member.orderLimitCents === null ? null : centsToDollars(member.orderLimitCents),
      monthlyLimit: member.monthlyLimitCents === null ? null : centsToDollars(member.monthlyLimitCents),
    })),
    paymentTerms: company.paymentTerms,
    creditLimit: account ? centsToDollars(company.creditLimitCents) : null,
    openBalance: account ? centsToDollars(await openBalanceCents(db, companyId)) : null,
    notInvoiced: account ? centsToDollars(await notInvoicedCents(db, companyId)) : null,
  };
}

/**
 * `POST /api/companies`: a verified buyer founds a company and becomes its first admin. One
 * company per account: the unique member row refuses a second even when two requests race.
 */
export async function createCompany(db: Db, caller: Principal, body: CreateCompanyBody): Promise<Company> {
  if (!caller.emailVerified && caller.role !== "admin") throw forbidden(companyMessages.verifyFirst);
  assertBin(body.vatId, body.addresses.map((address) => address.country));
  try {
    return await db.transaction(async (tx) => {
      if (await membershipOf(tx, caller.userId)) throw conflict(companyMessages.alreadyMember);
      const [company] = await tx.insert(companies).values({ name: body.name, vatId: body.vatId, billingAddress: body.billingAddress }).returning();
      if (!company) throw new Error("insert returned no company");
      await tx.insert(companyAddresses).values(body.addresses.map((address, position) => ({ ...address, companyId: company.id, position })));
      await tx.insert(companyMembers).values({ companyId: company.id, userId: caller.userId, role: "admin" });
      // The trail starts with the company itself: who founded it, under which name and VAT ID.
      await recordAudit(tx, { companyId: company.id, action: "founded", actor: caller, after: await detailsOf(tx, company.id) });
      return companyDocument(tx, company.id, "admin");
    });
  } catch (error) {
    if (isUniqueViolation(error, "company_members_user_key")) throw conflict(companyMessages.alreadyMember);
    throw error;
  }
}

/**
 * `PATCH /api/companies/{id}` (company admins): the name, VAT ID, billing address, and the
 * delivery addresses as a whole list. An address sent with its `_id` keeps it; one left out is
 * removed. Orders copied the address they went to, so removing one changes no order.
 */
export async function patchCompany(db: Db, caller: Principal, companyId: string, body: PatchCompanyBody): Promise<Company> {
  return db.transaction(async (tx) => {
    const membership = await membershipIn(tx, caller, companyId, "manage");
    const before = await detailsOf(tx, companyId);
    const changes: Partial<typeof companies.$inferInsert> = {};
    if (body.name !== undefined) changes.name = body.name;
    if (body.vatId !== undefined) changes.vatId = body.vatId;
    if (body.billingAddress !== undefined) changes.billingAddress = body.billingAddress;
    if (Object.keys(changes).length > 0) await tx.update(companies).set(changes).where(eq(companies.id, companyId));
    if (body.vatId !== undefined || body.addresses) {
      const [kept] = await tx.select({ vatId: companies.vatId }).from(companies).where(eq(companies.id, companyId));
      const countries = body.addresses ? body.addresses.map((address) => address.country) : (await tx.select({ country: companyAddresses.country }).from(companyAddresses).where(eq(companyAddresses.companyId, companyId))).map((row) => row.country);
      assertBin(body.vatId !== undefined ? body.vatId : kept?.vatId, countries);
    }
    if (body.addresses) {
      const kept = body.addresses.flatMap((address) => (address._id ? [address._id] : []));
      await tx.delete(companyAddresses).where(and(eq(companyAddresses.companyId, companyId), kept.length > 0 ? notInArray(companyAddresses.id, kept) : undefined));
      for (const [position, { _id, ...address }] of body.addresses.entries()) {
        if (_id) {
          const updated = await tx
            .update(companyAddresses)
            .set({ ...address, position })
            .where(and(eq(companyAddresses.id, _id), eq(companyAddresses.companyId, companyId)))
            .returning({ id: companyAddresses.id });
          // Another company's address id, or one removed meanwhile: the same 404 as a stranger's company.
          if (updated.length === 0) throw notFound("Address");
        } else {
          await tx.insert(companyAddresses).values({ ...address, companyId, position });
        }
      }
    }
    // Issue 35's trail keeps what an auditor asks after: a new name, VAT ID (it decides the tax) or address, before and after.
    const after = await detailsOf(tx, companyId);
    const changed = Object.keys(after).filter((key) => after[key] !== before[key]);
    if (changed.length > 0) {
      const pick = (values: AuditValues) => Object.fromEntries(changed.map((key) => [key, values[key] ?? null]));
      await recordAudit(tx, { companyId, action: "details_changed", actor: caller, before: pick(before), after: pick(after) });
    }
    return companyDocument(tx, companyId, membership.role);
  });
}

/** The company's particulars as its audit trail records them: the delivery addresses as one text, in their order. */
async function detailsOf(tx: Tx, companyId: string): Promise<AuditValues> {
  const [company] = await tx.select().from(companies).where(eq(companies.id, companyId));
  const addresses = await tx.select().from(companyAddresses).where(eq(companyAddresses.companyId, companyId)).orderBy(asc(companyAddresses.position));
  return {
    name: company?.name ?? null,
    vatId: company?.vatId ?? null,
    billingAddress: company?.billingAddress ?? null,
    addresses: addresses.map((address) => `${address.label}: ${address.address}, ${address.postalCode} ${address.country}`).join("; "),
  };
}

/** `GET /api/company`: the caller's company; 404 without one. */
export async function ownCompany(db: Db, caller: Principal): Promise<Company> {
  const membership = await membershipOf(db, caller.userId);
  if (!membership) throw notFound("Company");
  return companyDocument(db, membership.companyId, membership.role);
}

/** One delivery address of the company, for a member's checkout; 404 for any other id. */
export async function companyAddressOf(db: Db | Tx, companyId: string, addressId: string) {
  const [address] = await db
    .select()
    .from(companyAddresses)
    .where(and(eq(companyAddresses.id, addressId), eq(companyAddresses.companyId, companyId)));
  if (!address) throw notFound("Address");
  return address;
}
