import { z } from "zod";
import { plainText } from "./fields";

/** Every document id is a UUID string, answered as `_id` (spec section 3). */
export const idSchema = z.uuid({ message: "must be a valid id" });
export const idParamsSchema = z.object({ id: idSchema });

export const emailSchema = plainText("Email", { trim: true })
  .max(254)
  .pipe(z.email({ message: "must be a valid email address" }))
  .transform((email) => email.toLowerCase());

/** The most rows one page may ask for (`?limit=`). */
export const MAX_PAGE_LIMIT = 100;
/** A list asked without `?page=&limit=` answers at most this many rows: its newest. */
export const UNPAGED_CAP = 1000;
/** The page size of the Link rel="next" an unpaged answer sends when it left rows out. */
export const LINK_PAGE_LIMIT = MAX_PAGE_LIMIT;

/**
 * DESIGN: every list endpoint pages with `?page=&limit=` (total in X-Total-Count); without them
 * it answers the spec's array, capped at its newest UNPAGED_CAP rows.
 */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;
export const TOTAL_COUNT_HEADER = "x-total-count";

/** Dollars at the edge, integer cents inside. */
export const centsToDollars = (cents: number): number => cents / 100;
export const dollarsToCents = (dollars: number): number => Math.round(dollars * 100);
