import type { ShippingZone, ShippingZoneBody } from "@shop/contract";
import { shippingZoneSchema } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** `PUT /api/shipping-zones/{id}` (admin): the whole zone; its methods stay. */
export function updateShippingZone({ id, body }: { id: string; body: ShippingZoneBody }): Promise<ShippingZone> {
  return apiRequest(`/api/shipping-zones/${encodeURIComponent(id)}`, shippingZoneSchema, { method: "PUT", body, auth: "required" });
}

export function useUpdateShippingZone() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateShippingZone, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.shippingZones }) });
}
