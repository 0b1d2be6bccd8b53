import type { Review } from "@shop/contract";
import { reviewSchema } from "@shop/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { Paged } from "../../../lib/api";
import { apiRequestPage } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** `GET /api/reviews?page=&limit=`: one page of reviews, newest first. */
export function getReviewPage(page: number, limit: number, signal?: AbortSignal): Promise<Paged<Review>> {
  return apiRequestPage("/api/reviews", reviewSchema, { page, limit }, signal ? { signal } : {});
}

/** Under the home page's key, so a new or deleted review refreshes both lists. */
export function useReviewPage(page: number, limit: number) {
  return useQuery({
    queryKey: queryKeys.reviewPage({ page, limit }),
    queryFn: ({ signal }) => getReviewPage(page, limit, signal),
    placeholderData: keepPreviousData,
  });
}
