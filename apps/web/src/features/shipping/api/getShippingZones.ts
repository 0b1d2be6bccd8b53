import type { ShippingZone } from "@shop/contract";
import { shippingZoneListSchema } from "@shop/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** `GET /api/shipping-zones` (admin): every zone with its methods. */
export function getShippingZones(signal?: AbortSignal): Promise<ShippingZone[]> {
  return apiRequest("/api/shipping-zones", shippingZoneListSchema, { auth: "required", ...(signal ? { signal } : {}) });
}

export const shippingZonesQuery = () => queryOptions({ queryKey: queryKeys.shippingZones, queryFn: ({ signal }) => getShippingZones(signal) });

export function useShippingZones() {
  return useQuery(shippingZonesQuery());
}
