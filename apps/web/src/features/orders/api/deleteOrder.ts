import type { DeleteResult } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { lazySchema } from "../../../lib/schemas";
import { useKeyedRowMutation } from "../../../lib/submissionKey";

// Loaded with the delete itself: the office's order list hydrates without zod.
const deleteResultSchema = lazySchema("deleteResultSchema");

/** `DELETE /api/orders/{id}` (admin); its stock comes back, so a retry sends the first call's Idempotency-Key. */
export function deleteOrder({ id, idempotencyKey }: { id: string; idempotencyKey?: string }): Promise<DeleteResult> {
  return apiRequest(`/api/orders/${encodeURIComponent(id)}`, deleteResultSchema, { method: "DELETE", auth: "required", ...(idempotencyKey ? { idempotencyKey } : {}) });
}

export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useKeyedRowMutation(useMutation({
    mutationFn: deleteOrder,
    // Deleting an unpaid order puts its quantity back in stock, so the catalogue changes too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.orders }),
        queryClient.invalidateQueries({ queryKey: queryKeys.tools }),
      ]),
  }));
}
