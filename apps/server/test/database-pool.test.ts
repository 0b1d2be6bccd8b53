import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import { parseConfig } from "../src/config";
import type { Database } from "../src/db/client";
import { prepareDatabase } from "../src/db/prepare";
import { freshDatabase, publicTables, rowsOf } from "./database";
import { digestsByName } from "./expect-error";

/** Every public table's rows and every sequence's position, as digests. */
async function contents(database: Database): Promise<unknown> {
  const rows = await digestsByName(database, await publicTables(database));
  const sequences = await rowsOf<unknown>(database, sql`SELECT sequencename, last_value FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename`);
  return { rows, sequences };
}

/**
 * test/database.ts puts a PGlite database a test has closed back as the migrations left it, for
 * the next test of the process: this is what makes that reuse honest.
 */
describe("a PGlite database put back after a test", { timeout: 120_000 }, () => {
  it("holds what a database opened from the migrated dump holds, whatever the test wrote", async () => {
    const first = await freshDatabase(undefined);
    const pristine = await contents(first.database);
    const parsed = parseConfig({ NODE_ENV: "test", SEED_DEMO: "1", AUTH_SECRET: randomBytes(32).toString("hex") });
    await prepareDatabase(first.database, parsed);
    const app = await buildApp({ config: { ...parsed, authSecret: parsed.authSecret ?? "" }, db: first.database.db, sweepIntervalMs: false, mailIntervalMs: false });
    const signUp = await app.inject({ method: "POST", url: "/api/auth/sign-up", payload: { name: "Pool Farmer", email: `pool.${randomBytes(4).toString("hex")}@example.com`, password: "secret-pass-1" } });
    expect(signUp.statusCode, signUp.body).toBe(201);
    await first.database.db.execute(sql.raw("UPDATE invoice_counter SET last_number = last_number + 41"));
    expect(await contents(first.database)).not.toEqual(pristine);
    await app.close();
    await first.database.close();

    const second = await freshDatabase(undefined);
    try {
      expect(second.database.db, "the same database, put back").toBe(first.database.db);
      expect(await contents(second.database)).toEqual(pristine);
    } finally {
      await second.database.close();
    }
  });

  it("is not put back when the test changed a table's shape", async () => {
    const first = await freshDatabase(undefined);
    await first.database.db.execute(sql.raw("ALTER TABLE users ADD CONSTRAINT pool_test CHECK (true)"));
    await first.database.close();
    const second = await freshDatabase(undefined);
    try {
      expect(second.database.db, "a database of its own").not.toBe(first.database.db);
      const constraints = (await second.database.db.execute(sql.raw("SELECT 1 FROM pg_constraint WHERE conname = 'pool_test'"))) as unknown as { rows: unknown[] };
      expect(constraints.rows).toEqual([]);
    } finally {
      await second.database.close();
    }
  });
});
