import { companySchema, type Company, type CompanyRole } from "@shop/contract";
import { expect } from "vitest";
import { companies, companyAddresses, companyInvitations, companyMembers } from "../src/db/schema";
import { signUp, type SignedIn, type TestApp } from "./app";
import { tableDigests } from "./expect-error";

/** A valid `POST /api/companies` body; overrides replace fields. */
export function companyBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: "Green Valley Co-op",
    vatId: null,
    billingAddress: "1 Market Street\n1207 Dhaka\nBangladesh",
    addresses: [
      { label: "Main store", address: "1 Market Street, Dhaka", country: "BD", postalCode: "1207" },
      { label: "Warehouse", address: "9 River Road, Khulna", country: "BD", postalCode: "9100" },
    ],
    ...overrides,
  };
}

/** A company founded through the API by `founder` (a new verified buyer when omitted), who is its admin. */
export async function newCompany(t: TestApp, founder?: SignedIn, overrides: Record<string, unknown> = {}): Promise<{ company: Company; admin: SignedIn }> {
  const admin = founder ?? (await signUp(t.app, { name: "Company Admin" }));
  const response = await t.app.inject({ method: "POST", url: "/api/companies", headers: admin.auth, payload: companyBody(overrides) });
  expect(response.statusCode, response.body).toBe(201);
  return { company: companySchema.parse(response.json()), admin };
}

/**
 * A new verified buyer made a member with `role` (and limits in cents) straight in the database:
 * for tests of what members do. The invitations' own tests take the emailed path.
 */
export async function newMember(
  t: TestApp,
  companyId: string,
  role: CompanyRole,
  limits: MemberLimits = {},
  name = `Member ${role}`,
): Promise<SignedIn> {
  return joinCompany(t, companyId, await signUp(t.app, { name }), role, limits);
}

type MemberLimits = { orderLimitCents?: number | null; monthlyLimitCents?: number | null };

/** Makes an existing account (a signUp's or a newAccount's) a member with `role`, straight in the database. */
export async function joinCompany(t: TestApp, companyId: string, member: SignedIn, role: CompanyRole, limits: MemberLimits = {}): Promise<SignedIn> {
  await t.database.db.insert(companyMembers).values({ companyId, userId: member.uid, role, orderLimitCents: limits.orderLimitCents ?? null, monthlyLimitCents: limits.monthlyLimitCents ?? null });
  return member;
}

/** Every company table's digest (tableDigests), to compare before and after a refused call. */
export function companyRows(t: TestApp): Promise<Record<string, string>> {
  return tableDigests(t, [companies, companyAddresses, companyMembers, companyInvitations]);
}

/** `who` leaves the company through the API, as a member does. */
export async function leaveCompany(t: TestApp, companyId: string, who: SignedIn): Promise<void> {
  const response = await t.app.inject({ method: "DELETE", url: `/api/companies/${companyId}/members/${who.uid}`, headers: who.auth });
  expect(response.statusCode, response.body).toBe(200);
}
