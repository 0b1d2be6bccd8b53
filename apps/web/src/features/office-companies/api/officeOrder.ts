import type { OfficeOrderForm } from "@shop/contract";
import { orderSchema, quickOrderCheckResponseSchema } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** The lines typed as `SKU quantity`, checked by the quick-order check (one rule for SKU lines). */
export const checkLines = (text: string) => apiRequest("/api/quick-order/check", quickOrderCheckResponseSchema, { method: "POST", body: { text }, auth: "required" });

/** `POST /api/admin/companies/{id}/orders`: the office's order for a member. */
export function usePlaceOfficeOrder(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OfficeOrderForm) =>
      apiRequest(`/api/admin/companies/${encodeURIComponent(companyId)}/orders`, orderSchema, { method: "POST", body, auth: "required" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.officeCompany(companyId) }),
  });
}
