import type { ErrorCode } from "@shop/contract";
import { asc, getTableName, sql, type AnyColumn } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { Database } from "../src/db/client";
import type { TestApp } from "./app";

interface ErrorJson {
  error: { code: string; message: string; fields?: { path: string; message: string }[] };
}

/** The CONTRACT error body with this status and code, and nothing else. */
export function expectError(response: LightMyRequestResponse, status: number, code: ErrorCode): ErrorJson {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers["content-type"]).toMatch(/^application\/json/);
  const body = response.json<ErrorJson>();
  expect(body).toEqual({ error: { code, message: expect.any(String), ...(body.error.fields ? { fields: expect.any(Array) } : {}) } });
  return body;
}

/** A 400 whose `fields` name at least these paths (e.g. "body.price"). */
export function expectFieldErrors(response: LightMyRequestResponse, paths: string[]): ErrorJson {
  const body = expectError(response, 400, "bad_request");
  expect(body.error.fields?.map((field) => field.path)).toEqual(expect.arrayContaining(paths));
  for (const field of body.error.fields ?? []) expect(field.message).toEqual(expect.any(String));
  return body;
}

/** Every row of a table in a stable order, to compare before and after a refused call. */
export async function rowsOf(t: TestApp, table: PgTable & { id: AnyColumn }): Promise<unknown[]> {
  return t.database.db.select().from(table).orderBy(asc(table.id));
}

/**
 * Each table's rows as one digest the database computes (md5 of its rows' text, in order), to
 * tell that a refused call wrote nothing: the same rows give the same digest, any change another.
 * Reading every row of thirty tables back into objects before and after each of a matrix's
 * hundreds of calls (rowsOf) was most of those files' time. A difference names its table.
 */
export async function tableDigests(t: TestApp, tables: PgTable[]): Promise<Record<string, string>> {
  return digestsByName(t.database, tables.map((table) => getTableName(table)));
}

/** tableDigests by table name, on any database (the test databases' pool reads every table it holds). */
export async function digestsByName(database: Database, names: string[]): Promise<Record<string, string>> {
  const digests = names.map((name) => `(SELECT md5(coalesce(string_agg(r::text, ',' ORDER BY r::text), '')) FROM "${name}" r) AS "${name}"`);
  const result = (await database.db.execute(sql.raw(`SELECT ${digests.join(", ")}`))) as unknown as { rows: Record<string, string>[] };
  const [row] = result.rows;
  if (!row) throw new Error("no digests");
  return row;
}
