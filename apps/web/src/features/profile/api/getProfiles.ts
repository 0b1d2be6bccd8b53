import type { Profile } from "@shop/contract";
import { profileListSchema, profileSchema } from "@shop/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { Paged } from "../../../lib/api";
import { apiRequest, apiRequestPage } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

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

export function useOwnProfilePage(email: string, page: number, limit: number) {
  return useQuery({
    queryKey: queryKeys.ownProfilePage(email, { page, limit }),
    queryFn: ({ signal }) => getOwnProfilePage(email, page, limit, signal),
    placeholderData: keepPreviousData,
  });
}
