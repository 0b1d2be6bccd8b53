import type { DeleteResult } from "@shop/contract";
import { deleteResultSchema } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { invalidateRates } from "./invalidateRates";

/** `DELETE /api/tax-rates/{id}` (admin). */
export function deleteTaxRate(id: string): Promise<DeleteResult> {
  return apiRequest(`/api/tax-rates/${encodeURIComponent(id)}`, deleteResultSchema, { method: "DELETE", auth: "required" });
}

export function useDeleteTaxRate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTaxRate, onSuccess: () => invalidateRates(queryClient) });
}
