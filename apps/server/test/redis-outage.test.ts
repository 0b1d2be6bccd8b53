import { randomBytes } from "node:crypto";
import { createConnection, createServer, type Server, type Socket } from "node:net";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, RELAXED_THROTTLE, signUp, type TestApp } from "./app";
import { expectError } from "./expect-error";
import { redisAnswers, TEST_REDIS_URL } from "./redis";

/**
 * The shop on REDIS_URL when Redis stops answering (docs/decisions/007): sign-ins go on, the
 * per-address limit lets them through, failed sign-ins are counted in the process. Redis sits
 * behind a TCP relay the test can cut.
 */
const redisUrl = new URL(TEST_REDIS_URL);

const skipReason = (await redisAnswers()) ? undefined : `no Redis answers at ${redisUrl.toString()}`;

describe.skipIf(skipReason)(`when Redis stops answering${skipReason ? ` (skipped: ${skipReason})` : ""}`, () => {
  const sockets = new Set<Socket>();
  let relay: Server;
  let t: TestApp;
  const prefix = `shop-test:${randomBytes(6).toString("hex")}:`;

  beforeAll(async () => {
    relay = createServer((client) => {
      const upstream = createConnection(Number(redisUrl.port || 6379), redisUrl.hostname);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on("error", () => {});
        socket.on("close", () => sockets.delete(socket));
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
    const address = relay.address();
    if (!address || typeof address === "string") throw new Error("no relay port");
    t = await createTestApp({
      seed: false,
      env: { REDIS_URL: `redis://127.0.0.1:${address.port}` },
      redisKeyPrefix: prefix,
      throttle: {
        ...RELAXED_THROTTLE,
        signInPerAddress: { max: 2, windowMs: 60_000 },
        failedSignInsPerAccountAndAddress: { max: 2, windowMs: 60_000 },
      },
    });
  });

  afterAll(async () => {
    await t?.close();
    relay?.close();
    const redis = new Redis(redisUrl.toString());
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  const attempt = (app: FastifyInstance, email: string, password: string, remoteAddress: string) =>
    app.inject({ method: "POST", url: "/api/auth/sign-in", payload: { email, password }, remoteAddress });

  it("signs in past the per-address limit, and still refuses an email that failed too often from that address", async () => {
    const { email } = await signUp(t.app, { password: "right-pass" });
    relay.close();
    for (const socket of sockets) socket.destroy();
    // The per-address limit (2) lets every attempt through rather than answering 500.
    for (let i = 0; i < 3; i++) expectError(await attempt(t.app, `nobody${i}@example.com`, "wrong-pass", "10.8.0.1"), 401, "unauthorized");
    // The failed-sign-in counter goes on in the process: 2 failures lock this email for this address.
    for (let i = 0; i < 2; i++) expectError(await attempt(t.app, email, `guess-${i}`, "10.8.0.2"), 401, "unauthorized");
    expectError(await attempt(t.app, email, "right-pass", "10.8.0.2"), 429, "too_many_requests");
    expect((await attempt(t.app, email, "right-pass", "10.8.0.3")).statusCode).toBe(200);
  });
});
