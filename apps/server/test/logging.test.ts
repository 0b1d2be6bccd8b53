import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import { parseConfig, type Config } from "../src/config";
import type { Database } from "../src/db/client";
import { prepareDatabase } from "../src/db/prepare";
import { users } from "../src/db/schema";
import { loggerOptions, REDACTED } from "../src/logging";
import { RELAXED_THROTTLE, uniqueEmail } from "./app";
import { freshDatabase } from "./database";

/**
 * The server's own logger configuration (src/logging.ts, as server.ts uses it), writing into
 * an array: no line may carry a password, its hash, a token, a cookie or a client secret.
 */
let app: FastifyInstance;
let database: Database;
let drop: () => Promise<void>;
const lines: string[] = [];

beforeAll(async () => {
  const parsed = parseConfig({ NODE_ENV: "test", SEED_DEMO: "0", AUTH_SECRET: randomBytes(32).toString("hex") });
  const config: Config = { ...parsed, authSecret: parsed.authSecret ?? "" };
  ({ database, drop } = await freshDatabase(process.env.TEST_DATABASE_URL));
  await prepareDatabase(database, config);
  app = await buildApp({
    config,
    db: database.db,
    throttle: RELAXED_THROTTLE,
    logger: loggerOptions("trace", { write: (line) => void lines.push(line) }),
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
  await drop();
});

const password = "correct-horse-battery";

describe("the log", () => {
  it("keeps a failed statement's parameters (a new user's password hash) out of every line", async () => {
    // Every new user now breaks a rule: the sign-up's INSERT fails inside PostgreSQL with the hash among its parameters.
    await database.db.execute(sql`ALTER TABLE users ADD CONSTRAINT refuse_new_users CHECK (false) NOT VALID`);
    const email = uniqueEmail("logged");
    lines.length = 0;
    try {
      const response = await app.inject({ method: "POST", url: "/api/auth/sign-up", payload: { name: "Logged Farmer", email, password } });
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toContain("params");
    } finally {
      await database.db.execute(sql`ALTER TABLE users DROP CONSTRAINT refuse_new_users`);
    }
    const log = lines.join("\n");
    expect(log).not.toMatch(/scrypt\$/);
    expect(log).not.toContain(password);
    expect(log).not.toContain("params:");
    expect(log).not.toContain("Failing row");
    const failure = lines.map((line) => JSON.parse(line) as { msg?: string; err?: { type: string; message: string; cause?: { code?: string } } }).find((line) => line.msg === "request failed");
    // The error is still logged usefully: which statement failed and PostgreSQL's reason.
    expect(failure?.err?.type).toBe("DrizzleQueryError");
    expect(failure?.err?.message).toMatch(/^Failed query: insert into "users"/);
    expect(failure?.err?.cause?.code).toBe("23514");
    expect(await database.db.select().from(users)).toEqual([]);
  });

  it("redacts secrets from logged objects, nested ones included", () => {
    lines.length = 0;
    app.log.info(
      {
        password,
        user: { passwordHash: "scrypt$hash-one", password_hash: "scrypt$hash-two", accessToken: "token-one" },
        headers: { authorization: "Bearer token-two", cookie: "shop_session=cookie-one", "set-cookie": "shop_session=cookie-two" },
        payment: { clientSecret: "pi_secret_one", client_secret: "pi_secret_two" },
        keep: "visible",
      },
      "secrets inside",
    );
    const [line = ""] = lines;
    for (const secret of [password, "hash-one", "hash-two", "token-one", "token-two", "cookie-one", "cookie-two", "pi_secret_one", "pi_secret_two"]) {
      expect(line).not.toContain(secret);
    }
    expect(line).toContain(REDACTED);
    expect(line).toContain("visible");
  });

  it("logs requests without their headers, and without secret query values", async () => {
    lines.length = 0;
    await app.inject({
      url: "/api/auth/google/callback?code=oauth-code-secret&state=oauth-state-secret",
      headers: { authorization: "Bearer header-token", cookie: "shop_session=header-cookie" },
    });
    const log = lines.join("\n");
    expect(log).toContain("/api/auth/google/callback");
    for (const secret of ["oauth-code-secret", "oauth-state-secret", "header-token", "header-cookie"]) expect(log).not.toContain(secret);
  });
});
