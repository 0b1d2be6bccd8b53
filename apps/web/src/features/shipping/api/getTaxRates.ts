import type { TaxRate } from "@shop/contract";
import { taxRateListSchema } from "@shop/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** `GET /api/tax-rates` (admin): by country, its own rate before its regions. */
export function getTaxRates(signal?: AbortSignal): Promise<TaxRate[]> {
  return apiRequest("/api/tax-rates", taxRateListSchema, { auth: "required", ...(signal ? { signal } : {}) });
}

export const taxRatesQuery = () => queryOptions({ queryKey: queryKeys.taxRates, queryFn: ({ signal }) => getTaxRates(signal) });

export function useTaxRates() {
  return useQuery(taxRatesQuery());
}
