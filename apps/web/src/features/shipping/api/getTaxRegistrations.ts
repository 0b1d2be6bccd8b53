import type { TaxRegistrationList } from "@shop/contract";
import { taxRegistrationListSchema } from "@shop/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** `GET /api/tax-registrations` (admin): home first, then the office's, what is not set up, and whether VIES confirms VAT IDs. */
export function getTaxRegistrations(signal?: AbortSignal): Promise<TaxRegistrationList> {
  return apiRequest("/api/tax-registrations", taxRegistrationListSchema, { auth: "required", ...(signal ? { signal } : {}) });
}

export const taxRegistrationsQuery = () => queryOptions({ queryKey: queryKeys.taxRegistrations, queryFn: ({ signal }) => getTaxRegistrations(signal) });

export function useTaxRegistrations() {
  return useQuery(taxRegistrationsQuery());
}
