import type { ShopInfo } from "@shop/contract";
import { shopInfoSchema } from "@shop/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** `GET /api/shop` (public): the seller's name, address, phone and email from the configuration. */
export function getShopInfo(signal?: AbortSignal): Promise<ShopInfo> {
  return apiRequest("/api/shop", shopInfoSchema, { auth: "none", ...(signal ? { signal } : {}) });
}

// Configuration only changes with a restart.
export const shopInfoQuery = () => queryOptions({ queryKey: queryKeys.shopInfo, queryFn: ({ signal }) => getShopInfo(signal), staleTime: Infinity });

export function useShopInfo() {
  return useQuery(shopInfoQuery());
}
