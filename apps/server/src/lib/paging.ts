import { LINK_PAGE_LIMIT, TOTAL_COUNT_HEADER, UNPAGED_CAP, type PageQuery } from "@shop/contract";
import { asc, count, desc, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";

export interface Page {
  limit: number;
  offset: number;
}

/** The order a list is answered in; the unpaged answer keeps it (see docs/decisions/008-list-paging.md). */
export type ListOrder = "newest-first" | "oldest-first";

/**
 * The ORDER BY of a list read in one direction: every column (an index's leading column, then
 * created_at, then id as the tie-break) the same way. paginate reads the newest rows first
 * whatever the list's order, so each list writes its columns once and never the direction.
 */
export const inTimeOrder = (newestFirst: boolean, ...columns: AnyColumn[]): SQL[] => columns.map((column) => (newestFirst ? desc(column) : asc(column)));

/** One answer of a list endpoint: its rows, the list's total, and the page the rest begins on. */
export interface ListAnswer<Row> {
  items: Row[];
  total: number;
  /** The `?page=&limit=` page holding rows this answer left out, for the Link rel="next" header. */
  next?: { page: number; limit: number } | undefined;
}

/**
 * DESIGN: `?page=&limit=` pages a list and the total goes in X-Total-Count; without them the
 * spec's array is answered, capped at the newest UNPAGED_CAP rows.
 */
/**
 * The one URL a kept list answer goes under: its path and its page, in a fixed order, as the web
 * app writes it. `?limit=6&page=1` and `?page=1&limit=6` share one answer instead of a copy each.
 */
export function pageKey(path: string, page: Page | undefined): string {
  return page ? `${path}?page=${page.offset / page.limit + 1}&limit=${page.limit}` : path;
}

export function pageOf(query: PageQuery): Page | undefined {
  if (query.page === undefined && query.limit === undefined) return undefined;
  const limit = query.limit ?? 20;
  return { limit, offset: ((query.page ?? 1) - 1) * limit };
}

/**
 * Where the rows an unpaged answer left out begin in the paged walk at LINK_PAGE_LIMIT rows a page:
 * after the first UNPAGED_CAP for a newest-first list, at the very start for an oldest-first one
 * (its answer is the newest rows, so the ones left out are the oldest).
 */
function nextAfterCap(order: ListOrder): { page: number; limit: number } {
  return { page: order === "newest-first" ? UNPAGED_CAP / LINK_PAGE_LIMIT + 1 : 1, limit: LINK_PAGE_LIMIT };
}

/**
 * Cuts an in-memory list (the catalogue cache) the way `paginate` cuts a query: one page, or
 * without one the newest UNPAGED_CAP rows in the list's own order.
 */
export function sliceList<Row>(all: Row[], order: ListOrder, page: Page | undefined): ListAnswer<Row> {
  if (page) {
    const items = all.slice(page.offset, page.offset + page.limit);
    const more = page.offset + page.limit < all.length;
    return { items, total: all.length, next: more ? { page: page.offset / page.limit + 2, limit: page.limit } : undefined };
  }
  if (all.length <= UNPAGED_CAP) return { items: all, total: all.length };
  const items = order === "newest-first" ? all.slice(0, UNPAGED_CAP) : all.slice(-UNPAGED_CAP);
  return { items, total: all.length, next: nextAfterCap(order) };
}

/** A Drizzle select made `$dynamic()`, cut to a window. */
interface PageableQuery<Row> {
  limit(limit: number): { offset(offset: number): PromiseLike<Row[]> };
}

/** Up to this many rows a total is counted exactly; beyond it the planner's estimate is answered. */
export const EXACT_TOTAL_UP_TO = 5_000;

/**
 * The planner's row estimate for a query (`EXPLAIN`, no execution): what PostgreSQL knows from
 * its statistics, at the cost of planning only.
 */
async function estimatedRows(db: Db, query: PgSelect): Promise<number> {
  const result = (await db.execute(sql`explain (format json) ${query}`)) as unknown as { rows: Record<string, unknown>[] };
  const cell = result.rows[0]?.["QUERY PLAN"];
  const plan = (typeof cell === "string" ? JSON.parse(cell) : cell) as [{ Plan: { "Plan Rows": number } }] | undefined;
  return Math.round(plan?.[0]?.Plan["Plan Rows"] ?? 0);
}

/**
 * The list's total without a full `count(*)`: PostgreSQL's own estimate (planning only) when it
 * expects more than EXACT_TOTAL_UP_TO rows, else an exact count that stops after that many rows
 * (read from the list's index), so the cost of a total does not grow with the table.
 * `rows()` builds the list's `select` (`$dynamic()`) without order, limit or offset.
 */
export async function cheapTotal(db: Db, rows: () => PgSelect): Promise<number> {
  const estimate = await estimatedRows(db, rows());
  if (estimate > EXACT_TOTAL_UP_TO) return estimate;
  const [counted] = await db.select({ n: count() }).from(rows().limit(EXACT_TOTAL_UP_TO + 1).as("capped"));
  const n = counted?.n ?? 0;
  // Statistics said small but the list is not: the estimate is all there is, never below what was counted.
  return n <= EXACT_TOTAL_UP_TO ? n : Math.max(n, estimate);
}

/**
 * Runs a list query: one page (`?page=&limit=`), or without one the newest UNPAGED_CAP rows in
 * the list's order. One row more than asked is read, so whether more follow is known exactly
 * and the total is counted only when the answer did not reach the end of the list.
 *
 * `select(newestFirst)` is the list's query ordered newest first or oldest first (each served by
 * an index in that order); `total()` counts it (see `cheapTotal`).
 */
export async function paginate<Row>(
  select: (newestFirst: boolean) => PageableQuery<Row>,
  order: ListOrder,
  total: () => Promise<number>,
  page: Page | undefined,
): Promise<ListAnswer<Row>> {
  if (!page) {
    // The newest rows, read newest first, then put back in the list's order.
    const newest = await select(true).limit(UNPAGED_CAP + 1).offset(0);
    if (newest.length <= UNPAGED_CAP) return { items: order === "newest-first" ? newest : newest.reverse(), total: newest.length };
    const kept = newest.slice(0, UNPAGED_CAP);
    return {
      items: order === "newest-first" ? kept : kept.reverse(),
      total: Math.max(UNPAGED_CAP + 1, await total()),
      next: nextAfterCap(order),
    };
  }
  const read = await select(order === "newest-first").limit(page.limit + 1).offset(page.offset);
  const items = read.slice(0, page.limit);
  const more = read.length > page.limit;
  const seen = page.offset + items.length;
  // A short page ends the list, so its total is known; an empty one may be past the end.
  const counted = !more && items.length > 0 ? seen : Math.max(await total(), more ? seen + 1 : 0);
  return { items, total: counted, next: more ? { page: page.offset / page.limit + 2, limit: page.limit } : undefined };
}

/** X-Total-Count, and a Link to the next page when the answer did not reach the end of the list. */
export function listHeaders(requestUrl: string, answer: ListAnswer<unknown>): Record<string, string> {
  const headers: Record<string, string> = { [TOTAL_COUNT_HEADER]: String(answer.total) };
  if (answer.next) {
    const url = new URL(requestUrl, "http://local");
    url.searchParams.set("page", String(answer.next.page));
    url.searchParams.set("limit", String(answer.next.limit));
    headers["link"] = `<${url.pathname}${url.search}>; rel="next"`;
  }
  return headers;
}

/** Sends a list's headers (`listHeaders`); the rows are the route's answer. */
export function sendList<Row>(request: FastifyRequest, reply: FastifyReply, answer: ListAnswer<Row>): Row[] {
  reply.headers(listHeaders(request.url, answer));
  return answer.items;
}
