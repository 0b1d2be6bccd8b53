import { z } from "zod";
import { idSchema } from "./common";

/**
 * The answers of the writes keep the shape of the original backend's driver results
 * (`acknowledged`, `insertedId`, `modifiedCount`, ...), which the spec's client reads.
 */

export const deleteResultSchema = z.object({
  acknowledged: z.literal(true),
  deletedCount: z.number().int().min(0),
});
export type DeleteResult = z.infer<typeof deleteResultSchema>;

export const updateResultSchema = z.object({
  acknowledged: z.literal(true),
  matchedCount: z.number().int().min(0),
  modifiedCount: z.number().int().min(0),
  /** Present only when the call created the document. */
  upsertedId: idSchema.optional(),
});
export type UpdateResult = z.infer<typeof updateResultSchema>;
