import type { Review } from "@shop/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequestPage } from "../../../lib/api";
import { lazySchema } from "../../../lib/schemas";
import { queryKeys } from "../../../lib/query-keys";

/** The home page's grid: two rows of three. */
export const HOME_REVIEWS = 6;

/** `GET /api/reviews?page=1&limit=6`: the newest reviews; the home page asks only for what it shows. */
export async function getReviews(signal?: AbortSignal): Promise<Review[]> {
  const { items } = await apiRequestPage("/api/reviews", lazySchema("reviewSchema"), { page: 1, limit: HOME_REVIEWS }, signal ? { signal } : {});
  return items;
}

/** The home page's reviews, as its grid reads them and the server renderer loads them. */
export const homeReviewsQuery = () => queryOptions({ queryKey: queryKeys.homeReviews, queryFn: ({ signal }) => getReviews(signal) });

export function useReviews() {
  return useQuery(homeReviewsQuery());
}
