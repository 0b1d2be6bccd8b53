import type { DiscountCode, DiscountCodeBody } from "@shop/contract";
import { discountCodeSchema } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** `PUT /api/discount-codes/{id}` (admin): the whole code; its uses stay. */
export function updateDiscountCode({ id, body }: { id: string; body: DiscountCodeBody }): Promise<DiscountCode> {
  return apiRequest(`/api/discount-codes/${encodeURIComponent(id)}`, discountCodeSchema, { method: "PUT", body, auth: "required" });
}

export function useUpdateDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateDiscountCode, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.discountCodes }) });
}
