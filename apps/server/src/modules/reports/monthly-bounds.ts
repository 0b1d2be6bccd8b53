import { monthIndex, monthOfIndex } from "@shop/contract";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";

/** The reports' shared reads of months and rows (the monthly report, its takings and the ledger). */

export async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  // Both drivers answer raw SQL with `rows`; drizzle types it per driver, so it is named here once.
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/**
 * The first instant of `month` in `timeZone`, as SQL: a bound an index range reads, since it is
 * a constant of the query, worked out once (the zone's offset, summer time included).
 */
export const monthBound = (month: string, timeZone: string): SQL => sql`(${`${month}-01 00:00:00`}::timestamp at time zone ${timeZone}::text)`;

/** An instant's month in the zone, "YYYY-MM". */
export const monthIn = (column: SQL, timeZone: string): SQL => sql`to_char(${column} at time zone ${timeZone}::text, 'YYYY-MM')`;

/** The month after `month` ("2025-12" → "2026-01"). */
export const nextMonth = (month: string): string => monthOfIndex((monthIndex(month) ?? 0) + 1);

