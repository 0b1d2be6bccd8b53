import { randomBytes } from "node:crypto";
import Fastify, { type FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { toAppError } from "../errors";
import { Counter, createLimiter, RedisLimitStore, type Limiter } from "./limits";
import { expectError } from "../../test/expect-error";
import { redisAnswers, TEST_REDIS_URL } from "../../test/redis";

/** A route limited per account, answering errors as the app does (the CONTRACT body). */
function limitedApp(limiter: Limiter): FastifyInstance {
  const app = Fastify();
  app.setErrorHandler((error, _request, reply) => {
    const appError = toAppError(error);
    return reply.status(appError.status).send(appError.toBody());
  });
  app.post<{ Params: { account: string } }>("/orders/:account", async (request, reply) => {
    await limiter.consume(request.params.account, reply);
    return { placed: true };
  });
  return app;
}

const place = (app: FastifyInstance, account: string) => app.inject({ method: "POST", url: `/orders/${account}` });

afterEach(() => {
  vi.useRealTimers();
});

describe("createLimiter", () => {
  it("allows `points` uses per key, then answers 429 with Retry-After and its message; other keys go on", async () => {
    const app = limitedApp(
      createLimiter({ keyPrefix: "orders", points: 2, durationSeconds: 300, message: (wait) => `Too many orders from your account; try again in ${wait}` }),
    );
    expect((await place(app, "alice")).statusCode).toBe(200);
    expect((await place(app, "alice")).statusCode).toBe(200);
    const refused = await place(app, "alice");
    const body = expectError(refused, 429, "too_many_requests");
    expect(body.error.message).toBe("Too many orders from your account; try again in 5 minutes");
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(290);
    expect(retryAfter).toBeLessThanOrEqual(300);
    expect((await place(app, "bob")).statusCode).toBe(200);
  });

  it("keeps the keys of limiters with different prefixes apart", async () => {
    const placing = limitedApp(createLimiter({ keyPrefix: "place", points: 1, durationSeconds: 60 }));
    const cancelling = limitedApp(createLimiter({ keyPrefix: "cancel", points: 1, durationSeconds: 60 }));
    expect((await place(placing, "alice")).statusCode).toBe(200);
    expect((await place(cancelling, "alice")).statusCode).toBe(200);
    expect(expectError(await place(placing, "alice"), 429, "too_many_requests").error.message).toBe("Too many requests; try again in 1 minute");
  });

  it("refuses a window that Redis could not expire: whole seconds only", () => {
    expect(() => createLimiter({ keyPrefix: "x", points: 1, durationSeconds: 0.5 })).toThrow(/whole number of seconds/);
  });
});

describe("Counter in memory", () => {
  it("opens again when the window ends, and then holds no key for it", async () => {
    vi.useFakeTimers({ now: 5_000_000 });
    const counter = new Counter({ keyPrefix: "memory", points: 2, durationSeconds: 10 });
    for (const key of ["a", "b", "c"]) await counter.consume(key);
    expect(await counter.consume("a")).toMatchObject({ allowed: true, consumed: 2 });
    expect(await counter.consume("a")).toMatchObject({ allowed: false, consumed: 3, msLeft: 10_000 });
    expect(counter.keysInMemory).toBe(3);
    vi.advanceTimersByTime(10_000);
    expect(counter.keysInMemory).toBe(0);
    expect(await counter.consume("a")).toMatchObject({ allowed: true, consumed: 1 });
  });
});

describe("Counter in Redis when Redis does not answer", () => {
  it("counts in this process, still refuses past the limit, and reports each failure", async () => {
    const redis = new Redis("redis://127.0.0.1:1", { lazyConnect: true, enableOfflineQueue: false });
    const errors: Error[] = [];
    const counter = new Counter({ keyPrefix: "down", points: 1, durationSeconds: 60 }, new RedisLimitStore(redis, "test:", (error) => errors.push(error)));
    expect(await counter.consume("alice")).toMatchObject({ allowed: true });
    expect(await counter.consume("alice")).toMatchObject({ allowed: false });
    expect(await counter.consume("bob")).toMatchObject({ allowed: true });
    expect(errors).toHaveLength(3);
    redis.disconnect();
  });
});

const skipReason = (await redisAnswers()) ? undefined : `no Redis answers at ${TEST_REDIS_URL}`;

describe.skipIf(skipReason)(`limiters of two instances on one Redis${skipReason ? ` (skipped: ${skipReason})` : ""}`, () => {
  const prefix = `shop-test:${randomBytes(6).toString("hex")}:`;
  const clients: Redis[] = [];
  const connect = () => {
    const redis = new Redis(TEST_REDIS_URL, { enableOfflineQueue: true, maxRetriesPerRequest: 1 });
    clients.push(redis);
    return redis;
  };
  afterAll(async () => {
    const [first] = clients;
    if (first) {
      const keys = await first.keys(`${prefix}*`);
      if (keys.length > 0) await first.del(...keys);
    }
    await Promise.all(clients.map((redis) => redis.quit()));
  });

  it("count together, under hashed keys that do not name the account", async () => {
    const errors: Error[] = [];
    const options = { keyPrefix: "place-order", points: 3, durationSeconds: 60 };
    const one = limitedApp(createLimiter(options, new RedisLimitStore(connect(), prefix, (error) => errors.push(error))));
    const two = limitedApp(createLimiter(options, new RedisLimitStore(connect(), prefix, (error) => errors.push(error))));
    expect((await place(one, "alice@example.com")).statusCode).toBe(200);
    expect((await place(two, "alice@example.com")).statusCode).toBe(200);
    expect((await place(one, "alice@example.com")).statusCode).toBe(200);
    expectError(await place(two, "alice@example.com"), 429, "too_many_requests");
    expectError(await place(one, "alice@example.com"), 429, "too_many_requests");
    expect((await place(two, "bob@example.com")).statusCode).toBe(200);
    expect(errors).toEqual([]);
    const keys = await connect().keys(`${prefix}*`);
    expect(keys).toHaveLength(2);
    for (const key of keys) {
      expect(key.startsWith(`${prefix}place-order:`)).toBe(true);
      expect(key).not.toContain("example.com");
    }
  });
});
