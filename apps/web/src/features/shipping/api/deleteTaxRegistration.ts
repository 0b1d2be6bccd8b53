import type { DeleteResult } from "@shop/contract";
import { deleteResultSchema } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** `DELETE /api/tax-registrations/{id}` (admin). */
export function deleteTaxRegistration(id: string): Promise<DeleteResult> {
  return apiRequest(`/api/tax-registrations/${encodeURIComponent(id)}`, deleteResultSchema, { method: "DELETE", auth: "required" });
}

export function useDeleteTaxRegistration() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTaxRegistration, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.taxRegistrations }) });
}
