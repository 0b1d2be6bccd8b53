import type { OfficeOrderForm, QuickOrderLine } from "@shop/contract";
import { orderSchema, quickOrderCheckResponseSchema } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** The lines typed as `SKU quantity`, checked by the quick-order check (one rule for SKU lines). */
export const checkLines = (text: string) => apiRequest("/api/quick-order/check", quickOrderCheckResponseSchema, { method: "POST", body: { text }, auth: "required" });

/** A checked line's tool and quantity, or null when the check found no tool or no quantity in it. */
export const itemOf = (line: QuickOrderLine): { productId: string; quantity: number } | null =>
  line.productId && line.quantity !== null ? { productId: line.productId, quantity: line.quantity } : null;

/** `POST /api/admin/companies/{id}/orders`: the office's order for a member. */
export function usePlaceOfficeOrder(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OfficeOrderForm) =>
      apiRequest(`/api/admin/companies/${encodeURIComponent(companyId)}/orders`, orderSchema, { method: "POST", body, auth: "required" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.officeCompany(companyId) }),
  });
}
