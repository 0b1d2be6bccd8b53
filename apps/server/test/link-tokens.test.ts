import { accountMessages, contactMessages } from "@shop/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "../src/db/schema";
import { MAX_ATTEMPTS } from "../src/modules/mail/worker";
import { createTestApp, signIn, signInAdmin, signUp, TEST_ADMIN_ENV, uniqueEmail, type SignedIn, type TestApp } from "./app";
import { startSmtp, type TestSmtp } from "./smtp";

const PUBLIC_URL = "https://shop.example.com";

let smtp: TestSmtp;
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ seed: false, env: { ...TEST_ADMIN_ENV, SMTP_URL: smtp.url, PUBLIC_URL } });
  admin = await signInAdmin(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, payload });
const outboxRow = async (eventPrefix: string, to: string) =>
  (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to))).filter((row) => row.eventKey.startsWith(eventPrefix)).at(-1);

/** Everything an admin can read of one email through the API: its row on Sent Emails and its page. */
async function adminView(id: string): Promise<string> {
  const list = await t.app.inject({ url: "/api/emails?page=1&limit=100", headers: admin.auth });
  expect(list.statusCode).toBe(200);
  const one = await t.app.inject({ url: `/api/emails/${id}`, headers: admin.auth });
  expect(one.statusCode).toBe(200);
  return `${list.body}\n${one.body}`;
}

/** The tokens of every shop link of the newest email to `to`, as the SMTP server received it. */
function receivedTokens(to: string, subject: RegExp): Map<string, string> {
  const mail = smtp.received.filter((m) => m.to.includes(to) && subject.test(m.subject)).at(-1);
  if (!mail) throw new Error(`nothing received for ${to}`);
  const links = [...mail.text.matchAll(/https:\/\/shop\.example\.com(\/[\w/-]+)\?token=([\w-]+)/g)];
  return new Map(links.map(([, path, token]) => [path ?? "", token ?? ""]));
}

describe("link tokens in emails", () => {
  it("never shows a reset link's token to an admin, in the API or the stored row, while the recipient's email resets the password", async () => {
    const customer = await signUp(t.app, { password: "old-password" });
    expect((await post("/api/auth/password-reset/request", { email: customer.email })).statusCode).toBe(202);
    const row = await outboxRow("password-reset:", customer.email);
    if (!row) throw new Error("no reset email queued");
    const beforeSending = await adminView(row.id);
    expect(beforeSending).toContain(`${PUBLIC_URL}/reset-password?token=[redacted]`);

    expect(row.sealedSecrets).toEqual(expect.any(String));
    expect(await t.app.deliverEmails()).toMatchObject({ retried: 0, failed: 0 });
    const token = receivedTokens(customer.email, /^Reset your/).get("/reset-password");
    expect(token).toMatch(/^[\w-]{40,}$/);
    if (!token) return;
    const [stored] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, row.id));
    for (const seen of [beforeSending, await adminView(row.id), JSON.stringify(row), JSON.stringify(stored)]) expect(seen).not.toContain(token);
    // Once sent, nothing is left that could rebuild the link.
    expect(stored).toMatchObject({ status: "sent", sealedSecrets: null, textBody: expect.stringContaining("/reset-password?token=[redacted") });

    const done = await post("/api/auth/password-reset/confirm", { token, password: "new-password" });
    expect(done.json()).toEqual({ message: accountMessages.passwordReset });
    await signIn(t.app, customer.email, "new-password");
  });

  it("keeps the verification link out of the admin's view, and the received one verifies", async () => {
    const customer = await signUp(t.app, { verified: false });
    const row = await outboxRow("verify-email:", customer.email);
    if (!row) throw new Error("no verification email queued");
    await t.app.deliverEmails();
    const token = receivedTokens(customer.email, /^Verify your email/).get("/verify-email");
    expect(token).toMatch(/^[\w-]{40,}$/);
    if (!token) return;
    const view = await adminView(row.id);
    expect(view).toContain(`${PUBLIC_URL}/verify-email?token=[redacted]`);
    expect(view).not.toContain(token);
    const [stored] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, row.id));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect((await post("/api/auth/verify-email", { token })).json()).toEqual({ message: accountMessages.verified });
  });

  it("keeps both newsletter links out of the admin's view, and the received ones confirm and unsubscribe", async () => {
    const email = uniqueEmail("news");
    expect((await post("/api/subscribers", { email })).statusCode).toBe(202);
    const row = await outboxRow("subscribe-confirm:", email);
    if (!row) throw new Error("no confirmation email queued");
    await t.app.deliverEmails();
    const tokens = receivedTokens(email, /^Confirm your subscription/);
    const confirm = tokens.get("/subscribe/confirm");
    const leave = tokens.get("/subscribe/unsubscribe");
    expect(confirm).toMatch(/^[\w-]{40,}$/);
    expect(leave).toMatch(/^[\w-]{40,}$/);
    if (!confirm || !leave) return;
    expect(confirm).not.toBe(leave);
    const view = await adminView(row.id);
    expect(view).toContain(`${PUBLIC_URL}/subscribe/confirm?token=[redacted]`);
    expect(view).toContain(`${PUBLIC_URL}/subscribe/unsubscribe?token=[redacted]`);
    const [stored] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, row.id));
    for (const token of [confirm, leave]) {
      expect(view).not.toContain(token);
      expect(JSON.stringify(stored)).not.toContain(token);
    }
    expect((await post("/api/subscribers/confirm", { token: confirm })).json()).toEqual({ message: contactMessages.confirmed });
    expect((await post("/api/subscribers/unsubscribe", { token: leave })).json()).toEqual({ message: contactMessages.unsubscribed });
  });
});

describe("sealed link tokens", () => {
  it("do not follow a waiting reset email that is re-addressed in the database: it fails, nothing is sent", async () => {
    const customer = await signUp(t.app);
    await t.app.deliverEmails();
    await post("/api/auth/password-reset/request", { email: customer.email });
    const row = await outboxRow("password-reset:", customer.email);
    if (!row) throw new Error("no reset email queued");
    const thief = uniqueEmail("thief");
    await t.database.db.update(emailOutbox).set({ toAddress: thief }).where(eq(emailOutbox.id, row.id));
    const before = smtp.received.length;
    expect(await t.app.deliverEmails()).toMatchObject({ sent: 0, failed: 1 });
    expect(smtp.received.slice(before)).toEqual([]);
    const [stored] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, row.id));
    expect(stored).toMatchObject({ status: "failed", sealedSecrets: null, lastError: expect.stringMatching(/could not be opened/) });
  });

  it("are dropped when an email is given up after its last attempt", async () => {
    const customer = await signUp(t.app);
    await t.app.deliverEmails();
    await post("/api/auth/password-reset/request", { email: customer.email });
    const row = await outboxRow("password-reset:", customer.email);
    if (!row) throw new Error("no reset email queued");
    await t.database.db.update(emailOutbox).set({ attempts: MAX_ATTEMPTS - 1 }).where(eq(emailOutbox.id, row.id));
    smtp.refuseNext(1, 550);
    expect(await t.app.deliverEmails()).toMatchObject({ failed: 1 });
    const [stored] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, row.id));
    expect(stored).toMatchObject({ status: "failed", sealedSecrets: null });
  });
});
