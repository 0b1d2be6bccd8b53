import type { BusinessDetails } from "@shop/contract";
import { businessDetailsSchema } from "@shop/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** `GET /api/profile/business` (bearer): the caller's business details, every field null when none were saved. */
export function getBusinessDetails(signal?: AbortSignal): Promise<BusinessDetails> {
  return apiRequest("/api/profile/business", businessDetailsSchema, { auth: "required", ...(signal ? { signal } : {}) });
}

export function useBusinessDetails(email: string) {
  return useQuery({
    queryKey: queryKeys.businessDetails(email),
    queryFn: ({ signal }) => getBusinessDetails(signal),
  });
}

/** `PUT /api/profile/business` (bearer): saves them alone, without the portfolio profile; a blank field clears it. */
export function saveBusinessDetails(details: BusinessDetails): Promise<BusinessDetails> {
  return apiRequest("/api/profile/business", businessDetailsSchema, { method: "PUT", body: details, auth: "required" });
}

export function useSaveBusinessDetails(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBusinessDetails,
    onSuccess: async (saved) => {
      queryClient.setQueryData(queryKeys.businessDetails(email), saved);
      // The profile cards show them, and the order forms take their address and phone.
      await queryClient.invalidateQueries({ queryKey: queryKeys.profiles, predicate: (query) => query.queryKey[3] !== "business" });
    },
  });
}
