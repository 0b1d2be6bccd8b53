import type { Profile } from "@shop/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Paged } from "../../../lib/api";
import { apiRequest, apiRequestPage } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { lazySchema } from "../../../lib/schemas";

// My profile renders from the server's answer and hydrates without zod; the schema loads beside a
// request made in the browser (decision 052, the payment page's first download).
const profileSchema = lazySchema("profileSchema");
const profileListSchema = lazySchema("profileListSchema");

/**
 * `GET /api/profile?email=` (bearer): the account's own cards, oldest first. Asked by email because
 * an admin's unfiltered answer holds every customer's profiles, and these pages are about one's own.
 */
const ownPath = (email: string) => `/api/profile?email=${encodeURIComponent(email)}`;

/** Every own card (the server's unpaged answer: at most the newest 1,000), for the Update form. */
export function getOwnProfiles(email: string, signal?: AbortSignal): Promise<Profile[]> {
  return apiRequest(ownPath(email), profileListSchema, { auth: "required", ...(signal ? { signal } : {}) });
}

export function useOwnProfiles(email: string | undefined) {
  return useQuery({
    queryKey: queryKeys.ownProfiles(email ?? ""),
    queryFn: ({ signal }) => getOwnProfiles(email ?? "", signal),
    enabled: Boolean(email),
  });
}

/** One page of the own cards, for My profile. */
export function getOwnProfilePage(email: string, page: number, limit: number, signal?: AbortSignal): Promise<Paged<Profile>> {
  return apiRequestPage(ownPath(email), profileSchema, { page, limit }, { auth: "required", ...(signal ? { signal } : {}) });
}

export const ownProfilePageQuery = (email: string, page: number, limit: number) =>
  queryOptions({
    queryKey: queryKeys.ownProfilePage(email, { page, limit }),
    queryFn: ({ signal }) => getOwnProfilePage(email, page, limit, signal),
    placeholderData: keepPreviousData,
  });

export function useOwnProfilePage(email: string, page: number, limit: number) {
  return useQuery(ownProfilePageQuery(email, page, limit));
}
