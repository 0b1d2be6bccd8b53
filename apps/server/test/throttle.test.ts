import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { AccountLockout, defaultThrottle, type ThrottleOptions } from "../src/auth/throttle";
import { sessions, users } from "../src/db/schema";
import { createTestApp, RELAXED_THROTTLE, signUp, uniqueEmail, type TestApp } from "./app";
import { expectError } from "./expect-error";

const opened: TestApp[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((t) => t.close()));
});
async function appWith(throttle: Partial<ThrottleOptions>): Promise<TestApp> {
  const t = await createTestApp({ seed: false, throttle: { ...RELAXED_THROTTLE, ...throttle } });
  opened.push(t);
  return t;
}

const signIn = (app: FastifyInstance, email: string, password: string, remoteAddress = "127.0.0.1") =>
  app.inject({ method: "POST", url: "/api/auth/sign-in", payload: { email, password }, remoteAddress });
const signUpFrom = (app: FastifyInstance, remoteAddress: string) =>
  app.inject({ method: "POST", url: "/api/auth/sign-up", payload: { name: "Farmer", email: uniqueEmail(), password: "secret-pass" }, remoteAddress });

/** A 429 in the CONTRACT body with a Retry-After of at most this many seconds. */
function expectThrottled(response: Awaited<ReturnType<typeof signIn>>, maxSeconds: number): string {
  const body = expectError(response, 429, "too_many_requests");
  const retryAfter = Number(response.headers["retry-after"]);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  expect(response.cookies).toEqual([]);
  return body.error.message;
}

const sessionCount = async (t: TestApp, email: string) => {
  const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
  return user ? (await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).length : 0;
};

describe("sign-in attempts per address", () => {
  it("answers 429 with Retry-After once an address has used its attempts, right or wrong; other addresses go on", async () => {
    const t = await appWith({ signInPerAddress: { max: 3, windowMs: 60_000 } });
    const { email } = await signUp(t.app, { password: "right-pass" });
    expect((await signIn(t.app, email, "wrong-1", "10.0.0.1")).statusCode).toBe(401);
    expect((await signIn(t.app, uniqueEmail(), "wrong-2", "10.0.0.1")).statusCode).toBe(401);
    expect((await signIn(t.app, email, "right-pass", "10.0.0.1")).statusCode).toBe(200);
    const sessionsBefore = await sessionCount(t, email);
    const message = expectThrottled(await signIn(t.app, email, "right-pass", "10.0.0.1"), 60);
    expect(message).toMatch(/^Too many sign-in attempts from your address; try again in /);
    expect(await sessionCount(t, email)).toBe(sessionsBefore);
    expect((await signIn(t.app, email, "right-pass", "10.0.0.2")).statusCode).toBe(200);
  });

  it("starts afresh when the window has passed", async () => {
    const t = await appWith({ signInPerAddress: { max: 1, windowMs: 300 } });
    const { email } = await signUp(t.app, { password: "right-pass" });
    expect((await signIn(t.app, email, "right-pass")).statusCode).toBe(200);
    expectThrottled(await signIn(t.app, email, "right-pass"), 1);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await signIn(t.app, email, "right-pass")).statusCode).toBe(200);
  });
});

describe("failed sign-ins per account", () => {
  it("locks the email after the allowed failures, from any address, even for the right password", async () => {
    const t = await appWith({ failedSignInsPerAccount: { max: 3, windowMs: 15 * 60_000 } });
    const victim = await signUp(t.app, { password: "right-pass" });
    const bystander = await signUp(t.app, { password: "other-pass" });
    for (const address of ["10.0.0.1", "10.0.0.2", "10.0.0.3"]) {
      expectError(await signIn(t.app, victim.email, "guess", address), 401, "unauthorized");
    }
    const sessionsBefore = await sessionCount(t, victim.email);
    const message = expectThrottled(await signIn(t.app, victim.email, "right-pass", "10.0.0.4"), 15 * 60);
    expect(message).toBe("Too many failed sign-ins for this account; try again in 15 minutes");
    expectThrottled(await signIn(t.app, victim.email.toUpperCase(), "guess", "10.0.0.5"), 15 * 60);
    expect(await sessionCount(t, victim.email)).toBe(sessionsBefore);
    // Other accounts are not affected, and the tokens already handed out keep working.
    expect((await signIn(t.app, bystander.email, "other-pass", "10.0.0.4")).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/admin/${victim.email}`, headers: { authorization: `Bearer ${victim.token}` } })).statusCode).toBe(200);
  });

  it("treats an unknown email exactly like a known one", async () => {
    const t = await appWith({ failedSignInsPerAccount: { max: 2, windowMs: 60_000 } });
    const known = await signUp(t.app, { password: "right-pass" });
    const unknown = uniqueEmail();
    for (const email of [known.email, unknown]) {
      expect((await signIn(t.app, email, "guess")).statusCode).toBe(401);
      expect((await signIn(t.app, email, "guess")).statusCode).toBe(401);
    }
    const lockedKnown = await signIn(t.app, known.email, "guess");
    const lockedUnknown = await signIn(t.app, unknown, "guess");
    expect(lockedUnknown.statusCode).toBe(429);
    expect(lockedUnknown.json()).toEqual(lockedKnown.json());
  });

  it("forgives earlier failures after a successful sign-in", async () => {
    const t = await appWith({ failedSignInsPerAccount: { max: 3, windowMs: 60_000 } });
    const { email } = await signUp(t.app, { password: "right-pass" });
    for (let i = 0; i < 2; i++) expect((await signIn(t.app, email, "typo")).statusCode).toBe(401);
    expect((await signIn(t.app, email, "right-pass")).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await signIn(t.app, email, "typo")).statusCode).toBe(401);
    expect((await signIn(t.app, email, "right-pass")).statusCode).toBe(200);
  });

  it("unlocks the email when the window ends", async () => {
    const t = await appWith({ failedSignInsPerAccount: { max: 1, windowMs: 400 } });
    const { email } = await signUp(t.app, { password: "right-pass" });
    expect((await signIn(t.app, email, "typo")).statusCode).toBe(401);
    expectThrottled(await signIn(t.app, email, "right-pass"), 1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await signIn(t.app, email, "right-pass")).statusCode).toBe(200);
  });
});

describe("sign-ups per address", () => {
  it("answers 429 with Retry-After after the allowed sign-ups, and creates no account", async () => {
    const t = await appWith({ signUpPerAddress: { max: 2, windowMs: 60 * 60_000 } });
    expect((await signUpFrom(t.app, "10.0.0.9")).statusCode).toBe(201);
    expect((await signUpFrom(t.app, "10.0.0.9")).statusCode).toBe(201);
    const before = (await t.database.db.select().from(users)).length;
    const message = expectThrottled(await signUpFrom(t.app, "10.0.0.9"), 3600);
    expect(message).toMatch(/^Too many sign-ups from your address/);
    expect((await t.database.db.select().from(users)).length).toBe(before);
    expect((await signUpFrom(t.app, "10.0.0.10")).statusCode).toBe(201);
  });
});

describe("the default limits", () => {
  it("are 10 sign-ins a minute per address, 5 failures per account in 15 minutes, 20 sign-ups an hour per address", () => {
    expect(defaultThrottle).toEqual({
      signInPerAddress: { max: 10, windowMs: 60_000 },
      signUpPerAddress: { max: 20, windowMs: 3_600_000 },
      failedSignInsPerAccount: { max: 5, windowMs: 900_000 },
    });
  });

  it("lock an email at its 6th failure and an address at its 11th attempt", async () => {
    const t = await createTestApp({ seed: false, throttle: defaultThrottle });
    opened.push(t);
    const target = uniqueEmail();
    for (let i = 0; i < 5; i++) expect((await signIn(t.app, target, "guess")).statusCode).toBe(401);
    expectThrottled(await signIn(t.app, target, "guess"), 15 * 60);
    for (let i = 0; i < 4; i++) expect((await signIn(t.app, uniqueEmail(), "guess")).statusCode).toBe(401);
    expectThrottled(await signIn(t.app, uniqueEmail(), "guess"), 60);
  });
});

describe("AccountLockout", () => {
  it("counts failures in a window that starts at the first one", () => {
    let now = 1_000_000;
    const lockout = new AccountLockout({ max: 2, windowMs: 10_000 }, () => now);
    lockout.recordFailure("a@example.com");
    expect(lockout.retryAfterSeconds("a@example.com")).toBe(0);
    now += 4_000;
    lockout.recordFailure("a@example.com");
    expect(lockout.retryAfterSeconds("a@example.com")).toBe(6);
    expect(lockout.retryAfterSeconds("b@example.com")).toBe(0);
    now += 6_000;
    expect(lockout.retryAfterSeconds("a@example.com")).toBe(0);
    lockout.recordFailure("a@example.com");
    expect(lockout.retryAfterSeconds("a@example.com")).toBe(0);
  });
});
