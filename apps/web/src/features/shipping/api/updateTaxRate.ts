import type { TaxRate, TaxRateBody } from "@shop/contract";
import { taxRateSchema } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { invalidateRates } from "./invalidateRates";

/** `PUT /api/tax-rates/{id}` (admin). */
export function updateTaxRate({ id, body }: { id: string; body: TaxRateBody }): Promise<TaxRate> {
  return apiRequest(`/api/tax-rates/${encodeURIComponent(id)}`, taxRateSchema, { method: "PUT", body, auth: "required" });
}

export function useUpdateTaxRate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateTaxRate, onSuccess: () => invalidateRates(queryClient) });
}
