import type { OrderDetail } from "@shop/contract";
import { orderDetailSchema } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** `POST /api/orders/{id}/refund` (admin): cancels a paid or shipped order with a refund; 409 if not possible. */
export function refundOrder(id: string): Promise<OrderDetail> {
  return apiRequest(`/api/orders/${encodeURIComponent(id)}/refund`, orderDetailSchema, { method: "POST", body: {}, auth: "required" });
}

export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundOrder,
    // The stock comes back, so the catalogue changes too.
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.orders }), queryClient.invalidateQueries({ queryKey: queryKeys.tools })]),
  });
}
