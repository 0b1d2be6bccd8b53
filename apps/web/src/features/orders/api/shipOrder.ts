import type { Order, ShipOrderBody } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { lazySchema } from "../../../lib/schemas";

// Loaded with the answer: the office's order actions render without zod.
const orderSchema = lazySchema("orderSchema");

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
