import { companyAuditListSchema, companyMessages, companySchema, TOTAL_COUNT_HEADER, type CompanyAuditEntry, type CompanyRole } from "@shop/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyInvitations, companyMembers } from "../src/db/schema";
import { companyAudit } from "../src/modules/companies/schema";
import { createTestApp, latestOutboxText, linkToken, signInAdmin, signUp, TEST_ADMIN_ENV, uniqueEmail, type SignedIn, type TestApp } from "./app";
import { companyRows, newCompany, newMember } from "./companies";
import { expectError } from "./expect-error";

/**
 * Issue 35 item 2: the company's audit trail. Every change of a member, an invitation or the
 * company's standing leaves one row in its own transaction (who, when, before, after); admins
 * read it, the office too; it outlives the member's leaving.
 */
let t: TestApp;
let office: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ env: TEST_ADMIN_ENV, seed: false });
  office = await signInAdmin(t);
});
afterAll(() => t.close());

const trail = (who: SignedIn, companyId: string, query = "") => t.app.inject({ method: "GET", url: `/api/companies/${companyId}/audit${query}`, headers: who.auth });
const officeTrail = (who: SignedIn, companyId: string, query = "") => t.app.inject({ method: "GET", url: `/api/admin/companies/${companyId}/audit${query}`, headers: who.auth });
const patchMember = (who: SignedIn, companyId: string, userId: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: "PATCH", url: `/api/companies/${companyId}/members/${userId}`, headers: who.auth, payload });
const removeMember = (who: SignedIn, companyId: string, userId: string) => t.app.inject({ method: "DELETE", url: `/api/companies/${companyId}/members/${userId}`, headers: who.auth });
const invite = (who: SignedIn, companyId: string, email: string, role: CompanyRole = "buyer") =>
  t.app.inject({ method: "POST", url: `/api/companies/${companyId}/invitations`, headers: who.auth, payload: { email, role } });
const patchOffice = (payload: Record<string, unknown>, companyId: string) => t.app.inject({ method: "PATCH", url: `/api/admin/companies/${companyId}`, headers: office.auth, payload });

async function entries(who: SignedIn, companyId: string, query = ""): Promise<CompanyAuditEntry[]> {
  const response = await trail(who, companyId, query);
  expect(response.statusCode, response.body).toBe(200);
  return companyAuditListSchema.parse(response.json());
}
const auditRows = (companyId: string) => t.database.db.select().from(companyAudit).where(eq(companyAudit.companyId, companyId));

describe("the company's audit trail", () => {
  it("records every change with who, before and after, newest first, and keeps it after the member leaves", async () => {
    const { company, admin } = await newCompany(t);
    const id = company._id;

    // An invitation, accepted by a new account of that address.
    const email = uniqueEmail("joiner");
    expect((await invite(admin, id, email, "buyer")).statusCode).toBe(201);
    const token = linkToken(await latestOutboxText(t.database, email, "company-invitation:"), "/invitations/accept");
    const joiner = await signUp(t.app, { email, name: "Jo Joiner" });
    const accepted = await t.app.inject({ method: "POST", url: "/api/invitations/accept", headers: joiner.auth, payload: { token } });
    expect(accepted.statusCode, accepted.body).toBe(200);

    // Another invitation, withdrawn.
    const withdrawnEmail = uniqueEmail("never");
    const invitation = await invite(admin, id, withdrawnEmail, "accountant");
    const invitationId = invitation.json<{ _id: string }>()._id;
    expect((await t.app.inject({ method: "DELETE", url: `/api/companies/${id}/invitations/${invitationId}`, headers: admin.auth })).statusCode).toBe(200);

    // The role, then the limits (in the shop's currency; null is none).
    expect((await patchMember(admin, id, joiner.uid, { role: "approver" })).statusCode).toBe(200);
    expect((await patchMember(admin, id, joiner.uid, { orderLimit: 250.5, monthlyLimit: 1000 })).statusCode).toBe(200);
    // The same values again change nothing and leave no row.
    expect((await patchMember(admin, id, joiner.uid, { orderLimit: 250.5 })).statusCode).toBe(200);

    // A member removed, and one who leaves.
    const removed = await newMember(t, id, "buyer", { orderLimitCents: 10_000 });
    expect((await removeMember(admin, id, removed.uid)).statusCode).toBe(200);
    const leaver = await newMember(t, id, "accountant");

    // The office suspends, releases and sets terms.
    expect((await patchOffice({ suspended: true }, id)).statusCode).toBe(200);
    expect((await patchOffice({ suspended: false }, id)).statusCode).toBe(200);
    expect((await patchOffice({ paymentTerms: "net30", creditLimit: 5000 }, id)).statusCode).toBe(200);

    // The joiner leaves last: the rows about them, and those they made, stay.
    expect((await removeMember(joiner, id, joiner.uid)).statusCode).toBe(200);
    expect((await removeMember(leaver, id, leaver.uid)).statusCode).toBe(200);

    const read = await entries(admin, id);
    const summary = read.map(({ action, actor, byOffice, subject, before, after }) => ({ action, actor, byOffice, subject, before, after }));
    expect(summary).toEqual([
      { action: "member_left", actor: leaver.email, byOffice: false, subject: leaver.email, before: { role: "accountant", orderLimit: null, monthlyLimit: null }, after: null },
      { action: "member_left", actor: joiner.email, byOffice: false, subject: joiner.email, before: { role: "approver", orderLimit: 250.5, monthlyLimit: 1000 }, after: null },
      { action: "terms_changed", actor: office.email, byOffice: true, subject: null, before: { paymentTerms: "prepaid", creditLimit: 0 }, after: { paymentTerms: "net30", creditLimit: 5000 } },
      { action: "unsuspended", actor: office.email, byOffice: true, subject: null, before: { suspended: true }, after: { suspended: false } },
      { action: "suspended", actor: office.email, byOffice: true, subject: null, before: { suspended: false }, after: { suspended: true } },
      { action: "member_removed", actor: admin.email, byOffice: false, subject: removed.email, before: { role: "buyer", orderLimit: 100, monthlyLimit: null }, after: null },
      {
        action: "member_changed",
        actor: admin.email,
        byOffice: false,
        subject: joiner.email,
        before: { role: "approver", orderLimit: null, monthlyLimit: null },
        after: { role: "approver", orderLimit: 250.5, monthlyLimit: 1000 },
      },
      { action: "member_changed", actor: admin.email, byOffice: false, subject: joiner.email, before: { role: "buyer", orderLimit: null, monthlyLimit: null }, after: { role: "approver", orderLimit: null, monthlyLimit: null } },
      { action: "invitation_withdrawn", actor: admin.email, byOffice: false, subject: withdrawnEmail, before: { role: "accountant" }, after: null },
      { action: "invited", actor: admin.email, byOffice: false, subject: withdrawnEmail, before: null, after: { role: "accountant" } },
      { action: "invitation_accepted", actor: joiner.email, byOffice: false, subject: joiner.email, before: null, after: { role: "buyer" } },
      { action: "invited", actor: admin.email, byOffice: false, subject: email, before: null, after: { role: "buyer" } },
      {
        action: "founded",
        actor: admin.email,
        byOffice: false,
        subject: null,
        before: null,
        after: { name: "Green Valley Co-op", vatId: null, billingAddress: "1 Market Street\n1207 Dhaka\nBangladesh", addresses: "Main store: 1 Market Street, Dhaka, 1207 BD; Warehouse: 9 River Road, Khulna, 9100 BD" },
      },
    ]);
    for (const entry of read) {
      expect(entry.companyId).toBe(id);
      expect(Date.now() - Date.parse(entry.at)).toBeLessThan(60_000);
    }
    // The office reads the same trail.
    const fromOffice = await officeTrail(office, id);
    expect(fromOffice.statusCode, fromOffice.body).toBe(200);
    expect(companyAuditListSchema.parse(fromOffice.json())).toEqual(read);
    // The ones who left are no members, and read nothing of it any more.
    expectError(await trail(joiner, id), 404, "not_found");
  });

  it("records a change of name, VAT ID or addresses with what changed, before and after; a PATCH that changes nothing records nothing", async () => {
    const { company, admin } = await newCompany(t);
    const [store, warehouse] = company.addresses;
    const patch = (payload: Record<string, unknown>) => t.app.inject({ method: "PATCH", url: `/api/companies/${company._id}`, headers: admin.auth, payload });
    expect((await patch({ vatId: "0044556670202", name: "Green Valley Agro Co-op" })).statusCode).toBe(200);
    expect((await patch({ name: "Green Valley Agro Co-op" })).statusCode).toBe(200);
    expect((await patch({ addresses: [{ ...store, label: "Store" }] })).statusCode).toBe(200);
    const read = await entries(admin, company._id);
    expect(read.map(({ action, actor, before, after }) => ({ action, actor, before, after }))).toEqual([
      {
        action: "details_changed",
        actor: admin.email,
        before: { addresses: "Main store: 1 Market Street, Dhaka, 1207 BD; Warehouse: 9 River Road, Khulna, 9100 BD" },
        after: { addresses: "Store: 1 Market Street, Dhaka, 1207 BD" },
      },
      { action: "details_changed", actor: admin.email, before: { name: "Green Valley Co-op", vatId: null }, after: { name: "Green Valley Agro Co-op", vatId: "0044556670202" } },
      expect.objectContaining({ action: "founded" }),
    ]);
    expect(warehouse).toBeDefined();
    // A PATCH of the name alone kept the VAT ID.
    expect(companySchema.parse((await t.app.inject({ url: "/api/company", headers: admin.auth })).json()).vatId).toBe("0044556670202");
  });

  it("pages newest first with the total in X-Total-Count, for its admins and the office", async () => {
    const { company, admin } = await newCompany(t);
    const member = await newMember(t, company._id, "buyer");
    for (const limit of [100, 200, 300, 400, 500]) expect((await patchMember(admin, company._id, member.uid, { orderLimit: limit })).statusCode).toBe(200);
    const first = await trail(admin, company._id, "?page=1&limit=2");
    // Five changes, and the founding.
    expect(first.headers[TOTAL_COUNT_HEADER]).toBe("6");
    expect(companyAuditListSchema.parse(first.json()).map((entry) => entry.after?.["orderLimit"])).toEqual([500, 400]);
    const third = await trail(admin, company._id, "?page=3&limit=2");
    expect(companyAuditListSchema.parse(third.json()).map((entry) => entry.action)).toEqual(["member_changed", "founded"]);
    const fromOffice = await officeTrail(office, company._id, "?page=2&limit=2");
    expect(fromOffice.headers[TOTAL_COUNT_HEADER]).toBe("6");
    expect(companyAuditListSchema.parse(fromOffice.json()).map((entry) => entry.after?.["orderLimit"])).toEqual([300, 200]);
    expectError(await trail(admin, company._id, "?limit=101"), 400, "bad_request");
  });

  it("is refused to the company's other roles (403), to strangers (404) and to non-admins at the office's route (403)", async () => {
    const { company, admin } = await newCompany(t);
    expect((await patchMember(admin, company._id, admin.uid, { monthlyLimit: 900 })).statusCode).toBe(200);
    for (const role of ["buyer", "approver", "accountant"] as const) {
      const member = await newMember(t, company._id, role);
      expect(expectError(await trail(member, company._id), 403, "forbidden").error.message).toBe(companyMessages.noRight("manage the company"));
      expectError(await officeTrail(member, company._id), 403, "forbidden");
    }
    const stranger = await signUp(t.app);
    expectError(await trail(stranger, company._id), 404, "not_found");
    const { admin: otherAdmin } = await newCompany(t);
    expectError(await trail(otherAdmin, company._id), 404, "not_found");
    expectError(await officeTrail(admin, company._id), 403, "forbidden");
    expectError(await officeTrail(office, "00000000-0000-4000-8000-000000000000"), 404, "not_found");
    // The founding and the one change.
    expect(await auditRows(company._id)).toHaveLength(2);
  });

  it("records nothing for a refused change, and the change is not made", async () => {
    const { company, admin } = await newCompany(t);
    const buyer = await newMember(t, company._id, "buyer");
    const approver = await newMember(t, company._id, "approver");
    const { admin: otherAdmin } = await newCompany(t);
    const before = await companyRows(t);
    // Roles without the right, and the last admin who would stop being one.
    expectError(await patchMember(buyer, company._id, approver.uid, { role: "admin" }), 403, "forbidden");
    expectError(await patchMember(approver, company._id, buyer.uid, { orderLimit: 1 }), 403, "forbidden");
    expectError(await removeMember(buyer, company._id, approver.uid), 403, "forbidden");
    expectError(await invite(buyer, company._id, uniqueEmail("nope")), 403, "forbidden");
    expect(expectError(await patchMember(admin, company._id, admin.uid, { role: "buyer" }), 409, "conflict").error.message).toBe(companyMessages.lastAdmin);
    expectError(await removeMember(admin, company._id, admin.uid), 409, "conflict");
    // Another company's admin is a stranger here.
    expectError(await patchMember(otherAdmin, company._id, buyer.uid, { role: "admin" }), 404, "not_found");
    expect(await companyRows(t)).toEqual(before);
    expect((await auditRows(company._id)).map((row) => row.action)).toEqual(["founded"]);
    const [member] = await t.database.db.select().from(companyMembers).where(eq(companyMembers.userId, approver.uid));
    expect(member?.role).toBe("approver");
    expect(await t.database.db.select().from(companyInvitations).where(eq(companyInvitations.companyId, company._id))).toEqual([]);
  });
});
