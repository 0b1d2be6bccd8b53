import type { RestockResponse } from "@shop/contract";
import { restockResponseSchema } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** `POST /api/tools/{id}/stock` (admin): units received, with a note kept in the stock history; a retry sends the same Idempotency-Key. */
export function restockTool({ id, quantity, note, idempotencyKey }: { id: string; quantity: number; note: string; idempotencyKey?: string }): Promise<RestockResponse> {
  return apiRequest(`/api/tools/${encodeURIComponent(id)}/stock`, restockResponseSchema, {
    method: "POST",
    body: { quantity, note },
    auth: "required",
    ...(idempotencyKey ? { idempotencyKey } : {}),
  });
}

export function useRestockTool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restockTool,
    onSuccess: async (_answer, { id }) => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.tools }), queryClient.invalidateQueries({ queryKey: queryKeys.stockHistory(id) })]);
    },
  });
}
