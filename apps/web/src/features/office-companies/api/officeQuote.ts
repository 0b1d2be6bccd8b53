import type { OfficeQuoteForm } from "@shop/contract";
import { quoteSchema } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** `POST /api/admin/companies/{id}/quotes` (beyond the contract): the office's quote for a member. */
export function useRequestOfficeQuote(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OfficeQuoteForm) => apiRequest(`/api/admin/companies/${encodeURIComponent(companyId)}/quotes`, quoteSchema, { method: "POST", body, auth: "required" }),
    // The office's Quotes page lists it at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.quotes }),
  });
}
