import type { ErrorCode } from "@shop/contract";
import { asc, type AnyColumn } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
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
