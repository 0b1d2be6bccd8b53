import { createHash, randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import pg from "pg";
import { sql, type SQL } from "drizzle-orm";
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

/** What a migrated database holds before any test writes: the rows the migrations put in, and every sequence's position. */
interface Pristine {
  tables: string[];
  rows: { table: string; json: string }[];
  sequences: { name: string; lastValue: string; isCalled: boolean }[];
  /** Tables, columns, constraints, indexes and triggers: a database whose test changed them is not reused. */
  shape: string;
}

const shapeQuery = sql`SELECT md5(string_agg(item, ',' ORDER BY item)) AS shape FROM (
  SELECT c.relname::text || ':' || c.relkind::text || ':' || coalesce(a.attname::text || ' ' || format_type(a.atttypid, a.atttypmod) || ' ' || a.attnotnull::text, '') AS item
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace LEFT JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
    WHERE n.nspname = 'public'
  UNION ALL SELECT conrelid::regclass::text || ':' || conname::text || ':' || pg_get_constraintdef(oid) FROM pg_constraint WHERE connamespace = 'public'::regnamespace
  UNION ALL SELECT indexdef FROM pg_indexes WHERE schemaname = 'public'
  UNION ALL SELECT tgrelid::regclass::text || ':' || tgname::text FROM pg_trigger WHERE NOT tgisinternal
) items`;

export async function rowsOf<Row>(database: Database, query: SQL): Promise<Row[]> {
  return ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** The names of every table in the public schema, in order. */
export async function publicTables(database: Database): Promise<string[]> {
  return (await rowsOf<{ name: string }>(database, sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`)).map((row) => row.name);
}

async function shapeOf(database: Database): Promise<string> {
  const [row] = await rowsOf<{ shape: string }>(database, shapeQuery);
  return row?.shape ?? "";
}

let pristine: Promise<Pristine> | undefined;

function pristineOf(database: Database): Promise<Pristine> {
  pristine ??= (async () => {
    const tables = await publicTables(database);
    const rows: Pristine["rows"] = [];
    for (const table of tables) {
      const [row] = await rowsOf<{ json: string | null }>(database, sql`SELECT json_agg(t)::text AS json FROM ${sql.identifier(table)} t`);
      if (row?.json) rows.push({ table, json: row.json });
    }
    const sequences = await rowsOf<{ name: string; lastValue: string; isCalled: boolean }>(
      database,
      sql`SELECT quote_ident(schemaname) || '.' || quote_ident(sequencename) AS name, coalesce(last_value, start_value)::text AS "lastValue", last_value IS NOT NULL AS "isCalled" FROM pg_sequences WHERE schemaname = 'public'`,
    );
    return { tables, rows, sequences, shape: await shapeOf(database) };
  })();
  return pristine;
}

/**
 * PGlite databases closed by a test, put back as the migrations left them, for the next test of
 * this process: opening one from the migrated dump costs about 1.3 s of a CI core, and the
 * suite opened a few hundred (most of its PGlite time). Putting one back empties every table,
 * puts back the migrations' rows and every sequence's position, and forgets the session's
 * settings, locks and prepared plans; a database whose tables, columns, constraints or triggers
 * a test changed is closed instead. PostgreSQL keeps a new database for every test app.
 */
const idle: Database[] = [];
const IDLE_MAX = 2;

async function pooledPglite(): Promise<Database> {
  const database = idle.pop() ?? (await openDatabase({ dataDir: "memory://", loadDataDir: await migratedPglite() }));
  const state = await pristineOf(database);
  const close = database.close.bind(database);
  let closed = false;
  return {
    ...database,
    async close() {
      if (closed) return;
      closed = true;
      if (idle.length >= IDLE_MAX || !(await putBack(database, state))) await close();
      else idle.push(database);
    },
  };
}

async function putBack(database: Database, state: Pristine): Promise<boolean> {
  try {
    await database.db.execute(sql.raw("DISCARD ALL"));
    if ((await shapeOf(database)) !== state.shape) return false;
    await database.db.execute(sql.raw(`TRUNCATE ${state.tables.map((table) => `"${table}"`).join(", ")} RESTART IDENTITY CASCADE`));
    for (const { table, json } of state.rows) {
      await database.db.execute(sql`INSERT INTO ${sql.identifier(table)} OVERRIDING SYSTEM VALUE SELECT * FROM json_populate_recordset(NULL::${sql.identifier(table)}, ${json}::json)`);
    }
    for (const sequence of state.sequences) await database.db.execute(sql`SELECT setval(${sequence.name}::regclass, ${sequence.lastValue}::bigint, ${sequence.isCalled})`);
    return true;
  } catch {
    // A database the test left unusable (a failed transaction, say) is closed, not reused.
    return false;
  }
}

/**
 * A database of its own for one test file or benchmark run: in-memory PGlite, or, given a
 * PostgreSQL server URL, a new database created on that server and dropped by `drop()`, so
 * nothing is ever written into the database the URL names. Both start migrated, unless `empty`
 * (a test of migrating itself, on PostgreSQL).
 */
export async function freshDatabase(serverUrl: string | undefined, options: { empty?: boolean } = {}): Promise<{ database: Database; url?: string; drop(): Promise<void> }> {
  if (!serverUrl) return { database: await pooledPglite(), drop: async () => {} };
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
