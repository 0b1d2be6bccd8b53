import { createHash, randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
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

/** Runs one statement on the server's maintenance connection (CREATE, ALTER, DROP DATABASE). */
async function onServer<Row extends Record<string, unknown>>(serverUrl: string, statement: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return (await client.query<Row>(statement)).rows;
  } finally {
    await client.end();
  }
}

/** The migrations' fingerprint: a template migrated by other migrations is never copied. */
function migrationsFingerprint(): string {
  const folder = new URL("../drizzle/", import.meta.url);
  const hash = createHash("sha256");
  for (const file of readdirSync(folder).filter((name) => name.endsWith(".sql")).sort()) hash.update(file).update(readFileSync(new URL(file, folder)));
  return hash.digest("hex").slice(0, 16);
}

let template: Promise<string> | undefined;

/**
 * A migrated PostgreSQL database to copy from (CREATE DATABASE … TEMPLATE): migrating each new
 * database took 1 to 1.5 s of the CI box, for each of the suite's few hundred test apps; a copy
 * takes a tenth of it. Named by the migrations' fingerprint and kept on the server between runs.
 * It is built under a name of its own and renamed when whole, so a run stopped half-way leaves no
 * template that looks whole, and two workers that build it at once both end with the same one.
 */
function migratedTemplate(serverUrl: string): Promise<string> {
  template ??= (async () => {
    const name = `shop_template_${migrationsFingerprint()}`;
    const exists = async () => (await onServer(serverUrl, `SELECT 1 FROM pg_database WHERE datname = '${name}'`)).length > 0;
    if (await exists()) return name;
    const building = `shop_building_${process.pid}_${randomBytes(4).toString("hex")}`;
    await onServer(serverUrl, `CREATE DATABASE "${building}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${building}`;
    try {
      const database = await openDatabase({ databaseUrl: url.toString(), dataDir: "unused" });
      try {
        await database.migrate();
      } finally {
        await database.close();
      }
    } catch (error) {
      // A migration that fails leaves no half-built database behind on the server.
      await onServer(serverUrl, `DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
      throw error;
    }
    try {
      await onServer(serverUrl, `ALTER DATABASE "${building}" RENAME TO "${name}"`);
    } catch (error) {
      await onServer(serverUrl, `DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
      if (!(await exists())) throw error;
    }
    return name;
  })();
  return template;
}

/**
 * A database of its own for one test file or benchmark run: in-memory PGlite, or, given a
 * PostgreSQL server URL, a new database created on that server and dropped by `drop()`, so
 * nothing is ever written into the database the URL names. Both start migrated, unless `empty`
 * (a test of migrating itself, on PostgreSQL).
 */
export async function freshDatabase(serverUrl: string | undefined, options: { empty?: boolean } = {}): Promise<{ database: Database; url?: string; drop(): Promise<void> }> {
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: "memory://", loadDataDir: await migratedPglite() });
    return { database, drop: async () => {} };
  }
  const name = `shop_scratch_${process.pid}_${randomBytes(4).toString("hex")}`;
  await onServer(serverUrl, options.empty ? `CREATE DATABASE "${name}"` : `CREATE DATABASE "${name}" TEMPLATE "${await migratedTemplate(serverUrl)}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: "unused" });
  return { database, url: url.toString(), drop: async () => void (await onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)) };
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
