import type { DeleteResult } from "@shop/contract";
import { deleteResultSchema } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** `DELETE /api/discount-codes/{id}` (admin): refused (409) for a code an order used; switch it off instead. */
export function deleteDiscountCode(id: string): Promise<DeleteResult> {
  return apiRequest(`/api/discount-codes/${encodeURIComponent(id)}`, deleteResultSchema, { method: "DELETE", auth: "required" });
}

export function useDeleteDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteDiscountCode, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.discountCodes }) });
}
