import { z } from "zod";
import { MAX_PAGE_LIMIT } from "./constants";
import { fieldMessages, plainText, saidWhenRefused } from "./fields";

/** Every document id is a UUID string, answered as `_id` (spec section 3). */
export const idSchema = z.uuid(saidWhenRefused(() => fieldMessages.validId));
export const idParamsSchema = z.object({ id: idSchema });

export const emailSchema = plainText("Email", { trim: true })
  .max(254)
  .pipe(z.email(saidWhenRefused(() => fieldMessages.validEmail)))
  .transform((email) => email.toLowerCase());

/**
 * DESIGN: every list endpoint pages with `?page=&limit=` (total in X-Total-Count); without them
 * it answers the spec's array, capped at its newest UNPAGED_CAP rows.
 */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;
