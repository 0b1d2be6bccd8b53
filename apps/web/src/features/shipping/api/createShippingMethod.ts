import type { ShippingMethod, ShippingMethodBody } from "@shop/contract";
import { shippingMethodSchema } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** `POST /api/shipping-zones/{id}/methods` (admin). */
export function createShippingMethod({ zoneId, body }: { zoneId: string; body: ShippingMethodBody }): Promise<ShippingMethod> {
  return apiRequest(`/api/shipping-zones/${encodeURIComponent(zoneId)}/methods`, shippingMethodSchema, { method: "POST", body, auth: "required" });
}

export function useCreateShippingMethod() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createShippingMethod, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.shippingZones }) });
}
