import type { ShopInfo } from "@shop/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { lazySchema } from "../../../lib/schemas";
import { queryKeys } from "../../../lib/query-keys";

// Parsed with a schema loaded beside a request made in the browser: the page the server rendered
// hydrates with its answer and loads no zod (decision 052, the payment page's first download).
const shopInfoSchema = lazySchema("shopInfoSchema");

/** `GET /api/shop` (public): the seller's name, address, phone and email from the configuration. */
export function getShopInfo(signal?: AbortSignal): Promise<ShopInfo> {
  return apiRequest("/api/shop", shopInfoSchema, { auth: "none", ...(signal ? { signal } : {}) });
}

// Configuration only changes with a restart.
export const shopInfoQuery = () => queryOptions({ queryKey: queryKeys.shopInfo, queryFn: ({ signal }) => getShopInfo(signal), staleTime: Infinity });

export function useShopInfo() {
  return useQuery(shopInfoQuery());
}
