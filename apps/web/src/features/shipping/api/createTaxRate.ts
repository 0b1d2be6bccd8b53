import type { TaxRate, TaxRateBody } from "@shop/contract";
import { taxRateSchema } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { invalidateRates } from "./invalidateRates";

/** `POST /api/tax-rates` (admin). */
export function createTaxRate(body: TaxRateBody): Promise<TaxRate> {
  return apiRequest("/api/tax-rates", taxRateSchema, { method: "POST", body, auth: "required" });
}

export function useCreateTaxRate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTaxRate, onSuccess: () => invalidateRates(queryClient) });
}
