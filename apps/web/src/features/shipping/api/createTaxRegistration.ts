import type { TaxRegistrationBody, TaxRegistrationItem } from "@shop/contract";
import { taxRegistrationSchema } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** `POST /api/tax-registrations` (admin). */
export function createTaxRegistration(body: TaxRegistrationBody): Promise<TaxRegistrationItem> {
  return apiRequest("/api/tax-registrations", taxRegistrationSchema, { method: "POST", body, auth: "required" });
}

export function useCreateTaxRegistration() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTaxRegistration, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.taxRegistrations }) });
}
