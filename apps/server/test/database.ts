import { randomBytes } from "node:crypto";
import pg from "pg";
import { sql } from "drizzle-orm";
import { openDatabase, type Database, type Tx } from "../src/db/client";

let migrated: Promise<Blob> | undefined;

/**
 * An in-memory PGlite cluster with every migration applied, made once per test process: a new
 * cluster runs initdb (seconds on the shared CI box), loading this dump takes about a third of it.
 * The migrations still run on every database opened from it, and find nothing left to do.
 */
function migratedPglite(): Promise<Blob> {
  migrated ??= (async () => {
    const template = await openDatabase({ dataDir: "memory://" });
    try {
      await template.migrate();
      if (!template.dump) throw new Error("PGlite databases can be dumped");
      return await template.dump();
    } finally {
      await template.close();
    }
  })();
  return migrated;
}

/**
 * A database of its own for one test file or benchmark run: in-memory PGlite, or, given a
 * PostgreSQL server URL, a new database created on that server and dropped by `drop()`, so
 * nothing is ever written into the database the URL names.
 */
export async function freshDatabase(serverUrl: string | undefined): Promise<{ database: Database; url?: string; drop(): Promise<void> }> {
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: "memory://", loadDataDir: await migratedPglite() });
    return { database, drop: async () => {} };
  }
  const name = `shop_scratch_${process.pid}_${randomBytes(4).toString("hex")}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: "unused" });
  return { database, url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/** The plan PostgreSQL chooses for a query, its parameters written in. */
export async function planOf(tx: Tx, query: { sql: string; params: unknown[] }): Promise<string> {
  const inlined = query.sql.replace(/\$(\d+)/g, (_, i: string) => {
    const value = query.params[Number(i) - 1];
    return typeof value === "number" ? String(value) : `'${value instanceof Date ? value.toISOString() : String(value)}'`;
  });
  const plan = (await tx.execute(sql.raw(`explain ${inlined}`))) as unknown as { rows: Record<string, string>[] };
  return plan.rows.map((row) => Object.values(row).join(" ")).join("\n");
}
