import { z } from "zod";
import { idSchema } from "./common";
import { REVIEW_MAX_RATING } from "./constants";
import { imageRef, requiredText, wholeNumber } from "./fields";
import { deleteResultSchema } from "./results";
import { words } from "./i18n";


export const reviewSchema = z.object({
  _id: idSchema,
  name: z.string(),
  img: z.string(),
  description: z.string(),
  ratings: z.number().int().min(1).max(REVIEW_MAX_RATING),
});
export type Review = z.infer<typeof reviewSchema>;
export const reviewListSchema = z.array(reviewSchema);

export const REVIEW_NAME_MAX_LENGTH = 100;
export const REVIEW_DESCRIPTION_MAX_LENGTH = 1000;

export const reviewFormLabels = words("reviewFormLabels", {
  name: "Name",
  img: "Image URL",
  ratings: "Ratings",
  description: "Description",
} as const);

/**
 * The Add a Review form (spec section 5: all fields required, ratings numeric, at most 5) and
 * the body of `POST /api/review`. Ratings are whole stars from 1: the home page draws them.
 */
export const reviewFormSchema = z.object({
  name: requiredText(reviewFormLabels.name, REVIEW_NAME_MAX_LENGTH),
  img: imageRef(reviewFormLabels.img),
  ratings: wholeNumber(reviewFormLabels.ratings, 1, REVIEW_MAX_RATING),
  description: requiredText(reviewFormLabels.description, REVIEW_DESCRIPTION_MAX_LENGTH, { multiline: true }),
});
export type ReviewForm = z.input<typeof reviewFormSchema>;
export type NewReview = z.output<typeof reviewFormSchema>;

/** `POST /api/review`: the same rules as the form; a customer's second review replaces the first. */
export const createReviewBodySchema = reviewFormSchema;

export const createReviewResponseSchema = z.object({
  acknowledged: z.literal(true),
  insertedId: idSchema,
  review: reviewSchema,
});
export type CreateReviewResponse = z.infer<typeof createReviewResponseSchema>;

/** `DELETE /api/reviews/{id}`: the review's author or an admin. */
export const deleteReviewResponseSchema = deleteResultSchema;
export type DeleteReviewResponse = z.infer<typeof deleteReviewResponseSchema>;
