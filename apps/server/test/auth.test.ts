import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { findSessionByToken, revokeSessions } from "../src/auth/sessions";
import { sessions, users } from "../src/db/schema";
import { ensureAdmin } from "../src/modules/users/users";
import { cookieHeader, createTestApp, signIn, signUp, uniqueEmail, type TestApp } from "./app";
import { expectError } from "./expect-error";

let t: TestApp;
const ADMIN_EMAIL = "boss@agritools.example";
const ADMIN_PASSWORD = "admin-pass-1";
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAIL, ADMIN_PASSWORD }, seed: false });
});
afterAll(() => t.close());

const userCount = async () => (await t.database.db.select().from(users)).length;

describe("sign-up", () => {
  it("creates the account, starts a session and answers the signed-in user", async () => {
    const email = uniqueEmail();
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up",
      payload: { name: "Ayesha Rahman", email: email.toUpperCase(), password: "secret-1" },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      user: { uid: expect.any(String), email, displayName: "Ayesha Rahman", photoURL: null, emailVerified: false, role: "other", company: null, language: "en" },
    });
    const cookie = response.cookies.find((c) => c.name === "shop_session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    const [stored] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(stored?.passwordHash).toMatch(/^scrypt\$/);
    expect(stored?.passwordHash).not.toContain("secret-1");
  });

  it("answers 409 for an email that is taken, in any case, and writes nothing", async () => {
    const { email } = await signUp(t.app);
    const before = await userCount();
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up",
      payload: { name: "Again", email: email.toUpperCase(), password: "secret-2" },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: { code: "conflict", message: "An account with this email already exists" } });
    expect(await userCount()).toBe(before);
  });

  it.each([
    ["a short password", { name: "A", email: "a@example.com", password: "12345" }, "body.password"],
    ["an email that is not one", { name: "A", email: "not-an-email", password: "123456" }, "body.email"],
    ["a missing name", { email: "b@example.com", password: "123456" }, "body.name"],
    ["a number for the name", { name: 42, email: "c@example.com", password: "123456" }, "body.name"],
    ["a huge name", { name: "x".repeat(5000), email: "d@example.com", password: "123456" }, "body.name"],
  ])("refuses %s with 400 naming the field, and writes nothing", async (_label, payload, field) => {
    const before = await userCount();
    const response = await t.app.inject({ method: "POST", url: "/api/auth/sign-up", payload });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: { code: string; fields: { path: string }[] } }>();
    expect(body.error.code).toBe("bad_request");
    expect(body.error.fields.map((f) => f.path)).toContain(field);
    expect(await userCount()).toBe(before);
  });
});

describe("sign-in and sign-out", () => {
  it("signs in with the right password only", async () => {
    const { email } = await signUp(t.app, { password: "right-pass" });
    const wrong = await t.app.inject({ method: "POST", url: "/api/auth/sign-in", payload: { email, password: "wrong-pass" } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: { code: "unauthorized", message: "Invalid email or password" } });
    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in",
      payload: { email: "nobody@example.com", password: "whatever" },
    });
    expect(unknown.json()).toEqual(wrong.json());
    const right = await signIn(t.app, email, "right-pass");
    const session = await t.app.inject({ url: "/api/auth/session", headers: { cookie: right.cookie } });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ user: { email } });
  });

  it("sign-out ends the session and the access tokens made from it", async () => {
    const user = await signUp(t.app);
    const signOut = await t.app.inject({ method: "POST", url: "/api/auth/sign-out", headers: { cookie: user.cookie } });
    expect(signOut.statusCode).toBe(204);
    expect((await t.app.inject({ url: "/api/auth/session", headers: { cookie: user.cookie } })).json()).toEqual({ user: null });
    const admin = await t.app.inject({ url: `/api/admin/${user.email}`, headers: { authorization: user.auth.authorization } });
    expect(admin.statusCode).toBe(401);
    const token = await t.app.inject({
      method: "PUT",
      url: `/api/user/${user.email}`,
      headers: { cookie: user.cookie },
      payload: { email: user.email },
    });
    expect(token.statusCode).toBe(401);
  });

  it("answers a null user to the session call without a cookie or with a made-up one", async () => {
    for (const cookie of [undefined, "shop_session=made-up"]) {
      const response = await t.app.inject({ url: "/api/auth/session", headers: cookie ? { cookie } : {} });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ user: null });
    }
  });
});

describe("PUT /api/user/:email (access token)", () => {
  it("answers a token only to the session of that email", async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const stolen = await t.app.inject({
      method: "PUT",
      url: `/api/user/${bob.email}`,
      headers: { cookie: alice.cookie },
      payload: { email: bob.email },
    });
    expect(stolen.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: "PUT", url: `/api/user/${bob.email}`, payload: { email: bob.email } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json<{ error: { code: string } }>().error.code).toBe("unauthorized");
  });

  it("refuses a body email that differs from the path, and a malformed email", async () => {
    const alice = await signUp(t.app);
    const mismatch = await t.app.inject({
      method: "PUT",
      url: `/api/user/${alice.email}`,
      headers: { cookie: alice.cookie },
      payload: { email: "other@example.com" },
    });
    expect(mismatch.statusCode).toBe(400);
    const malformed = await t.app.inject({
      method: "PUT",
      url: "/api/user/not-an-email",
      headers: { cookie: alice.cookie },
      payload: { email: "not-an-email" },
    });
    expect(malformed.statusCode).toBe(400);
  });
});

describe("GET /api/admin/:email", () => {
  it("answers admin false for a customer and true for the bootstrapped admin", async () => {
    const customer = await signUp(t.app);
    const own = await t.app.inject({ url: `/api/admin/${customer.email}`, headers: { authorization: customer.auth.authorization } });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ admin: false });
    const admin = await signIn(t.app, ADMIN_EMAIL, ADMIN_PASSWORD);
    const adminCheck = await t.app.inject({ url: `/api/admin/${ADMIN_EMAIL}`, headers: { authorization: admin.auth.authorization } });
    expect(adminCheck.json()).toEqual({ admin: true });
  });

  it("answers 401 without a token or with a bad one, 403 for someone else's email", async () => {
    const customer = await signUp(t.app);
    expect((await t.app.inject(`/api/admin/${customer.email}`)).statusCode).toBe(401);
    const forged = await t.app.inject({ url: `/api/admin/${customer.email}`, headers: { authorization: "Bearer abc.def.ghi" } });
    expect(forged.statusCode).toBe(401);
    const other = await t.app.inject({ url: `/api/admin/${ADMIN_EMAIL}`, headers: { authorization: customer.auth.authorization } });
    expect(other.statusCode).toBe(403);
    expect(other.json<{ error: { code: string } }>().error.code).toBe("forbidden");
  });

  it("stops honouring tokens of a deleted account", async () => {
    const customer = await signUp(t.app);
    await t.database.db.delete(users).where(eq(users.email, customer.email));
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, customer.uid))).toEqual([]);
    const response = await t.app.inject({ url: `/api/admin/${customer.email}`, headers: { authorization: customer.auth.authorization } });
    expect(response.statusCode).toBe(401);
  });
});

describe("revokeSessions", () => {
  it("ends every session of a user but the one kept, and the access tokens made from them", async () => {
    const first = await signUp(t.app, { password: "many-devices" });
    const second = await signIn(t.app, first.email, "many-devices");
    const third = await signIn(t.app, first.email, "many-devices");
    const bystander = await signUp(t.app);
    const kept = await findSessionByToken(t.database.db, third.cookie.replace(/^shop_session=/, ""));
    expect(await revokeSessions(t.database.db, first.uid, { except: kept?.id ?? "" })).toBe(2);
    const alive = async (who: { email: string; token: string }) =>
      (await t.app.inject({ url: `/api/admin/${who.email}`, headers: { authorization: `Bearer ${who.token}` } })).statusCode;
    expect([await alive(first), await alive(second), await alive(third)]).toEqual([401, 401, 200]);
    expect(await alive(bystander)).toBe(200);
    expect(await revokeSessions(t.database.db, first.uid)).toBe(1);
    expect(await alive(third)).toBe(401);
  });
});

describe("ADMIN_EMAIL bootstrap", () => {
  const quietLog = () => ({ warn: vi.fn() });
  const signInWith = (email: string, password: string) => t.app.inject({ method: "POST", url: "/api/auth/sign-in", payload: { email, password } });

  it("is idempotent and resets the password and role", async () => {
    await t.database.db.update(users).set({ role: "other" }).where(eq(users.email, ADMIN_EMAIL));
    await ensureAdmin(t.database.db, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, quietLog());
    await ensureAdmin(t.database.db, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, quietLog());
    const rows = await t.database.db.select().from(users).where(eq(users.email, ADMIN_EMAIL));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.role).toBe("admin");
    expect(cookieHeader(await signInWith(ADMIN_EMAIL, ADMIN_PASSWORD))).toContain("shop_session=");
  });

  it("takes over an account someone registered first: new password, its sessions and tokens end, then admin, with a warning", async () => {
    const squatter = await signUp(t.app, { email: "owner-to-be@agritools.example", password: "squatter-pass" });
    const log = quietLog();
    await ensureAdmin(t.database.db, { email: squatter.email.toUpperCase(), password: "the-real-admin-1" }, log);

    const [row] = await t.database.db.select().from(users).where(eq(users.id, squatter.uid));
    expect(row?.role).toBe("admin");
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, squatter.uid))).toEqual([]);
    expectError(await signInWith(squatter.email, "squatter-pass"), 401, "unauthorized");
    expect((await t.app.inject({ url: "/api/auth/session", headers: { cookie: squatter.cookie } })).json()).toEqual({ user: null });
    expectError(await t.app.inject({ url: "/api/user", headers: { authorization: `Bearer ${squatter.token}` } }), 401, "unauthorized");
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ userId: squatter.uid, revokedSessions: 1 }),
      expect.stringMatching(/password was set to ADMIN_PASSWORD.*revoked.*made admin/),
    );

    // A restart with the same password changes nothing: the admin's sessions live on, no warning.
    const admin = await signIn(t.app, squatter.email, "the-real-admin-1");
    const hashBefore = row?.passwordHash;
    const again = quietLog();
    await ensureAdmin(t.database.db, { email: squatter.email, password: "the-real-admin-1" }, again);
    expect(again.warn).not.toHaveBeenCalled();
    expect((await t.database.db.select().from(users).where(eq(users.id, squatter.uid)))[0]?.passwordHash).toBe(hashBefore);
    expect((await t.app.inject({ url: "/api/user", headers: { authorization: `Bearer ${admin.token}` } })).statusCode).toBe(200);
  });

  it("resets an admin whose password changed, ending its sessions", async () => {
    const email = "rotated@agritools.example";
    await ensureAdmin(t.database.db, { email, password: "first-pass-1" }, quietLog());
    const before = await signIn(t.app, email, "first-pass-1");
    const log = quietLog();
    await ensureAdmin(t.database.db, { email, password: "second-pass-2" }, log);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expectError(await t.app.inject({ url: "/api/user", headers: { authorization: `Bearer ${before.token}` } }), 401, "unauthorized");
    expectError(await signInWith(email, "first-pass-1"), 401, "unauthorized");
    expect((await signInWith(email, "second-pass-2")).statusCode).toBe(200);
  });

  it("creates a missing admin without a warning", async () => {
    const log = quietLog();
    await ensureAdmin(t.database.db, { email: "brand-new-admin@agritools.example", password: "fresh-pass-1" }, log);
    expect(log.warn).not.toHaveBeenCalled();
    const [row] = await t.database.db.select().from(users).where(eq(users.email, "brand-new-admin@agritools.example"));
    expect(row).toMatchObject({ role: "admin", name: "Administrator" });
    expect((await signInWith("brand-new-admin@agritools.example", "fresh-pass-1")).statusCode).toBe(200);
  });
});
