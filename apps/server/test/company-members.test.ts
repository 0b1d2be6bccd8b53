import { companyMessages, companySchema, type CompanyRole } from "@shop/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyMembers } from "../src/db/schema";
import { createTestApp, signInAdmin, signUp, TEST_ADMIN_ENV, type SignedIn, type TestApp } from "./app";
import { companyRows, newCompany, newMember } from "./companies";
import { expectError, expectFieldErrors } from "./expect-error";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: TEST_ADMIN_ENV });
});
afterAll(() => t.close());

const patchMember = (who: SignedIn, companyId: string, userId: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: "PATCH", url: `/api/companies/${companyId}/members/${userId}`, headers: who.auth, payload });
const removeMember = (who: SignedIn, companyId: string, userId: string) =>
  t.app.inject({ method: "DELETE", url: `/api/companies/${companyId}/members/${userId}`, headers: who.auth });
const own = (who: SignedIn) => t.app.inject({ method: "GET", url: "/api/company", headers: who.auth });

async function memberRow(companyId: string, userId: string) {
  const [row] = await t.database.db.select().from(companyMembers).where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
  return row;
}

describe("PATCH /api/companies/{id}/members/{userId}", () => {
  it("sets a member's role and limits: dollars in and out, cents stored, null for no limit", async () => {
    const { company, admin } = await newCompany(t);
    const buyer = await newMember(t, company._id, "buyer");
    const response = await patchMember(admin, company._id, buyer.uid, { role: "approver", orderLimit: 250.5, monthlyLimit: 1000 });
    expect(response.statusCode, response.body).toBe(200);
    const changed = companySchema.parse(response.json());
    expect(changed.role).toBe("admin");
    expect(changed.members.find((member) => member.userId === buyer.uid)).toMatchObject({ role: "approver", orderLimit: 250.5, monthlyLimit: 1000 });
    expect(await memberRow(company._id, buyer.uid)).toMatchObject({ role: "approver", orderLimitCents: 25050, monthlyLimitCents: 100000 });

    // What is not sent stays; null lifts a limit.
    const lifted = companySchema.parse((await patchMember(admin, company._id, buyer.uid, { orderLimit: null })).json());
    expect(lifted.members.find((member) => member.userId === buyer.uid)).toMatchObject({ role: "approver", orderLimit: null, monthlyLimit: 1000 });
  });

  it.each([
    ["a negative limit", { orderLimit: -1 }, "body.orderLimit"],
    ["a limit in fractions of a cent", { monthlyLimit: 10.001 }, "body.monthlyLimit"],
    ["a limit over the maximum", { orderLimit: 20_000_000 }, "body.orderLimit"],
    ["an unknown role", { role: "owner" }, "body.role"],
    ["an unknown field", { limit: 5 }, undefined],
  ])("refuses %s (400) and changes nothing", async (_case, payload, path) => {
    const { company, admin } = await newCompany(t);
    const buyer = await newMember(t, company._id, "buyer");
    const before = await companyRows(t);
    const response = await patchMember(admin, company._id, buyer.uid, payload);
    if (path) expectFieldErrors(response, [path]);
    else expectError(response, 400, "bad_request");
    expect(await companyRows(t)).toEqual(before);
  });

  it("answers 404 for someone who is not a member of this company, changing nothing", async () => {
    const { company, admin } = await newCompany(t);
    const { company: other } = await newCompany(t);
    const foreign = await newMember(t, other._id, "buyer");
    const loner = await signUp(t.app);
    const before = await companyRows(t);
    expectError(await patchMember(admin, company._id, foreign.uid, { role: "admin" }), 404, "not_found");
    expectError(await patchMember(admin, company._id, loner.uid, { role: "admin" }), 404, "not_found");
    expectError(await removeMember(admin, company._id, foreign.uid), 404, "not_found");
    expect(await companyRows(t)).toEqual(before);
  });
});

describe("DELETE /api/companies/{id}/members/{userId}", () => {
  it("lets an admin remove a member, who from then on sees nothing of the company", async () => {
    const { company, admin } = await newCompany(t);
    const buyer = await newMember(t, company._id, "buyer");
    const response = await removeMember(admin, company._id, buyer.uid);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expect(await memberRow(company._id, buyer.uid)).toBeUndefined();
    expectError(await own(buyer), 404, "not_found");
    expectError(await patchMember(buyer, company._id, buyer.uid, { orderLimit: null }), 404, "not_found");
    expectError(await removeMember(buyer, company._id, buyer.uid), 404, "not_found");
    expect(companySchema.parse((await own(admin)).json()).members.map((member) => member.userId)).toEqual([admin.uid]);
  });

  it.each(["buyer", "approver", "accountant"] as const)("lets a %s leave", async (role) => {
    const { company } = await newCompany(t);
    const member = await newMember(t, company._id, role);
    expect((await removeMember(member, company._id, member.uid)).statusCode).toBe(200);
    expectError(await own(member), 404, "not_found");
    // And found a company of their own, as any buyer without one.
    expect((await newCompany(t, member)).company.role).toBe("admin");
  });
});

describe("the last admin", () => {
  it("can neither be demoted nor leave (409); with a second admin both can, once", async () => {
    const { company, admin } = await newCompany(t);
    const before = await companyRows(t);
    expect(expectError(await patchMember(admin, company._id, admin.uid, { role: "buyer" }), 409, "conflict").error.message).toBe(companyMessages.lastAdmin);
    expect(expectError(await removeMember(admin, company._id, admin.uid), 409, "conflict").error.message).toBe(companyMessages.lastAdmin);
    expect(await companyRows(t)).toEqual(before);
    // Limits and "admin" again are no demotion.
    expect((await patchMember(admin, company._id, admin.uid, { role: "admin", orderLimit: 10 })).statusCode).toBe(200);

    const second = await newMember(t, company._id, "buyer");
    expect((await patchMember(admin, company._id, second.uid, { role: "admin" })).statusCode).toBe(200);
    const demoted = companySchema.parse((await patchMember(admin, company._id, admin.uid, { role: "approver" })).json());
    expect(demoted.role).toBe("approver");
    // The former admin is an approver now: no longer allowed to manage.
    expectError(await patchMember(admin, company._id, second.uid, { role: "buyer" }), 403, "forbidden");
    const now = await companyRows(t);
    expectError(await patchMember(second, company._id, second.uid, { role: "buyer" }), 409, "conflict");
    expectError(await removeMember(second, company._id, second.uid), 409, "conflict");
    expect(await companyRows(t)).toEqual(now);
    expect((await removeMember(second, company._id, admin.uid)).statusCode).toBe(200);
  });
});

describe("who may change and remove members", () => {
  const roles: CompanyRole[] = ["buyer", "approver", "accountant"];

  it("only the company's admins: 403 for the other roles, 404 for strangers, changing nothing", async () => {
    const { company, admin } = await newCompany(t);
    const target = await newMember(t, company._id, "buyer", { orderLimitCents: 5000 });
    const members = await Promise.all(roles.map((role) => newMember(t, company._id, role)));
    const { admin: otherAdmin } = await newCompany(t);
    const strangers = [otherAdmin, await signUp(t.app), await signInAdmin(t)];
    const before = await companyRows(t);
    for (const member of members) {
      expect(expectError(await patchMember(member, company._id, target.uid, { orderLimit: null }), 403, "forbidden").error.message).toBe(
        companyMessages.noRight("manage the company"),
      );
      expectError(await patchMember(member, company._id, member.uid, { role: "admin" }), 403, "forbidden");
      expectError(await removeMember(member, company._id, target.uid), 403, "forbidden");
      expectError(await removeMember(member, company._id, admin.uid), 403, "forbidden");
    }
    for (const stranger of strangers) {
      expectError(await patchMember(stranger, company._id, target.uid, { orderLimit: null }), 404, "not_found");
      expectError(await removeMember(stranger, company._id, target.uid), 404, "not_found");
      expectError(await removeMember(stranger, company._id, admin.uid), 404, "not_found");
    }
    expectError(await t.app.inject({ method: "DELETE", url: `/api/companies/${company._id}/members/${target.uid}` }), 401, "unauthorized");
    expect(await companyRows(t)).toEqual(before);
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!serverUrl)(`two admins at once on PostgreSQL${serverUrl ? "" : " (skipped: TEST_DATABASE_URL is unset)"}`, () => {
  async function twoAdmins() {
    const { company, admin: first } = await newCompany(t);
    const second = await newMember(t, company._id, "admin");
    return { company, first, second };
  }
  const admins = async (companyId: string) =>
    (await t.database.db.select().from(companyMembers).where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, "admin")))).length;

  it.each([1, 2, 3, 4, 5])("demoting each other: exactly one succeeds, an admin is left (run %i)", async () => {
    const { company, first, second } = await twoAdmins();
    const answers = await Promise.all([
      patchMember(first, company._id, second.uid, { role: "buyer" }),
      patchMember(second, company._id, first.uid, { role: "buyer" }),
    ]);
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    // The loser was demoted first: no longer an admin (403), or the last one left to demote (409).
    expect(statuses.filter((status) => status === 403 || status === 409)).toHaveLength(1);
    expect(await admins(company._id)).toBe(1);
  });

  it.each([1, 2, 3])("removing each other or leaving together: an admin is left (run %i)", async () => {
    const { company, first, second } = await twoAdmins();
    const answers = await Promise.all([removeMember(first, company._id, second.uid), removeMember(second, company._id, second.uid), patchMember(second, company._id, first.uid, { role: "buyer" })]);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(await admins(company._id)).toBe(1);
  });
});
