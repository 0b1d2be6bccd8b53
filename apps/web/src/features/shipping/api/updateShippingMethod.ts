import type { ShippingMethod, ShippingMethodBody } from "@shop/contract";
import { shippingMethodSchema } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** `PUT /api/shipping-zones/{id}/methods/{methodId}` (admin). */
export function updateShippingMethod({ zoneId, methodId, body }: { zoneId: string; methodId: string; body: ShippingMethodBody }): Promise<ShippingMethod> {
  const path = `/api/shipping-zones/${encodeURIComponent(zoneId)}/methods/${encodeURIComponent(methodId)}`;
  return apiRequest(path, shippingMethodSchema, { method: "PUT", body, auth: "required" });
}

export function useUpdateShippingMethod() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateShippingMethod, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.shippingZones }) });
}
