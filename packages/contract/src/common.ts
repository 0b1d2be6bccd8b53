import { z } from "zod";
import { plainText } from "./fields";

/** Every document id is a UUID string, answered as `_id` (spec section 3). */
export const idSchema = z.uuid({ message: "must be a valid id" });
export const idParamsSchema = z.object({ id: idSchema });

export const emailSchema = plainText("Email", { trim: true })
  .max(254)
  .pipe(z.email({ message: "must be a valid email address" }))
  .transform((email) => email.toLowerCase());

/** DESIGN: every list endpoint pages with `?page=&limit=`; without them it answers the whole array. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;
export const TOTAL_COUNT_HEADER = "x-total-count";

/** Dollars at the edge, integer cents inside. */
export const centsToDollars = (cents: number): number => cents / 100;
export const dollarsToCents = (dollars: number): number => Math.round(dollars * 100);
