import type { BusinessDetails } from "@shop/contract";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { lazySchema } from "../../../lib/schemas";

// Loaded beside a request made in the browser: My profile hydrates from the server's answer without zod.
const businessDetailsSchema = lazySchema("businessDetailsSchema");

/** `GET /api/profile/business` (bearer): the caller's business details, every field null when none were saved. */
export function getBusinessDetails(signal?: AbortSignal): Promise<BusinessDetails> {
  return apiRequest("/api/profile/business", businessDetailsSchema, { auth: "required", ...(signal ? { signal } : {}) });
}

export const businessDetailsQuery = (email: string) =>
  queryOptions({
    queryKey: queryKeys.businessDetails(email),
    queryFn: ({ signal }) => getBusinessDetails(signal),
  });

export function useBusinessDetails(email: string) {
  return useQuery(businessDetailsQuery(email));
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
