import type { Profile } from "@shop/contract";
import { profileListSchema } from "@shop/contract";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";

export const profilesQueryKey = ["profiles"] as const;

/** `GET /api/profile` (bearer): the caller's own profiles; an admin gets everyone's. */
export function getProfiles(signal?: AbortSignal): Promise<Profile[]> {
  return apiRequest("/api/profile", profileListSchema, { auth: "required", ...(signal ? { signal } : {}) });
}

/**
 * The signed-in user's own profiles, oldest first. Filtered by email because an admin's answer
 * holds every customer's profile, and "My profile" is about the admin's own.
 */
export function useOwnProfiles(email: string | undefined) {
  return useQuery({
    queryKey: profilesQueryKey,
    queryFn: ({ signal }) => getProfiles(signal),
    enabled: Boolean(email),
    select: (profiles) => profiles.filter((profile) => profile.email.toLowerCase() === email?.toLowerCase()),
  });
}
