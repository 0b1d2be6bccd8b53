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
