import type { Order } from "@shop/contract";
import { orderSchema } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { ordersQueryKey } from "../../orders/api/keys";

/** `PATCH /api/orders/{id}` with `{ status: "shipped" }` (admin; paid orders only, else 409). */
export function shipOrder(id: string): Promise<Order> {
  return apiRequest(`/api/orders/${encodeURIComponent(id)}`, orderSchema, {
    method: "PATCH",
    body: { status: "shipped" },
    auth: "required",
  });
}

export function useShipOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shipOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}
