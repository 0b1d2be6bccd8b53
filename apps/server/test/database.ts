import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type Database } from "../src/db/client";

/**
 * A database of its own for one test file or benchmark run: in-memory PGlite, or, given a
 * PostgreSQL server URL, a new database created on that server and dropped by `drop()`, so
 * nothing is ever written into the database the URL names.
 */
export async function freshDatabase(serverUrl: string | undefined): Promise<{ database: Database; url?: string; drop(): Promise<void> }> {
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: "memory://" });
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
