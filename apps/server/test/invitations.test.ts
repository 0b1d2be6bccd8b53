import { INVITATIONS_PER_HOUR, companyMessages, sessionResponseSchema, companySchema, invitationListSchema, invitationSchema, type CompanyRole } from "@shop/contract";
import { and, eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyInvitations, companyMembers, emailOutbox, users } from "../src/db/schema";
import { createTestApp, latestOutboxText, linkToken, signIn, signInAdmin, signUp, TEST_ADMIN_ENV, uniqueEmail, type SignedIn, type TestApp } from "./app";
import { companyRows, newCompany, newMember } from "./companies";
import { expectError, expectFieldErrors } from "./expect-error";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: TEST_ADMIN_ENV });
});
afterAll(() => t.close());

const invite = (who: SignedIn, companyId: string, email: string, role: CompanyRole = "buyer") =>
  t.app.inject({ method: "POST", url: `/api/companies/${companyId}/invitations`, headers: who.auth, payload: { email, role } });
const accept = (who: SignedIn, token: string) => t.app.inject({ method: "POST", url: "/api/invitations/accept", headers: who.auth, payload: { token } });
const list = (who: SignedIn, companyId: string) => t.app.inject({ method: "GET", url: `/api/companies/${companyId}/invitations`, headers: who.auth });
const withdraw = (who: SignedIn, companyId: string, invitationId: string) =>
  t.app.inject({ method: "DELETE", url: `/api/companies/${companyId}/invitations/${invitationId}`, headers: who.auth });
const own = (who: SignedIn) => t.app.inject({ method: "GET", url: "/api/company", headers: who.auth });

/** The emailed invitation to `email`: its text and the token of its link. */
async function invitationMail(email: string): Promise<{ text: string; token: string }> {
  const text = await latestOutboxText(t.database, email, "company-invitation:");
  return { text: text ?? "", token: linkToken(text, "/invitations/accept") };
}

/** How many invitation emails the shop has queued, to show a refusal mailed nothing. */
const invitationEmails = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(emailOutbox).where(like(emailOutbox.eventKey, "company-invitation:%")))[0]?.n ?? 0;

describe("POST /api/companies/{id}/invitations", () => {
  it("emails a single-use link that says which company, who invited, and with which address to sign in", async () => {
    const founder = await signUp(t.app, { name: "Rina Das" });
    const { company, admin } = await newCompany(t, founder);
    const email = uniqueEmail("buyer");
    const response = await invite(admin, company._id, email.toUpperCase(), "approver");
    expect(response.statusCode, response.body).toBe(201);
    const invitation = invitationSchema.parse(response.json());
    expect(invitation).toMatchObject({ companyId: company._id, email, role: "approver" });
    const days = (Date.parse(invitation.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const { text, token } = await invitationMail(email);
    expect(text).toContain("Rina Das");
    expect(text).toContain(admin.email);
    expect(text).toContain("Green Valley Co-op");
    expect(text).toContain(`sign up or sign in with this email address, ${email}`);
    expect(text).toContain("Approver");
    // Only the hash is stored; the emailed row holds a slot, not the token.
    const [row] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    expect(row?.textBody).toMatch(/\/invitations\/accept\?token=\[redacted:\d+\]/);
    expect(JSON.stringify(row)).not.toContain(token);
    const [stored] = await t.database.db.select().from(companyInvitations).where(eq(companyInvitations.id, invitation._id));
    expect(stored?.tokenHash).not.toBe(token);
  });

  it("answers 409 for a member of another company and of this one, and stores and mails nothing", async () => {
    const { company, admin } = await newCompany(t);
    const { company: other } = await newCompany(t);
    const elsewhere = await newMember(t, other._id, "buyer");
    const colleague = await newMember(t, company._id, "accountant");
    const before = await companyRows(t);
    const mails = await invitationEmails();
    expect(expectError(await invite(admin, company._id, elsewhere.email), 409, "conflict").error.message).toBe(companyMessages.inviteeInAnotherCompany);
    expect(expectError(await invite(admin, company._id, colleague.email), 409, "conflict").error.message).toBe(companyMessages.alreadyInThisCompany);
    expect(expectError(await invite(admin, company._id, admin.email), 409, "conflict").error.message).toBe(companyMessages.alreadyInThisCompany);
    expect(await companyRows(t)).toEqual(before);
    expect(await invitationEmails()).toBe(mails);
  });

  it.each([
    ["a malformed email", { email: "not-an-email", role: "buyer" }, "body.email"],
    ["an unknown role", { email: "a@example.com", role: "owner" }, "body.role"],
    ["no role", { email: "a@example.com" }, "body.role"],
  ])("refuses %s (400) and stores nothing", async (_case, payload, path) => {
    const { company, admin } = await newCompany(t);
    const before = await companyRows(t);
    expectFieldErrors(await t.app.inject({ method: "POST", url: `/api/companies/${company._id}/invitations`, headers: admin.auth, payload }), [path]);
    expect(await companyRows(t)).toEqual(before);
  });

  it(`sends at most ${INVITATIONS_PER_HOUR} an hour: the next answers 429 with Retry-After, and stores and mails nothing`, async () => {
    const { company, admin } = await newCompany(t);
    // Two admins share the hour's invitations: each stays within their own daily cap (INVITATIONS_PER_DAY, 20).
    const colleague = await newMember(t, company._id, "admin");
    for (let n = 0; n < INVITATIONS_PER_HOUR; n++) expect((await invite(n % 2 === 0 ? admin : colleague, company._id, uniqueEmail("crowd"))).statusCode).toBe(201);
    // The oldest of the hour was sent 59 minutes ago: a minute to wait.
    const [oldest] = await t.database.db.select().from(companyInvitations).where(eq(companyInvitations.companyId, company._id)).orderBy(companyInvitations.createdAt).limit(1);
    if (!oldest) throw new Error("no invitation");
    await t.database.db.update(companyInvitations).set({ createdAt: new Date(Date.now() - 59 * 60_000) }).where(eq(companyInvitations.id, oldest.id));
    const before = await companyRows(t);
    const mails = await invitationEmails();
    const stranger = uniqueEmail("stranger");
    const refused = await invite(admin, company._id, stranger);
    expect(expectError(refused, 429, "too_many_requests").error.message).toBe(companyMessages.tooManyInvitations);
    const wait = Number(refused.headers["retry-after"]);
    expect(wait).toBeGreaterThan(50);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await companyRows(t)).toEqual(before);
    expect(await invitationEmails()).toBe(mails);
    expect(await latestOutboxText(t.database, stranger, "company-invitation:")).toBeUndefined();
    // Withdrawing does not make room: withdrawn invitations were emailed all the same.
    const [pending] = invitationListSchema.parse((await list(admin, company._id)).json());
    if (!pending) throw new Error("no pending invitation");
    expect((await withdraw(admin, company._id, pending._id)).statusCode).toBe(200);
    expectError(await invite(admin, company._id, stranger), 429, "too_many_requests");
    // An hour after the oldest, there is room for one more.
    await t.database.db.update(companyInvitations).set({ createdAt: new Date(Date.now() - 61 * 60_000) }).where(eq(companyInvitations.id, oldest.id));
    expect((await invite(admin, company._id, stranger)).statusCode).toBe(201);
  });

  it("replaces an earlier pending invitation of the same address: its link stops working", async () => {
    const { company, admin } = await newCompany(t);
    const email = uniqueEmail("twice");
    await invite(admin, company._id, email, "buyer");
    const first = (await invitationMail(email)).token;
    expect((await invite(admin, company._id, email, "approver")).statusCode).toBe(201);
    const second = (await invitationMail(email)).token;
    expect(second).not.toBe(first);
    const pending = invitationListSchema.parse((await list(admin, company._id)).json());
    expect(pending.map((invitation) => [invitation.email, invitation.role])).toEqual([[email, "approver"]]);
    const invitee = await signUp(t.app, { email });
    expectError(await accept(invitee, first), 404, "not_found");
    const joined = companySchema.parse((await accept(invitee, second)).json());
    expect(joined.role).toBe("approver");
  });
});

describe("POST /api/invitations/accept", () => {
  it("makes the invited account a member with the invited role, once", async () => {
    const { company, admin } = await newCompany(t);
    const email = uniqueEmail("joiner");
    await invite(admin, company._id, email, "buyer");
    const { token } = await invitationMail(email);
    // The link's page says what it invites to, before anyone signs in.
    const preview = await t.app.inject({ method: "POST", url: "/api/invitations/preview", payload: { token } });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ companyName: company.name, email, role: "buyer" });
    const invitee = await signUp(t.app, { email, name: "Joy Joiner" });
    const response = await accept(invitee, token);
    expect(response.statusCode, response.body).toBe(200);
    const joined = companySchema.parse(response.json());
    expect(joined).toMatchObject({ _id: company._id, role: "buyer" });
    expect(joined.members.find((member) => member.userId === invitee.uid)).toMatchObject({ email, name: "Joy Joiner", role: "buyer", orderLimit: null });
    expect(companySchema.parse((await own(invitee)).json()).role).toBe("buyer");
    expect(invitationListSchema.parse((await list(admin, company._id)).json())).toEqual([]);

    const before = await companyRows(t);
    expectError(await t.app.inject({ method: "POST", url: "/api/invitations/preview", payload: { token } }), 404, "not_found");
    const again = expectError(await accept(invitee, token), 404, "not_found");
    expect(again.error.message).toBe(companyMessages.invitationInvalid);
    expect(await companyRows(t)).toEqual(before);
  });

  it("refuses another address (403) and changes nothing: the invited person still accepts", async () => {
    const { company, admin } = await newCompany(t);
    const email = uniqueEmail("invited");
    await invite(admin, company._id, email, "approver");
    const { token } = await invitationMail(email);
    const before = await companyRows(t);
    const forwarded = expectError(await accept(await signUp(t.app), token), 403, "forbidden");
    expect(forwarded.error.message).toBe(companyMessages.invitationOtherEmail);
    // Not even the company's own admin may take it.
    expectError(await accept(admin, token), 403, "forbidden");
    expect(await companyRows(t)).toEqual(before);
    expect((await accept(await signUp(t.app, { email }), token)).statusCode).toBe(200);
  });

  it("refuses a link older than its days (404), changing nothing", async () => {
    const { company, admin } = await newCompany(t);
    const email = uniqueEmail("late");
    await invite(admin, company._id, email);
    const { token } = await invitationMail(email);
    await t.database.db.update(companyInvitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(companyInvitations.email, email));
    const invitee = await signUp(t.app, { email });
    const before = await companyRows(t);
    expect(expectError(await accept(invitee, token), 404, "not_found").error.message).toBe(companyMessages.invitationInvalid);
    expect(await companyRows(t)).toEqual(before);
    expectError(await own(invitee), 404, "not_found");
  });

  it("refuses an unknown token (404), a withdrawn one (404), and a visitor (401)", async () => {
    const { company, admin } = await newCompany(t);
    const email = uniqueEmail("withdrawn");
    const invitation = invitationSchema.parse((await invite(admin, company._id, email)).json());
    const { token } = await invitationMail(email);
    expect((await withdraw(admin, company._id, invitation._id)).json()).toEqual({ acknowledged: true, deletedCount: 1 });
    const invitee = await signUp(t.app, { email });
    const before = await companyRows(t);
    expectError(await accept(invitee, token), 404, "not_found");
    expectError(await accept(invitee, "x".repeat(43)), 404, "not_found");
    expectError(await t.app.inject({ method: "POST", url: "/api/invitations/accept", payload: { token } }), 401, "unauthorized");
    expectFieldErrors(await accept(invitee, ""), ["body.token"]);
    expect(await companyRows(t)).toEqual(before);
  });

  it("answers 409 to a member of another company, who keeps the link for after leaving", async () => {
    const { company, admin } = await newCompany(t);
    const { company: other } = await newCompany(t);
    const email = uniqueEmail("switcher");
    await invite(admin, company._id, email, "accountant");
    const { token } = await invitationMail(email);
    // Between the invitation and the click, the invitee joined another company.
    const invitee = await signUp(t.app, { email });
    await newMemberWithAccount(other._id, invitee);
    const before = await companyRows(t);
    expect(expectError(await accept(invitee, token), 409, "conflict").error.message).toBe(companyMessages.alreadyMember);
    expect(await companyRows(t)).toEqual(before);
    expect((await t.app.inject({ method: "DELETE", url: `/api/companies/${other._id}/members/${invitee.uid}`, headers: invitee.auth })).statusCode).toBe(200);
    expect(companySchema.parse((await accept(invitee, token)).json())).toMatchObject({ _id: company._id, role: "accountant" });
  });

  it("proves the address of an unverified account", async () => {
    const { company, admin } = await newCompany(t);
    const email = uniqueEmail("unproven");
    await invite(admin, company._id, email);
    const { token } = await invitationMail(email);
    const invitee = await signUp(t.app, { email, verified: false });
    expect((await accept(invitee, token)).statusCode).toBe(200);
    const [user] = await t.database.db.select({ emailVerified: users.emailVerified }).from(users).where(eq(users.id, invitee.uid));
    expect(user?.emailVerified).toBe(true);
  });

  // Several rounds: on PostgreSQL the second click once answered 409 ("already in this company")
  // when it read the invitation still open just before the first committed.
  it("lets two clicks at once join once, the other told the link is used (404)", async () => {
    const { company, admin } = await newCompany(t);
    for (let round = 0; round < 8; round += 1) {
      const email = uniqueEmail("double");
      await invite(admin, company._id, email);
      const { token } = await invitationMail(email);
      const invitee = await signUp(t.app, { email });
      const answers = await Promise.all([accept(invitee, token), accept(invitee, token)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404]);
      const accepted = await t.database.db.select().from(companyInvitations).where(and(eq(companyInvitations.email, email)));
      expect(accepted.map((row) => row.acceptedAt !== null)).toEqual([true]);
    }
  });
});

describe("who may invite, list and withdraw", () => {
  it("only the company's admins: 403 for the other roles, 404 for strangers, changing nothing", async () => {
    const { company, admin } = await newCompany(t);
    const invitation = invitationSchema.parse((await invite(admin, company._id, uniqueEmail("pending"))).json());
    const { admin: otherAdmin } = await newCompany(t);
    const members = { buyer: await newMember(t, company._id, "buyer"), approver: await newMember(t, company._id, "approver"), accountant: await newMember(t, company._id, "accountant") };
    const strangers = { otherAdmin, noCompany: await signUp(t.app), shopAdmin: await signInAdmin(t) };
    const before = await companyRows(t);
    const mails = await invitationEmails();
    for (const member of Object.values(members)) {
      expect(expectError(await invite(member, company._id, uniqueEmail("x")), 403, "forbidden").error.message).toBe(companyMessages.noRight("manage the company"));
      expectError(await list(member, company._id), 403, "forbidden");
      expectError(await withdraw(member, company._id, invitation._id), 403, "forbidden");
    }
    for (const stranger of Object.values(strangers)) {
      expectError(await invite(stranger, company._id, uniqueEmail("x")), 404, "not_found");
      expectError(await list(stranger, company._id), 404, "not_found");
      expectError(await withdraw(stranger, company._id, invitation._id), 404, "not_found");
    }
    // Another company's admin naming this company's invitation under their own company: 404.
    expectError(await withdraw(otherAdmin, (await companyOf(otherAdmin))._id, invitation._id), 404, "not_found");
    expect(await companyRows(t)).toEqual(before);
    expect(await invitationEmails()).toBe(mails);
    expect(invitationListSchema.parse((await list(admin, company._id)).json()).map((pending) => pending._id)).toEqual([invitation._id]);
  });
});

async function companyOf(who: SignedIn) {
  return companySchema.parse((await own(who)).json());
}

/** Makes an existing account a member of a company (straight in the database), as newMember does for new ones. */
async function newMemberWithAccount(companyId: string, who: SignedIn): Promise<void> {
  await t.database.db.insert(companyMembers).values({ companyId, userId: who.uid, role: "buyer" });
}

/** Issue 35 item 4 and finding 11: the email is the shop's; one account's invitations to strangers are capped a day; the invited address needs no second proof. */
describe("invitations since issue 35", () => {
  it("names the shop in the subject, and only quotes the company and the inviter in the body", async () => {
    const founder = await signUp(t.app, { name: "Win a prize! Click" });
    const { company, admin } = await newCompany(t, founder, { name: "URGENT: your account is locked" });
    const email = uniqueEmail("quoted");
    expect((await invite(admin, company._id, email)).statusCode).toBe(201);
    const [row] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    expect(row?.subject).toBe(`Invitation to a company account on ${t.config.shop.name}`);
    const { text } = await invitationMail(email);
    // The names stand on lines of their own, quoted under a label, after the shop says they are unchecked.
    expect(text).toContain(`has not checked them:\n\nCompany: “URGENT: your account is locked”\nInvited by: “Win a prize! Click” <${admin.email}>\n`);
    expect(text.split("\n").filter((line) => line.includes("URGENT"))).toEqual(["Company: “URGENT: your account is locked”"]);
    expect(text.split("\n").filter((line) => line.includes("Win a prize"))).toEqual([`Invited by: “Win a prize! Click” <${admin.email}>`]);
    expect(text).toContain("Accept the invitation: ");
  });

  it("refuses an account's 21st invitation in a day to addresses without an account (429, nothing stored); addresses with an account do not count", async () => {
    const { company, admin } = await newCompany(t);
    const known = await signUp(t.app);
    // An invitation to an account's address is not counted against the cap.
    expect((await invite(admin, company._id, known.email)).statusCode).toBe(201);
    for (let n = 0; n < 20; n++) expect((await invite(admin, company._id, uniqueEmail("stranger"))).statusCode).toBe(201);
    // Spread over the day: the company's hourly cap is not what refuses.
    await t.database.db.update(companyInvitations).set({ createdAt: new Date(Date.now() - 2 * 60 * 60_000) }).where(eq(companyInvitations.companyId, company._id));
    const [oldest] = await t.database.db.select().from(companyInvitations).where(and(eq(companyInvitations.companyId, company._id), eq(companyInvitations.toNewAddress, true))).orderBy(companyInvitations.createdAt).limit(1);
    if (!oldest) throw new Error("no invitation");
    await t.database.db.update(companyInvitations).set({ createdAt: new Date(Date.now() - 23 * 60 * 60_000) }).where(eq(companyInvitations.id, oldest.id));
    const before = await companyRows(t);
    const mails = await invitationEmails();
    const twentyFirst = uniqueEmail("twenty-first");
    const refused = await invite(admin, company._id, twentyFirst);
    expect(expectError(refused, 429, "too_many_requests").error.message).toBe(companyMessages.tooManyInvitationsToday(20));
    const wait = Number(refused.headers["retry-after"]);
    expect(wait).toBeGreaterThan(59 * 60);
    expect(wait).toBeLessThanOrEqual(2 * 60 * 60);
    expect(await companyRows(t)).toEqual(before);
    expect(await invitationEmails()).toBe(mails);
    // An address with an account may still be invited; another admin of the company has a cap of their own.
    const another = await signUp(t.app);
    expect((await invite(admin, company._id, another.email)).statusCode).toBe(201);
    const colleague = await newMember(t, company._id, "admin");
    expect((await invite(colleague, company._id, twentyFirst)).statusCode).toBe(201);
  });

  it("signs up the invited address from its link verified, with no verification email; another address still verifies", async () => {
    const { company, admin } = await newCompany(t);
    const email = uniqueEmail("newcomer");
    await invite(admin, company._id, email);
    const { token } = await invitationMail(email);
    const signedUp = await t.app.inject({ method: "POST", url: "/api/auth/sign-up", payload: { name: "New Comer", email: email.toUpperCase(), password: "secret-pass", invitation: token } });
    expect(signedUp.statusCode, signedUp.body).toBe(201);
    expect(sessionResponseSchema.parse(signedUp.json()).user.emailVerified).toBe(true);
    expect((await t.database.db.select().from(users).where(eq(users.email, email)))[0]?.emailVerified).toBe(true);
    expect(await latestOutboxText(t.database, email, "verify-email:")).toBeUndefined();
    // The link still works once, to join.
    const newcomer = await signIn(t.app, email, "secret-pass");
    expect((await accept(newcomer, token)).statusCode).toBe(200);

    // The token of another address's invitation, or a used one, proves nothing.
    const invited = uniqueEmail("invited");
    await invite(admin, company._id, invited);
    const other = uniqueEmail("other");
    const otherSignUp = await t.app.inject({ method: "POST", url: "/api/auth/sign-up", payload: { name: "Other", email: other, password: "secret-pass", invitation: (await invitationMail(invited)).token } });
    expect(sessionResponseSchema.parse(otherSignUp.json()).user.emailVerified).toBe(false);
    expect(await latestOutboxText(t.database, other, "verify-email:")).toContain("/verify-email?token=");
    const late = uniqueEmail("late");
    await invite(admin, company._id, late);
    const lateToken = (await invitationMail(late)).token;
    await t.database.db.update(companyInvitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(companyInvitations.email, late));
    const lateSignUp = await t.app.inject({ method: "POST", url: "/api/auth/sign-up", payload: { name: "Late", email: late, password: "secret-pass", invitation: lateToken } });
    expect(sessionResponseSchema.parse(lateSignUp.json()).user.emailVerified).toBe(false);
  });
});
