import type { CreateReviewResponse, NewReview } from "@shop/contract";
import { createReviewResponseSchema } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** `POST /api/review` (bearer): 201 with the stored review. */
export function createReview(review: NewReview): Promise<CreateReviewResponse> {
  return apiRequest("/api/review", createReviewResponseSchema, { method: "POST", body: review, auth: "required" });
}

/** Adds a review; the home page's list is refetched so the new one shows without a reload. */
export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.reviews }),
  });
}
