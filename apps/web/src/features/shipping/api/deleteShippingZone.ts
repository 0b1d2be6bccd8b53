import type { DeleteResult } from "@shop/contract";
import { deleteResultSchema } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** `DELETE /api/shipping-zones/{id}` (admin): its methods go with it. */
export function deleteShippingZone(id: string): Promise<DeleteResult> {
  return apiRequest(`/api/shipping-zones/${encodeURIComponent(id)}`, deleteResultSchema, { method: "DELETE", auth: "required" });
}

export function useDeleteShippingZone() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteShippingZone, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.shippingZones }) });
}
