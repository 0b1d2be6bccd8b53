import type { ShopInfo } from "@shop/contract";
import { shopInfoSchema } from "@shop/contract";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";

/** `GET /api/shop` (public): the seller's name, address, phone and email from the configuration. */
export function getShopInfo(signal?: AbortSignal): Promise<ShopInfo> {
  return apiRequest("/api/shop", shopInfoSchema, { auth: "none", ...(signal ? { signal } : {}) });
}

export function useShopInfo() {
  // Configuration only changes with a restart.
  return useQuery({ queryKey: ["shop-info"], queryFn: ({ signal }) => getShopInfo(signal), staleTime: Infinity });
}
