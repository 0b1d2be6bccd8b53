import { accountMessages } from "@shop/contract";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountTokens, emailOutbox, orders, paymentIntents, users } from "../src/db/schema";
import { createTestApp, latestOutboxText, linkToken, signIn, signInAdmin, signUp, TEST_ADMIN_ENV, uniqueEmail, type TestApp } from "./app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: TEST_ADMIN_ENV });
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: "POST", url, payload, headers });
const verifiedOf = async (email: string) => (await t.database.db.select({ v: users.emailVerified }).from(users).where(eq(users.email, email)))[0]?.v;
const passwordHashOf = async (email: string) => (await t.database.db.select({ h: users.passwordHash }).from(users).where(eq(users.email, email)))[0]?.h;
const outboxCount = async (to: string) =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(emailOutbox).where(eq(emailOutbox.toAddress, to)))[0]?.n ?? 0;
/** Moves every link of an account back in time, as if `ms` had passed. */
const age = (email: string, ms: number) =>
  t.database.db.execute(
    sql`update account_tokens set created_at = created_at - ${`${ms} milliseconds`}::interval, expires_at = expires_at - ${`${ms} milliseconds`}::interval
        where user_id = (select id from users where email = ${email})`,
  );

async function placeOrder(auth: Record<string, string>): Promise<string> {
  const tools = await t.app.inject({ method: "GET", url: "/api/tools" });
  const [tool] = tools.json<{ _id: string }[]>();
  const order = await post("/api/orders", { name: "Buyer", phone: "0123456789", address: "Farm Lane 1", productId: tool?._id }, auth);
  expect(order.statusCode).toBe(201);
  return order.json<{ insertedId: string }>().insertedId;
}

describe("email verification", () => {
  // Issue 20 item 6: ordering mails the address, so it needs the proof too (it used to be paying only).
  it("lets an unverified customer neither order nor pay, and both once the emailed link is opened", async () => {
    const customer = await signUp(t.app, { verified: false });
    expect(await verifiedOf(customer.email)).toBe(false);
    const tools = await t.app.inject({ method: "GET", url: "/api/tools" });
    const [tool] = tools.json<{ _id: string }[]>();
    const refusedOrder = await post("/api/orders", { name: "Buyer", phone: "0123456789", address: "Farm Lane 1", productId: tool?._id }, customer.auth);
    expect(refusedOrder.statusCode).toBe(403);
    expect(refusedOrder.json()).toEqual({ error: { code: "forbidden", message: accountMessages.verifyBeforeOrdering } });
    // An order from before the rule (written directly) still cannot be paid unverified.
    const [old] = await t.database.db
      .insert(orders)
      .values({ userId: customer.uid, email: customer.email, name: "Old", phone: "0123456789", address: "Lane", product: "Hoe", toolId: tool?._id ?? null, quantity: 1, unitPriceCents: 100, priceCents: 100, holdUntil: new Date(Date.now() + 3_600_000) })
      .returning();
    const orderId = old?.id ?? "";
    const refused = await post("/api/create-payment-intent", { orderId }, customer.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: { code: "forbidden", message: accountMessages.verifyBeforePaying } });
    expect(await t.database.db.select().from(paymentIntents).where(eq(paymentIntents.orderId, orderId))).toHaveLength(0);

    const token = linkToken(await latestOutboxText(t.database, customer.email, "verify-email:"), "/verify-email");
    const verified = await post("/api/auth/verify-email", { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ message: accountMessages.verified });
    expect(await verifiedOf(customer.email)).toBe(true);
    const session = await t.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie: customer.cookie } });
    expect(session.json()).toMatchObject({ user: { emailVerified: true } });
    expect((await post("/api/create-payment-intent", { orderId }, customer.auth)).statusCode).toBe(200);
    await placeOrder(customer.auth);

    // The link works once.
    const again = await post("/api/auth/verify-email", { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: { message: accountMessages.linkInvalid } });
  });

  it("refuses an expired or made-up link and leaves the account unverified", async () => {
    const customer = await signUp(t.app, { verified: false });
    const token = linkToken(await latestOutboxText(t.database, customer.email, "verify-email:"), "/verify-email");
    await age(customer.email, 49 * 60 * 60_000);
    expect((await post("/api/auth/verify-email", { token })).statusCode).toBe(400);
    expect((await post("/api/auth/verify-email", { token: "x".repeat(43) })).statusCode).toBe(400);
    expect(await verifiedOf(customer.email)).toBe(false);
  });

  it("resends a new link at most once a minute; the new link replaces the old one", async () => {
    const customer = await signUp(t.app, { verified: false });
    const first = linkToken(await latestOutboxText(t.database, customer.email, "verify-email:"), "/verify-email");
    const tooSoon = await post("/api/auth/verify-email/resend", {}, customer.auth);
    expect(tooSoon.statusCode).toBe(429);
    expect(await outboxCount(customer.email)).toBe(1);
    await age(customer.email, 61_000);
    const resent = await post("/api/auth/verify-email/resend", {}, customer.auth);
    expect(resent.statusCode).toBe(200);
    expect(await outboxCount(customer.email)).toBe(2);
    const second = linkToken(await latestOutboxText(t.database, customer.email, "verify-email:"), "/verify-email");
    expect(second).not.toBe(first);
    expect((await post("/api/auth/verify-email", { token: first })).statusCode).toBe(400);
    expect((await post("/api/auth/verify-email", { token: second })).statusCode).toBe(200);
    const done = await post("/api/auth/verify-email/resend", {}, customer.auth);
    expect(done.statusCode).toBe(409);
    expect((await post("/api/auth/verify-email/resend", {})).statusCode).toBe(401);
  });

  it("counts the bootstrapped admin as verified", async () => {
    const admin = await signInAdmin(t);
    expect(await verifiedOf(admin.email)).toBe(true);
  });
});

describe("forgotten password", () => {
  it("answers an unknown address exactly as a known one, and mails only the known one", async () => {
    const customer = await signUp(t.app);
    const known = await post("/api/auth/password-reset/request", { email: customer.email.toUpperCase() });
    const unknownEmail = uniqueEmail("nobody");
    const unknown = await post("/api/auth/password-reset/request", { email: unknownEmail });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({ message: accountMessages.resetRequested });
    expect(await outboxCount(unknownEmail)).toBe(0);
    const text = await latestOutboxText(t.database, customer.email, "password-reset:");
    expect(text).toMatch(/\/reset-password\?token=/);
    expect(text).toContain("30 minutes");
  });

  it("resets the password with the emailed link once, and ends every session", async () => {
    const customer = await signUp(t.app, { password: "old-password" });
    await post("/api/auth/password-reset/request", { email: customer.email });
    const token = linkToken(await latestOutboxText(t.database, customer.email, "password-reset:"), "/reset-password");

    const short = await post("/api/auth/password-reset/confirm", { token, password: "abc" });
    expect(short.statusCode).toBe(400);
    const done = await post("/api/auth/password-reset/confirm", { token, password: "new-password" });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: accountMessages.passwordReset });

    expect((await t.app.inject({ method: "GET", url: "/api/order?email=" + encodeURIComponent(customer.email), headers: customer.auth })).statusCode).toBe(401);
    const oldSignIn = await post("/api/auth/sign-in", { email: customer.email, password: "old-password" });
    expect(oldSignIn.statusCode).toBe(401);
    await signIn(t.app, customer.email, "new-password");

    const hash = await passwordHashOf(customer.email);
    const reused = await post("/api/auth/password-reset/confirm", { token, password: "third-password" });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ error: { message: accountMessages.linkInvalid } });
    expect(await passwordHashOf(customer.email)).toBe(hash);
  });

  it("refuses a link older than 30 minutes and keeps the password", async () => {
    const customer = await signUp(t.app, { password: "kept-password" });
    await post("/api/auth/password-reset/request", { email: customer.email });
    const token = linkToken(await latestOutboxText(t.database, customer.email, "password-reset:"), "/reset-password");
    await age(customer.email, 31 * 60_000);
    const late = await post("/api/auth/password-reset/confirm", { token, password: "new-password" });
    expect(late.statusCode).toBe(400);
    await signIn(t.app, customer.email, "kept-password");
    const [row] = await t.database.db
      .select()
      .from(accountTokens)
      .where(and(eq(accountTokens.purpose, "password_reset"), sql`user_id = (select id from users where email = ${customer.email})`));
    expect(row?.usedAt).toBeNull();
  });
});

describe("password change in My profile", () => {
  it("refuses a wrong current password and changes nothing", async () => {
    const customer = await signUp(t.app, { password: "right-password" });
    const other = await signIn(t.app, customer.email, "right-password");
    const hash = await passwordHashOf(customer.email);
    const wrong = await post("/api/auth/password", { currentPassword: "wrong-password", newPassword: "new-password" }, customer.auth);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: { message: accountMessages.currentPasswordWrong, fields: [{ path: "currentPassword" }] } });
    expect(await passwordHashOf(customer.email)).toBe(hash);
    expect((await t.app.inject({ method: "GET", url: `/api/admin/${encodeURIComponent(customer.email)}`, headers: other.auth })).statusCode).toBe(200);
    expect((await post("/api/auth/password", { currentPassword: "right-password", newPassword: "new-password" })).statusCode).toBe(401);
  });

  it("changes it with the current one and signs the other sessions out, not this one", async () => {
    const customer = await signUp(t.app, { password: "right-password" });
    const other = await signIn(t.app, customer.email, "right-password");
    const changed = await post("/api/auth/password", { currentPassword: "right-password", newPassword: "brand-new-pass" }, customer.auth);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ message: accountMessages.passwordChanged });
    const adminCheck = (auth: Record<string, string>) => t.app.inject({ method: "GET", url: `/api/admin/${encodeURIComponent(customer.email)}`, headers: auth });
    expect((await adminCheck(customer.auth)).statusCode).toBe(200);
    expect((await adminCheck(other.auth)).statusCode).toBe(401);
    expect((await post("/api/auth/sign-in", { email: customer.email, password: "right-password" })).statusCode).toBe(401);
    await signIn(t.app, customer.email, "brand-new-pass");
  });
});
