import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import { defaultThrottle } from "../src/auth/throttle";
import { parseConfig, type Config } from "../src/config";
import { openDatabase, type Database } from "../src/db/client";
import { prepareDatabase } from "../src/db/prepare";
import { seedReviews, seedTools } from "../src/db/seed-data";
import { createTool } from "../src/modules/tools/tools";
import { RELAXED_THROTTLE, signIn, signUp, TEST_ADMIN, TEST_ADMIN_ENV } from "./app";
import { freshDatabase } from "./database";
import { redisAnswers, TEST_REDIS_URL } from "./redis";
import { expectError } from "./expect-error";

/**
 * Two instances of the shop on one PostgreSQL and one Redis, as behind a load balancer: each
 * with its own pool, Redis client and LISTEN connection. Needs TEST_DATABASE_URL and a Redis
 * (TEST_REDIS_URL, else the local default port).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const redisUrl = TEST_REDIS_URL;


const skipReason = !serverUrl ? "TEST_DATABASE_URL is unset (PGlite runs as one process)" : !(await redisAnswers()) ? `no Redis answers at ${redisUrl}` : undefined;

/** Sign-in attempts one address may make across both instances. */
const SIGN_INS_PER_ADDRESS = 12;
const MIGRATIONS = (JSON.parse(readFileSync(new URL("../drizzle/meta/_journal.json", import.meta.url), "utf8")) as { entries: unknown[] }).entries.length;

describe.skipIf(skipReason)(`two instances on one PostgreSQL and Redis${skipReason ? ` (skipped: ${skipReason})` : ""}`, () => {
  const prefix = `shop-test:${randomBytes(6).toString("hex")}:`;
  let drop: () => Promise<void>;
  const databases: Database[] = [];
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    const fresh = await freshDatabase(serverUrl, { empty: true });
    drop = fresh.drop;
    databases.push(fresh.database, await openDatabase({ databaseUrl: fresh.url, dataDir: "unused" }));
    const parsed = parseConfig({
      NODE_ENV: "test",
      // One shop: both instances sign with the same secret.
      AUTH_SECRET: randomBytes(32).toString("hex"),
      REDIS_URL: redisUrl,
      IMAGE_HOSTS: "example.com",
      SEED_DEMO: "1",
      ...TEST_ADMIN_ENV,
    });
    const config: Config = { ...parsed, authSecret: parsed.authSecret ?? "" };
    // Both start at the same moment on an empty database: migrations, admin and seed at once.
    await Promise.all(databases.map((database) => prepareDatabase(database, config)));
    [a, b] = await Promise.all(
      databases.map((database) =>
        buildApp({
          config,
          db: database.db,
          invalidation: (log) => database.openInvalidation(log),
          redisKeyPrefix: prefix,
          throttle: {
            ...RELAXED_THROTTLE,
            signInPerAddress: { max: SIGN_INS_PER_ADDRESS, windowMs: 60_000 },
            failedSignInsPerAccountAndAddress: defaultThrottle.failedSignInsPerAccountAndAddress,
          },
          sweepIntervalMs: false,
        }),
      ),
    ) as [FastifyInstance, FastifyInstance];
  });

  afterAll(async () => {
    await Promise.all([a, b].map((app) => app?.close()));
    await Promise.all(databases.map((database) => database.close()));
    await drop?.();
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it("both come up on an empty database, which is migrated once and seeded once", async () => {
    const [database] = databases;
    if (!database) throw new Error("no database");
    // Both drivers answer raw SQL with { rows }.
    const count = async (query: ReturnType<typeof sql>) => Number(((await database.db.execute(query)) as unknown as { rows: { n: string }[] }).rows[0]?.n);
    expect(await count(sql`SELECT count(*) AS n FROM drizzle.__drizzle_migrations`)).toBe(MIGRATIONS);
    expect(await count(sql`SELECT count(*) AS n FROM tools`)).toBe(seedTools.length);
    expect(await count(sql`SELECT count(*) AS n FROM reviews`)).toBe(seedReviews.length);
    expect(await count(sql`SELECT count(*) AS n FROM users WHERE email = ${TEST_ADMIN.email}`)).toBe(1);
    for (const app of [a, b]) expect((await app.inject({ url: "/api/tools" })).json<unknown[]>()).toHaveLength(seedTools.length);
  });

  const attempt = (app: FastifyInstance, email: string, password: string, remoteAddress: string) =>
    app.inject({ method: "POST", url: "/api/auth/sign-in", payload: { email, password }, remoteAddress });

  it("counts failed sign-ins together: an email locked through both instances is refused by each, for that address only", async () => {
    const { email } = await signUp(a, { password: "right-pass" });
    const { max } = defaultThrottle.failedSignInsPerAccountAndAddress;
    for (let i = 0; i < max; i++) expectError(await attempt(i % 2 === 0 ? a : b, email, `guess-${i}`, "10.7.0.1"), 401, "unauthorized");
    for (const app of [b, a]) expectError(await attempt(app, email, "right-pass", "10.7.0.1"), 429, "too_many_requests");
    expect((await attempt(b, email, "right-pass", "10.7.0.2")).statusCode).toBe(200);
  });

  it("counts sign-in attempts per address together: the instances do not allow twice the attempts", async () => {
    for (let i = 0; i < SIGN_INS_PER_ADDRESS; i++) {
      expectError(await attempt(i % 2 === 0 ? a : b, `nobody${i}@example.com`, "wrong-pass", "10.7.0.3"), 401, "unauthorized");
    }
    for (const app of [a, b]) expectError(await attempt(app, "nobody@example.com", "wrong-pass", "10.7.0.3"), 429, "too_many_requests");
  });

  it("shows a tool added on one instance in the other's catalogue within a second", async () => {
    const names = async (app: FastifyInstance) => (await app.inject({ url: "/api/tools" })).json<{ name: string }[]>().map((tool) => tool.name);
    // B has the catalogue cached before the write.
    expect(await names(b)).not.toContain("Rotary Harrow");
    const admin = await signIn(a, TEST_ADMIN.email, TEST_ADMIN.password);
    const created = await a.inject({
      method: "POST",
      url: "/api/tools",
      headers: admin.auth,
      payload: { img: "https://example.com/harrow.png", name: "Rotary Harrow", description: "Breaks clods.", minimumOrderQuantity: 1, availableQuantity: 5, price: 900 },
    });
    expect(created.statusCode).toBe(201);
    const deadline = Date.now() + 1_000;
    let seen = await names(b);
    while (!seen.includes("Rotary Harrow") && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      seen = await names(b);
    }
    expect(seen).toContain("Rotary Harrow");
  });

  it("catches up after its LISTEN connection was cut: what it may have missed is dropped on reconnecting", async () => {
    const names = async (app: FastifyInstance) => (await app.inject({ url: "/api/tools" })).json<{ name: string }[]>().map((tool) => tool.name);
    expect(await names(b)).not.toContain("Chain Harrow");
    const [database] = databases;
    if (!database) throw new Error("no database");
    // A write whose notice B never hears (as if sent while B was disconnected)...
    await createTool(database.db, { img: "https://example.com/chain-harrow.png", name: "Chain Harrow", description: "Levels seedbeds.", minimumOrderQuantity: 1, availableQuantity: 5, price: 700, packSize: 1, priceBreaks: [], taxClass: "standard" });
    expect(await names(b)).not.toContain("Chain Harrow");
    // ...then the connection drops, as on a database restart or a network cut.
    const cut = await database.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN shop_cache'`,
    );
    expect((cut as unknown as { rows: unknown[] }).rows).toHaveLength(2);
    // Not a speed goal: reconnecting waits a backoff of 100 ms or more; a generous bound.
    const deadline = Date.now() + 10_000;
    let seen = await names(b);
    while (!seen.includes("Chain Harrow") && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      seen = await names(b);
    }
    expect(seen).toContain("Chain Harrow");
  });
});

/** The shop as `npm start` runs it, from the sources; resolves with its address once it listens. */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: path.resolve(import.meta.dirname, ".."),
    env: { PATH: process.env.PATH ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const address = new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).on("line", (line) => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
      if (match?.[1]) resolve(match[1]);
    });
    child.on("exit", (code) => reject(new Error(`the server exited with ${code} before listening: ${stderr}`)));
  });
  return { child, address };
}

describe.skipIf(skipReason)(`two server processes started at the same moment on an empty database${skipReason ? ` (skipped: ${skipReason})` : ""}`, { timeout: 120_000 }, () => {
  it("both come up; the database is migrated once and seeded once", async () => {
    const fresh = await freshDatabase(serverUrl, { empty: true });
    const dataDir = mkdtempSync(path.join(tmpdir(), "shop-instances-"));
    const children: ChildProcess[] = [];
    try {
      const env = {
        DATABASE_URL: fresh.url ?? "",
        REDIS_URL: redisUrl,
        DATA_DIR: dataDir,
        AUTH_SECRET: randomBytes(32).toString("hex"),
        PORT: "0",
        SEED_DEMO: "1",
        LOG_LEVEL: "info",
      };
      const servers = [startServer(env), startServer(env)];
      children.push(...servers.map((server) => server.child));
      for (const address of await Promise.all(servers.map((server) => server.address))) {
        const tools = (await (await fetch(`${address}/api/tools`)).json()) as unknown[];
        expect(tools).toHaveLength(seedTools.length);
      }
      const count = async (query: ReturnType<typeof sql>) => Number(((await fresh.database.db.execute(query)) as unknown as { rows: { n: string }[] }).rows[0]?.n);
      expect(await count(sql`SELECT count(*) AS n FROM drizzle.__drizzle_migrations`)).toBe(MIGRATIONS);
      expect(await count(sql`SELECT count(*) AS n FROM tools`)).toBe(seedTools.length);
      expect(await count(sql`SELECT count(*) AS n FROM reviews`)).toBe(seedReviews.length);
    } finally {
      await Promise.all(
        children.map((child) => new Promise((resolve) => (child.exitCode === null ? (child.once("exit", resolve), child.kill("SIGTERM")) : resolve(null)))),
      );
      await fresh.database.close();
      await fresh.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
