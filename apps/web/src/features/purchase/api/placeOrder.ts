import type { PlaceOrderBody, PlaceOrderResponse } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { lazySchema } from "../../../lib/schemas";
import { queryKeys } from "../../../lib/query-keys";

/**
 * `POST /api/orders` (bearer): places an order and reserves its stock. 400 below the minimum
 * or with bad fields, 409 when there is not enough stock, 404 for an unknown tool.
 */
export function placeOrder({ body, idempotencyKey }: { body: PlaceOrderBody; idempotencyKey?: string }): Promise<PlaceOrderResponse> {
  return apiRequest("/api/orders", lazySchema("placeOrderResponseSchema"), {
    method: "POST",
    body,
    auth: "required",
    ...(idempotencyKey ? { idempotencyKey } : {}),
  });
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    // Refetch after a failure too: a 409 means the stock we show is out of date.
    onSettled: () => Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.tools }),
      queryClient.invalidateQueries({ queryKey: queryKeys.orders }),
    ]),
  });
}
