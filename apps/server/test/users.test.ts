import { adminCheckSchema, makeAdminResponseSchema, removeAdminResponseSchema, userListSchema } from "@shop/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, profiles, reviews, sessions, users } from "../src/db/schema";
import { removeAdmin } from "../src/modules/users/admin";
import { bearer, createTestApp, type SignedIn, signIn, signInAdmin, signUp, TEST_ADMIN, TEST_ADMIN_ENV, type TestApp } from "./app";
import { expectError, expectFieldErrors, rowsOf } from "./expect-error";

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ env: TEST_ADMIN_ENV, seed: false });
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

const UNKNOWN_ID = "7d4f8c2e-1111-4a4a-8b8b-000000000000";
const roleOf = async (email: string) => (await t.database.db.select().from(users).where(eq(users.email, email)))[0]?.role;

describe("GET /api/user", () => {
  it("answers 401 without a token or with a bad one", async () => {
    expectError(await t.app.inject("/api/user"), 401, "unauthorized");
    expectError(await t.app.inject({ url: "/api/user", headers: { authorization: "Bearer not.a.token" } }), 401, "unauthorized");
  });

  it("answers 403 to a customer", async () => {
    const customer = await signUp(t.app);
    expectError(await t.app.inject({ url: "/api/user", headers: bearer(customer) }), 403, "forbidden");
  });

  it("lists every account to an admin as {_id, email, role, name} and nothing more", async () => {
    const customer = await signUp(t.app, { name: "Karim Uddin" });
    const response = await t.app.inject({ url: "/api/user", headers: bearer(admin) });
    expect(response.statusCode).toBe(200);
    const list = userListSchema.parse(response.json());
    expect(list).toHaveLength((await t.database.db.select().from(users)).length);
    expect(list).toContainEqual({ _id: customer.uid, email: customer.email, role: "other", name: "Karim Uddin" });
    expect(list).toContainEqual(expect.objectContaining({ email: TEST_ADMIN.email, role: "admin" }));
    for (const user of response.json<Record<string, unknown>[]>()) expect(Object.keys(user).sort()).toEqual(["_id", "email", "name", "role"]);
  });

  it("pages with ?page=&limit= and reports the total", async () => {
    await signUp(t.app);
    await signUp(t.app);
    const all = userListSchema.parse((await t.app.inject({ url: "/api/user", headers: bearer(admin) })).json());
    const response = await t.app.inject({ url: "/api/user?page=2&limit=2", headers: bearer(admin) });
    expect(response.statusCode).toBe(200);
    expect(response.headers["x-total-count"]).toBe(String(all.length));
    expect(userListSchema.parse(response.json())).toEqual(all.slice(2, 4));
    expectFieldErrors(await t.app.inject({ url: "/api/user?page=-1&limit=1000", headers: bearer(admin) }), ["querystring.page", "querystring.limit"]);
  });
});

describe("PUT /api/user/admin/:email", () => {
  const makeAdmin = (email: string, who?: SignedIn) =>
    t.app.inject({ method: "PUT", url: `/api/user/admin/${encodeURIComponent(email)}`, headers: who ? bearer(who) : {} });

  it("refuses anonymous callers (401) and customers (403), and changes no role", async () => {
    const customer = await signUp(t.app);
    const target = await signUp(t.app);
    const before = await rowsOf(t, users);
    expectError(await makeAdmin(target.email), 401, "unauthorized");
    expectError(await makeAdmin(target.email, customer), 403, "forbidden");
    // Nor may a customer promote itself.
    expectError(await makeAdmin(customer.email, customer), 403, "forbidden");
    expect(await rowsOf(t, users)).toEqual(before);
  });

  it("makes the user admin at once, and answers modifiedCount 0 the second time", async () => {
    const target = await signUp(t.app);
    const first = await makeAdmin(target.email.toUpperCase(), admin);
    expect(first.statusCode).toBe(200);
    expect(makeAdminResponseSchema.parse(first.json())).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
    expect(await roleOf(target.email)).toBe("admin");
    // The role is read per request: the token the user already holds now opens the admin area.
    const check = await t.app.inject({ url: `/api/admin/${target.email}`, headers: bearer(target) });
    expect(adminCheckSchema.parse(check.json())).toEqual({ admin: true });
    expect((await t.app.inject({ url: "/api/user", headers: bearer(target) })).statusCode).toBe(200);
    const again = await makeAdmin(target.email, admin);
    expect(again.json()).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 0 });
  });

  it("answers 404 for an unknown email and 400 for a malformed one, changing nothing", async () => {
    const before = await rowsOf(t, users);
    expectError(await makeAdmin("nobody@example.com", admin), 404, "not_found");
    expectFieldErrors(await makeAdmin("not-an-email", admin), ["params.email"]);
    expectFieldErrors(await makeAdmin(`${"x".repeat(300)}@example.com`, admin), ["params.email"]);
    expect(await rowsOf(t, users)).toEqual(before);
  });
});

describe("DELETE /api/user/admin/:email", () => {
  const removeAdminOf = (email: string, who?: SignedIn, app = t.app) =>
    app.inject({ method: "DELETE", url: `/api/user/admin/${encodeURIComponent(email)}`, headers: who ? bearer(who) : {} });
  const promote = (email: string) => t.database.db.update(users).set({ role: "admin" }).where(eq(users.email, email));

  it("refuses anonymous callers (401) and customers (403), and changes no role", async () => {
    const customer = await signUp(t.app);
    const target = await signUp(t.app);
    await promote(target.email);
    const before = await rowsOf(t, users);
    expectError(await removeAdminOf(target.email), 401, "unauthorized");
    expectError(await removeAdminOf(target.email, customer), 403, "forbidden");
    expectError(await removeAdminOf(TEST_ADMIN.email, customer), 403, "forbidden");
    expect(await rowsOf(t, users)).toEqual(before);
  });

  it("takes the role away at once: the account's tokens and sessions stop working", async () => {
    const target = await signUp(t.app);
    await promote(target.email);
    expect((await t.app.inject({ url: "/api/user", headers: bearer(target) })).statusCode).toBe(200);
    const response = await removeAdminOf(target.email.toUpperCase(), admin);
    expect(response.statusCode).toBe(200);
    expect(removeAdminResponseSchema.parse(response.json())).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
    expect(await roleOf(target.email)).toBe("other");
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, target.uid))).toEqual([]);
    expectError(await t.app.inject({ url: "/api/user", headers: bearer(target) }), 401, "unauthorized");
    expect((await t.app.inject({ url: "/api/auth/session", headers: { cookie: target.cookie } })).json()).toEqual({ user: null });
    // Signed in again, the account is a customer.
    const again = await signIn(t.app, target.email, "secret-pass");
    expectError(await t.app.inject({ url: "/api/user", headers: bearer(again) }), 403, "forbidden");
  });

  it("answers modifiedCount 0 for an account that is no admin, as Make Admin does for one that is", async () => {
    const customer = await signUp(t.app);
    const before = await rowsOf(t, users);
    const response = await removeAdminOf(customer.email, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 0 });
    expect(await rowsOf(t, users)).toEqual(before);
    // Nothing was taken away, so the customer's sessions live on.
    expect((await t.app.inject({ url: `/api/admin/${customer.email}`, headers: bearer(customer) })).statusCode).toBe(200);
  });

  it("refuses an admin removing its own role with 409, and keeps it", async () => {
    const before = await rowsOf(t, users);
    const body = expectError(await removeAdminOf(TEST_ADMIN.email, admin), 409, "conflict");
    expect(body.error.message).toBe("You cannot remove your own admin role");
    expect(await rowsOf(t, users)).toEqual(before);
    expect((await t.app.inject({ url: "/api/user", headers: bearer(admin) })).statusCode).toBe(200);
  });

  it("refuses to remove the last admin with 409", async () => {
    const lone = await createTestApp({ env: TEST_ADMIN_ENV, seed: false });
    try {
      const customer = await signUp(lone.app);
      const [bootstrapped] = await lone.database.db.select().from(users).where(eq(users.email, TEST_ADMIN.email));
      // Only reachable when the caller lost its own role meanwhile (a demotion racing this one).
      await expect(removeAdmin(lone.database.db, { email: TEST_ADMIN.email, actingUserId: customer.uid })).rejects.toThrow("The shop must keep at least one admin");
      expect(bootstrapped?.role).toBe("admin");
      expect((await lone.database.db.select().from(users).where(eq(users.email, TEST_ADMIN.email)))[0]?.role).toBe("admin");
    } finally {
      await lone.close();
    }
  });

  it("answers 404 for an unknown email and 400 for a malformed one, changing nothing", async () => {
    const before = await rowsOf(t, users);
    expectError(await removeAdminOf("nobody@example.com", admin), 404, "not_found");
    expectFieldErrors(await removeAdminOf("not-an-email", admin), ["params.email"]);
    expect(await rowsOf(t, users)).toEqual(before);
  });

  it("never leaves the shop without an admin when two admins demote each other at once", async () => {
    const shop = await createTestApp({ env: TEST_ADMIN_ENV, seed: false });
    try {
      const helper = await signUp(shop.app, { password: "helper-pass" });
      await shop.database.db.update(users).set({ role: "admin" }).where(eq(users.id, helper.uid));
      for (let round = 0; round < 4; round++) {
        const boss = await signInAdmin(shop);
        const other = await signIn(shop.app, helper.email, "helper-pass");
        await shop.database.db.update(users).set({ role: "admin" }).where(eq(users.role, "other"));
        const answers = await Promise.all([removeAdminOf(helper.email, boss, shop.app), removeAdminOf(TEST_ADMIN.email, other, shop.app)]);
        const admins = await shop.database.db.select().from(users).where(eq(users.role, "admin"));
        expect(admins, `round ${round}`).toHaveLength(1);
        // The loser is refused: 409 if it got past the guard while it still was admin, else 401
        // (its sessions ended with its role).
        const [winner, loser] = [...answers].sort((a, b) => a.statusCode - b.statusCode);
        expect(winner?.statusCode, `round ${round}`).toBe(200);
        expect([401, 409], `round ${round}: ${loser?.body}`).toContain(loser?.statusCode);
        if (loser?.statusCode === 409) expect(loser.json<{ error: { message: string } }>().error.message).toBe("The shop must keep at least one admin");
        await shop.database.db.update(users).set({ role: "admin" });
      }
    } finally {
      await shop.close();
    }
  });
});

describe("DELETE /api/user/:id", () => {
  const deleteUser = (id: string, who?: SignedIn) => t.app.inject({ method: "DELETE", url: `/api/user/${id}`, headers: who ? bearer(who) : {} });

  it("refuses anonymous callers (401) and customers (403), and deletes nothing", async () => {
    const customer = await signUp(t.app);
    const victim = await signUp(t.app);
    const before = await rowsOf(t, users);
    expectError(await deleteUser(victim.uid), 401, "unauthorized");
    expectError(await deleteUser(victim.uid, customer), 403, "forbidden");
    expectError(await deleteUser(customer.uid, customer), 403, "forbidden");
    expectError(await deleteUser(admin.uid, customer), 403, "forbidden");
    expect(await rowsOf(t, users)).toEqual(before);
  });

  it("removes the account and its sessions and profiles; its orders and reviews stay, detached", async () => {
    const password = "gone-soon-1";
    const victim = await signUp(t.app, { password });
    const review = await t.app.inject({
      method: "POST",
      url: "/api/review",
      headers: bearer(victim),
      payload: { name: "Soon gone", img: "/images/a.svg", ratings: 4, description: "Good hoe" },
    });
    expect(review.statusCode).toBe(201);
    const profile = await t.app.inject({
      method: "POST",
      url: "/api/profile",
      headers: bearer(victim),
      payload: { img: "https://example.com/me.png", country: "BD", email: victim.email, number: "+880 1712 345678", linkedinProfile: "https://linkedin.com/in/me", education: "BSc" },
    });
    expect(profile.statusCode).toBe(201);
    const [order] = await t.database.db
      .insert(orders)
      .values({ userId: victim.uid, email: victim.email, name: "V", phone: "0123456789", address: "Farm 1", product: "Hoe", quantity: 2, unitPriceCents: 500, priceCents: 1000 })
      .returning();

    const response = await deleteUser(victim.uid, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ acknowledged: true, deletedCount: 1 });

    expect(await t.database.db.select().from(users).where(eq(users.id, victim.uid))).toEqual([]);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, victim.uid))).toEqual([]);
    expect(await t.database.db.select().from(profiles).where(eq(profiles.email, victim.email))).toEqual([]);
    const [keptOrder] = await t.database.db.select().from(orders).where(eq(orders.id, order?.id ?? ""));
    expect(keptOrder).toMatchObject({ userId: null, email: victim.email, product: "Hoe", priceCents: 1000 });
    const [keptReview] = await t.database.db.select().from(reviews).where(eq(reviews.id, review.json<{ insertedId: string }>().insertedId));
    expect(keptReview).toMatchObject({ userId: null, name: "Soon gone" });

    // Neither the old token nor the old cookie nor the password opens anything any more.
    expectError(await t.app.inject({ url: `/api/admin/${victim.email}`, headers: bearer(victim) }), 401, "unauthorized");
    expect((await t.app.inject({ url: "/api/auth/session", headers: { cookie: victim.cookie } })).json()).toEqual({ user: null });
    await expect(signIn(t.app, victim.email, password)).rejects.toThrow(/401/);
    expectError(await deleteUser(victim.uid, admin), 404, "not_found");
  });

  it("refuses an admin deleting itself with 409, and keeps it", async () => {
    const before = await rowsOf(t, users);
    const body = expectError(await deleteUser(admin.uid, admin), 409, "conflict");
    expect(body.error.message).toBe("You cannot delete your own account");
    expect(await rowsOf(t, users)).toEqual(before);
    expect((await t.app.inject({ url: "/api/user", headers: bearer(admin) })).statusCode).toBe(200);
  });

  it("answers 404 for an unknown id and 400 for a malformed one, deleting nothing", async () => {
    const before = await rowsOf(t, users);
    expectError(await deleteUser(UNKNOWN_ID, admin), 404, "not_found");
    for (const bad of ["not-an-id", "1' or '1'='1", "123"]) {
      expectFieldErrors(await deleteUser(encodeURIComponent(bad), admin), ["params.id"]);
    }
    expect(await rowsOf(t, users)).toEqual(before);
  });

  it("lets an admin delete another admin", async () => {
    const other = await signUp(t.app);
    await t.app.inject({ method: "PUT", url: `/api/user/admin/${other.email}`, headers: bearer(admin) });
    const response = await deleteUser(other.uid, admin);
    expect(response.json()).toEqual({ acknowledged: true, deletedCount: 1 });
  });
});
