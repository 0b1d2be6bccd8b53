import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clientKey, defaultThrottle, FailedSignIns, type ThrottleOptions } from "../src/auth/throttle";
import { sessions, users } from "../src/db/schema";
import { RedisLimitStore } from "../src/lib/limits";
import { createTestApp, RELAXED_THROTTLE, signUp, TEST_ADMIN, TEST_ADMIN_ENV, uniqueEmail, type TestApp } from "./app";
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
    // Windows of seconds, not milliseconds: a sign-in (scrypt) takes a while on a busy machine.
    const t = await appWith({ signInPerAddress: { max: 1, windowMs: 2_000 } });
    const { email } = await signUp(t.app, { password: "right-pass" });
    expect((await signIn(t.app, email, "right-pass")).statusCode).toBe(200);
    expectThrottled(await signIn(t.app, email, "right-pass"), 2);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect((await signIn(t.app, email, "right-pass")).statusCode).toBe(200);
  });
});

describe("failed sign-ins per account and address", () => {
  it("answers 429 to the address that failed 10 times for that email; the owner signs in from another address", async () => {
    const t = await appWith({ failedSignInsPerAccountAndAddress: defaultThrottle.failedSignInsPerAccountAndAddress });
    const victim = await signUp(t.app, { password: "right-pass" });
    for (let i = 0; i < 10; i++) expectError(await signIn(t.app, victim.email, `guess-${i}`, "10.0.0.1"), 401, "unauthorized");
    const sessionsBefore = await sessionCount(t, victim.email);
    const message = expectThrottled(await signIn(t.app, victim.email, "right-pass", "10.0.0.1"), 15 * 60);
    expect(message).toBe("Too many failed sign-ins for this account from your address; try again in 15 minutes");
    expectThrottled(await signIn(t.app, victim.email.toUpperCase(), "guess", "10.0.0.1"), 15 * 60);
    expect(await sessionCount(t, victim.email)).toBe(sessionsBefore);
    // The owner, elsewhere, is not locked out; the attacker's address may still use other accounts.
    expect((await signIn(t.app, victim.email, "right-pass", "10.0.0.2")).statusCode).toBe(200);
    expect(await sessionCount(t, victim.email)).toBe(sessionsBefore + 1);
    expectError(await signIn(t.app, uniqueEmail(), "guess", "10.0.0.1"), 401, "unauthorized");
    // Tokens already handed out keep working.
    expect((await t.app.inject({ url: `/api/admin/${victim.email}`, headers: { authorization: `Bearer ${victim.token}` } })).statusCode).toBe(200);
  });

  it("cannot be used to lock the admin out", async () => {
    const t = await createTestApp({ seed: false, env: TEST_ADMIN_ENV, throttle: { ...RELAXED_THROTTLE, failedSignInsPerAccountAndAddress: { max: 3, windowMs: 15 * 60_000 } } });
    opened.push(t);
    for (const address of ["10.1.0.1", "10.1.0.2", "10.1.0.3"]) {
      for (let i = 0; i < 3; i++) expect((await signIn(t.app, TEST_ADMIN.email, "guess", address)).statusCode).toBe(401);
      expect((await signIn(t.app, TEST_ADMIN.email, "guess", address)).statusCode).toBe(429);
    }
    expect((await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password, "10.1.0.4")).statusCode).toBe(200);
  });

  it("treats an unknown email exactly like a known one", async () => {
    // Minutes long, so both answers say "15 minutes" however slow the machine is between them.
    const t = await appWith({ failedSignInsPerAccountAndAddress: { max: 2, windowMs: 15 * 60_000 } });
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
    const t = await appWith({ failedSignInsPerAccountAndAddress: { max: 3, windowMs: 60_000 } });
    const { email } = await signUp(t.app, { password: "right-pass" });
    for (let i = 0; i < 2; i++) expect((await signIn(t.app, email, "typo")).statusCode).toBe(401);
    expect((await signIn(t.app, email, "right-pass")).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await signIn(t.app, email, "typo")).statusCode).toBe(401);
    expect((await signIn(t.app, email, "right-pass")).statusCode).toBe(200);
  });

  it("opens again when the window ends", async () => {
    const t = await appWith({ failedSignInsPerAccountAndAddress: { max: 1, windowMs: 2_000 } });
    const { email } = await signUp(t.app, { password: "right-pass" });
    expect((await signIn(t.app, email, "typo")).statusCode).toBe(401);
    expectThrottled(await signIn(t.app, email, "right-pass"), 2);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect((await signIn(t.app, email, "right-pass")).statusCode).toBe(200);
  });

  it("counts IPv6 clients per /64 and IPv4-mapped addresses as their IPv4 client", async () => {
    const t = await appWith({ failedSignInsPerAccountAndAddress: { max: 2, windowMs: 60_000 } });
    const { email } = await signUp(t.app, { password: "right-pass" });
    expect((await signIn(t.app, email, "guess", "2001:db8:1:2::1")).statusCode).toBe(401);
    expect((await signIn(t.app, email, "guess", "2001:db8:1:2:ffff:ffff:ffff:fffe")).statusCode).toBe(401);
    expectThrottled(await signIn(t.app, email, "right-pass", "2001:0db8:0001:0002:abcd::9"), 60);
    expect((await signIn(t.app, email, "right-pass", "2001:db8:1:3::1")).statusCode).toBe(200);
    expect((await signIn(t.app, email, "guess", "::ffff:192.0.2.7")).statusCode).toBe(401);
    expect((await signIn(t.app, email, "guess", "192.0.2.7")).statusCode).toBe(401);
    expectThrottled(await signIn(t.app, email, "right-pass", "::ffff:c000:207"), 60);
  });
});

describe("the per-address limit and IPv6", () => {
  it("shares one limit across a /64 and not beyond it", async () => {
    const t = await appWith({ signInPerAddress: { max: 2, windowMs: 60_000 } });
    const email = uniqueEmail();
    expect((await signIn(t.app, email, "guess", "2001:db8:aa:bb::1")).statusCode).toBe(401);
    expect((await signIn(t.app, email, "guess", "2001:db8:aa:bb::2")).statusCode).toBe(401);
    expectThrottled(await signIn(t.app, email, "guess", "2001:db8:aa:bb:1234:5678:9abc:def0"), 60);
    expect((await signIn(t.app, email, "guess", "2001:db8:aa:bc::1")).statusCode).toBe(401);
  });
});

describe("the client address behind a proxy", () => {
  const fromBehind = (app: FastifyInstance, forwardedFor: string) =>
    app.inject({ method: "POST", url: "/api/auth/sign-in", payload: { email: "x@example.com", password: "guess" }, remoteAddress: "10.9.9.9", headers: { "x-forwarded-for": forwardedFor } });

  it("ignores X-Forwarded-For without TRUST_PROXY", async () => {
    const t = await appWith({ signInPerAddress: { max: 1, windowMs: 60_000 } });
    expect((await fromBehind(t.app, "198.51.100.1")).statusCode).toBe(401);
    expectThrottled(await fromBehind(t.app, "198.51.100.2"), 60);
  });

  it("takes the client from X-Forwarded-For with TRUST_PROXY=true", async () => {
    const t = await createTestApp({ seed: false, env: { TRUST_PROXY: "true" }, throttle: { ...RELAXED_THROTTLE, signInPerAddress: { max: 1, windowMs: 60_000 } } });
    opened.push(t);
    expect((await fromBehind(t.app, "198.51.100.1")).statusCode).toBe(401);
    expect((await fromBehind(t.app, "198.51.100.2")).statusCode).toBe(401);
    expectThrottled(await fromBehind(t.app, "198.51.100.1"), 60);
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
  it("are 10 sign-ins a minute per address, 10 failures per account and address in 15 minutes, 20 sign-ups an hour per address", () => {
    expect(defaultThrottle).toMatchObject({
      signInPerAddress: { max: 10, windowMs: 60_000 },
      signUpPerAddress: { max: 20, windowMs: 3_600_000 },
      failedSignInsPerAccountAndAddress: { max: 10, windowMs: 900_000 },
    });
  });

  it("are 5 contact messages and 10 subscription requests an hour per address", () => {
    expect(defaultThrottle).toMatchObject({
      contactPerAddress: { max: 5, windowMs: 3_600_000 },
      subscribePerAddress: { max: 10, windowMs: 3_600_000 },
    });
  });

  it("refuse an address at its 11th attempt in a minute", async () => {
    const t = await createTestApp({ seed: false, throttle: defaultThrottle });
    opened.push(t);
    const target = uniqueEmail();
    for (let i = 0; i < 10; i++) expect((await signIn(t.app, target, "guess")).statusCode).toBe(401);
    expectThrottled(await signIn(t.app, uniqueEmail(), "guess"), 60);
    expect((await signIn(t.app, target, "guess", "10.0.0.77")).statusCode).toBe(401);
  });
});

describe("clientKey", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["::ffff:cb00:7107", "203.0.113.7"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["2001:DB8:0:0:ffff::1", "2001:db8:0:0::/64"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["64:ff9b::192.0.2.1", "64:ff9b:0:0::/64"],
  ])("%s counts as %s", (ip, key) => {
    expect(clientKey(ip)).toBe(key);
  });
});

describe("FailedSignIns", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("counts failures per email and client in a window that starts at the first one", async () => {
    // rate-limiter-flexible reads Date.now() and expires windows with setTimeout: both are faked.
    vi.useFakeTimers({ now: 1_000_000 });
    const failures = new FailedSignIns({ max: 2, windowMs: 10_000 });
    await failures.recordFailure("a@example.com", "10.0.0.1");
    expect(await failures.retryAfterSeconds("a@example.com", "10.0.0.1")).toBe(0);
    vi.advanceTimersByTime(4_000);
    await failures.recordFailure("A@example.com", "10.0.0.1");
    expect(await failures.retryAfterSeconds("a@example.com", "10.0.0.1")).toBe(6);
    expect(await failures.retryAfterSeconds("a@example.com", "10.0.0.2")).toBe(0);
    expect(await failures.retryAfterSeconds("b@example.com", "10.0.0.1")).toBe(0);
    vi.advanceTimersByTime(6_000);
    expect(await failures.retryAfterSeconds("a@example.com", "10.0.0.1")).toBe(0);
    await failures.recordFailure("a@example.com", "10.0.0.1");
    expect(await failures.retryAfterSeconds("a@example.com", "10.0.0.1")).toBe(0);
  });
});

describe("failed sign-ins in Redis when Redis does not answer", () => {
  it("counts in this process instead, so guessing is still braked and nobody is locked out, and reports the error", async () => {
    // Nothing listens on port 1; with the offline queue off every command fails at once.
    const redis = new Redis("redis://127.0.0.1:1", { lazyConnect: true, enableOfflineQueue: false });
    const errors: Error[] = [];
    const failures = new FailedSignIns({ max: 2, windowMs: 60_000 }, new RedisLimitStore(redis, "test:", (error) => errors.push(error)));
    await failures.recordFailure("a@example.com", "10.0.0.1");
    expect(await failures.retryAfterSeconds("a@example.com", "10.0.0.1")).toBe(0);
    await failures.recordFailure("a@example.com", "10.0.0.1");
    expect(await failures.retryAfterSeconds("a@example.com", "10.0.0.1")).toBe(60);
    expect(await failures.retryAfterSeconds("a@example.com", "10.0.0.2")).toBe(0);
    await failures.clear("a@example.com", "10.0.0.1");
    expect(await failures.retryAfterSeconds("a@example.com", "10.0.0.1")).toBe(0);
    expect(errors.length).toBeGreaterThan(0);
    redis.disconnect();
  });
});
