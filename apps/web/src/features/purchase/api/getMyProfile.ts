import type { Profile } from "@shop/contract";
import { profileListSchema } from "@shop/contract";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { profilesQueryKey } from "../../profile/api/getProfiles";

/**
 * The buyer's own profile (`GET /api/profile?email=&page=1&limit=1`, bearer), whose shipping
 * address and phone prefill the order form; null when there is none.
 */
export async function getMyProfile(email: string, signal?: AbortSignal): Promise<Profile | null> {
  const path = `/api/profile?email=${encodeURIComponent(email)}&page=1&limit=1`;
  const [profile] = await apiRequest(path, profileListSchema, { auth: "required", ...(signal ? { signal } : {}) });
  return profile ?? null;
}

export function useMyProfile(email: string) {
  return useQuery({
    // Under the profiles key, so saving the profile refreshes the prefill too.
    queryKey: [...profilesQueryKey, "own", email, "order-prefill"],
    queryFn: ({ signal }) => getMyProfile(email, signal),
    staleTime: 60_000,
  });
}
