import { deleteResultSchema } from "@shop/contract";
import type { DeleteResult } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** `DELETE /api/orders/{id}` (admin). */
export function deleteOrder(id: string): Promise<DeleteResult> {
  return apiRequest(`/api/orders/${encodeURIComponent(id)}`, deleteResultSchema, { method: "DELETE", auth: "required" });
}

export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrder,
    // Deleting an unpaid order puts its quantity back in stock, so the catalogue changes too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.orders }),
        queryClient.invalidateQueries({ queryKey: queryKeys.tools }),
      ]),
  });
}
