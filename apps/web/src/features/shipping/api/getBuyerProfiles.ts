import type { Profile } from "@shop/contract";
import { profileSchema } from "@shop/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { Paged } from "../../../lib/api";
import { apiRequestPage } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** `GET /api/profile` (admin, unfiltered): every buyer's profile, oldest first, each with its VAT ID check. */
export function getBuyerProfiles(page: number, limit: number, signal?: AbortSignal): Promise<Paged<Profile>> {
  return apiRequestPage("/api/profile", profileSchema, { page, limit }, { auth: "required", ...(signal ? { signal } : {}) });
}

export function useBuyerProfiles(page: number, limit: number) {
  return useQuery({
    queryKey: queryKeys.officeProfilePage({ page, limit }),
    queryFn: ({ signal }) => getBuyerProfiles(page, limit, signal),
    placeholderData: keepPreviousData,
  });
}
