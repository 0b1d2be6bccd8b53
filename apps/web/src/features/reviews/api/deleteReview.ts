import type { DeleteReviewResponse } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { lazySchema } from "../../../lib/schemas";

// Loaded with the call: the review pages hydrate without zod.
const deleteReviewResponseSchema = lazySchema("deleteReviewResponseSchema");

/** `DELETE /api/reviews/{id}` (the author or an admin). */
export function deleteReview(id: string): Promise<DeleteReviewResponse> {
  return apiRequest(`/api/reviews/${encodeURIComponent(id)}`, deleteReviewResponseSchema, { method: "DELETE", auth: "required" });
}

export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.reviews }),
  });
}
