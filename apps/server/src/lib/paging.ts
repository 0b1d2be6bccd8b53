import { TOTAL_COUNT_HEADER, type PageQuery } from "@shop/contract";
import type { FastifyReply } from "fastify";

export interface Page {
  limit: number;
  offset: number;
}

/**
 * DESIGN: `?page=&limit=` pages a list and the total goes in X-Total-Count; without them the
 * whole list is answered, as the spec's client expects arrays.
 */
export function pageOf(query: PageQuery): Page | undefined {
  if (query.page === undefined && query.limit === undefined) return undefined;
  const limit = query.limit ?? 20;
  return { limit, offset: ((query.page ?? 1) - 1) * limit };
}

export function sendTotal(reply: FastifyReply, total: number): void {
  reply.header(TOTAL_COUNT_HEADER, String(total));
}

/** A Drizzle select made `$dynamic()`: awaited whole, or cut to one page. */
interface PageableQuery<Row> extends PromiseLike<Row[]> {
  limit(limit: number): { offset(offset: number): PromiseLike<Row[]> };
}

/**
 * Runs a list query whole (the spec's arrays), or one page of it with the total of the whole
 * list, which `countAll` counts with the same filter.
 */
export async function paginate<Row>(
  query: PageableQuery<Row>,
  countAll: () => PromiseLike<{ n: number }[]>,
  page: Page | undefined,
): Promise<{ rows: Row[]; total: number }> {
  if (!page) {
    const rows = await query;
    return { rows, total: rows.length };
  }
  const rows = await query.limit(page.limit).offset(page.offset);
  const [counted] = await countAll();
  return { rows, total: counted?.n ?? 0 };
}
