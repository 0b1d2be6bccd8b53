import type { DeleteResult } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { lazySchema } from "../../../lib/schemas";
import { useKeyedRowMutation } from "../../../lib/submissionKey";

// Loaded with the cancel itself: the order pages hydrate without zod.
const deleteResultSchema = lazySchema("deleteResultSchema");

/** `DELETE /api/order/{id}` (bearer): cancels one of the caller's unpaid orders (409 once it is paid). */
export function cancelOrder({ id, idempotencyKey }: { id: string; idempotencyKey?: string }): Promise<DeleteResult> {
  return apiRequest(`/api/order/${encodeURIComponent(id)}`, deleteResultSchema, { method: "DELETE", auth: "required", ...(idempotencyKey ? { idempotencyKey } : {}) });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useKeyedRowMutation(useMutation({
    mutationFn: cancelOrder,
    // The order leaves the lists and its units go back into stock.
    onSettled: () => Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.orders }),
      queryClient.invalidateQueries({ queryKey: queryKeys.tools }),
    ]),
  }));
}
