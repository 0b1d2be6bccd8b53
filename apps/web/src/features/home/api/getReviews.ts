import type { Review } from "@shop/contract";
import { reviewListSchema } from "@shop/contract";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";

export const reviewsQueryKey = ["reviews"] as const;

/** `GET /api/reviews`: every review, newest first. */
export function getReviews(signal?: AbortSignal): Promise<Review[]> {
  return apiRequest("/api/reviews", reviewListSchema, signal ? { signal } : {});
}

export function useReviews() {
  return useQuery({ queryKey: reviewsQueryKey, queryFn: ({ signal }) => getReviews(signal) });
}
