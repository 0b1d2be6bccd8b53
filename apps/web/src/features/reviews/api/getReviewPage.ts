import type { Review } from "@shop/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Paged } from "../../../lib/api";
import { apiRequestPage } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { lazySchema } from "../../../lib/schemas";

// Manage Reviews renders from the server's answer and hydrates without zod; the schema loads beside a request made in the browser.
const reviewSchema = lazySchema("reviewSchema");

/** `GET /api/reviews?page=&limit=`: one page of reviews, newest first. */
export function getReviewPage(page: number, limit: number, signal?: AbortSignal): Promise<Paged<Review>> {
  return apiRequestPage("/api/reviews", reviewSchema, { page, limit }, signal ? { signal } : {});
}

/** Under the home page's key, so a new or deleted review refreshes both lists. */
export const reviewPageQuery = (page: number, limit: number) =>
  queryOptions({
    queryKey: queryKeys.reviewPage({ page, limit }),
    queryFn: ({ signal }) => getReviewPage(page, limit, signal),
    placeholderData: keepPreviousData,
  });

export function useReviewPage(page: number, limit: number) {
  return useQuery(reviewPageQuery(page, limit));
}
