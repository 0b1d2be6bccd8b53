import type { OrderDetail } from "@shop/contract";
import { orderDetailSchema } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export interface Refund {
  id: string;
  /** Why the money goes back, as the buyer will read it; empty lets the server write its own. */
  reason: string;
}

/** `POST /api/orders/{id}/refund` with `{ reason }` (admin): cancels a paid or shipped order with a refund; 409 if not possible. */
export function refundOrder({ id, reason }: Refund): Promise<OrderDetail> {
  const body = reason.trim() ? { reason: reason.trim() } : {};
  return apiRequest(`/api/orders/${encodeURIComponent(id)}/refund`, orderDetailSchema, { method: "POST", body, auth: "required" });
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
