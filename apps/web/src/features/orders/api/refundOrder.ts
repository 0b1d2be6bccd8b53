import type { OrderDetail, RefundLineInput } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { lazySchema } from "../../../lib/schemas";

// Loaded with the answer: the office's order actions render without zod.
const orderDetailSchema = lazySchema("orderDetailSchema");

export interface Refund {
  id: string;
  /** Why the money goes back, as the buyer will read it; empty lets the server write its own. */
  reason: string;
  /** Units to give back per line (by position); absent with no shipping: everything left. */
  lines?: RefundLineInput[];
  shipping?: boolean;
  /** Issue 37: money paid by hand (cash on delivery, bank deposit) goes back by hand: the office's receipt or transfer reference. */
  reference?: string;
  /** One per office action, the same when it is asked again after a lost answer (useSubmissionKey). */
  idempotencyKey?: string;
}

/**
 * `POST /api/orders/{id}/refund` (admin): without lines or shipping it cancels a paid or shipped
 * order with a refund of everything left; else it refunds those units and/or the shipping. 409 if
 * not possible. The answer is the order page's, its newest credit note last in `creditNotes`.
 */
export function refundOrder({ id, reason, lines, shipping, reference, idempotencyKey }: Refund): Promise<OrderDetail> {
  const parts = lines !== undefined || shipping !== undefined ? { lines: lines ?? [], shipping: shipping ?? false } : {};
  const body = { ...(reason.trim() ? { reason: reason.trim() } : {}), ...parts, ...(reference?.trim() ? { reference: reference.trim() } : {}) };
  return apiRequest(`/api/orders/${encodeURIComponent(id)}/refund`, orderDetailSchema, { method: "POST", body, auth: "required", ...(idempotencyKey ? { idempotencyKey } : {}) });
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
