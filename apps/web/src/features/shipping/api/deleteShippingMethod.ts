import type { DeleteResult } from "@shop/contract";
import { deleteResultSchema } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** `DELETE /api/shipping-zones/{id}/methods/{methodId}` (admin). */
export function deleteShippingMethod({ zoneId, methodId }: { zoneId: string; methodId: string }): Promise<DeleteResult> {
  const path = `/api/shipping-zones/${encodeURIComponent(zoneId)}/methods/${encodeURIComponent(methodId)}`;
  return apiRequest(path, deleteResultSchema, { method: "DELETE", auth: "required" });
}

export function useDeleteShippingMethod() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteShippingMethod, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.shippingZones }) });
}
