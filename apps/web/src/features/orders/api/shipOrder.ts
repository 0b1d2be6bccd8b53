import type { Order, ShipOrderBody } from "@shop/contract";
import { orderSchema } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export interface Shipment {
  id: string;
  carrier: string;
  trackingNumber: string;
  /** One per office action, the same when it is asked again after a lost answer (useSubmissionKey). */
  idempotencyKey?: string;
}

/** `PATCH /api/orders/{id}` with `{ status: "shipped", carrier, trackingNumber }` (admin; paid orders only, else 409). */
export function shipOrder({ id, carrier, trackingNumber, idempotencyKey }: Shipment): Promise<Order> {
  const body: ShipOrderBody = { status: "shipped", carrier, trackingNumber };
  return apiRequest(`/api/orders/${encodeURIComponent(id)}`, orderSchema, { method: "PATCH", body, auth: "required", ...(idempotencyKey ? { idempotencyKey } : {}) });
}

export function useShipOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shipOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders }),
  });
}
