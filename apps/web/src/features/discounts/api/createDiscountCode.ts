import type { DiscountCode, DiscountCodeBody } from "@shop/contract";
import { discountCodeSchema } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** `POST /api/discount-codes` (admin): 409 when the code exists already. */
export function createDiscountCode(body: DiscountCodeBody): Promise<DiscountCode> {
  return apiRequest("/api/discount-codes", discountCodeSchema, { method: "POST", body, auth: "required" });
}

export function useCreateDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createDiscountCode, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.discountCodes }) });
}
