import { z } from "zod";
import { idSchema } from "./common";

export const REVIEW_MAX_RATING = 5;
export const REVIEW_EXCERPT_LENGTH = 100;

export const reviewSchema = z.object({
  _id: idSchema,
  name: z.string(),
  img: z.string(),
  description: z.string(),
  ratings: z.number().int().min(1).max(REVIEW_MAX_RATING),
});
export type Review = z.infer<typeof reviewSchema>;
export const reviewListSchema = z.array(reviewSchema);
