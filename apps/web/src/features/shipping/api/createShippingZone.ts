import type { ShippingZone, ShippingZoneBody } from "@shop/contract";
import { shippingZoneSchema } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** `POST /api/shipping-zones` (admin). */
export function createShippingZone(body: ShippingZoneBody): Promise<ShippingZone> {
  return apiRequest("/api/shipping-zones", shippingZoneSchema, { method: "POST", body, auth: "required" });
}

export function useCreateShippingZone() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createShippingZone, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.shippingZones }) });
}
