import type { Order } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { lazySchema } from "../../../lib/schemas";

// Loaded beside the request: the payment page's first download has no zod.
const orderSchema = lazySchema("orderSchema");

export interface PaymentRecord {
  orderId: string;
  transactionId: string;
  /** One per recorded transaction: a retry after a lost answer is answered, not repeated. */
  idempotencyKey?: string;
}

/**
 * `PATCH /api/orders/{id}` (bearer) with the spec's payment record: the server verifies the
 * transaction with the provider and marks the order paid. Repeating it is harmless.
 */
export function recordPayment({ orderId, transactionId, idempotencyKey }: PaymentRecord): Promise<Order> {
  return apiRequest(`/api/orders/${encodeURIComponent(orderId)}`, orderSchema, {
    method: "PATCH",
    body: { orderId, transactionId },
    auth: "required",
    ...(idempotencyKey ? { idempotencyKey } : {}),
  });
}

export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders }),
  });
}
