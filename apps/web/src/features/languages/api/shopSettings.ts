import type { ShopSettings, ShopSettingsBody } from "@shop/contract";
import { setLatinDigits, shopSettingsSchema } from "@shop/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** `GET /api/admin/shop-settings` (admin): the settings the Languages page edits. */
export function getShopSettings(signal?: AbortSignal): Promise<ShopSettings> {
  return apiRequest("/api/admin/shop-settings", shopSettingsSchema, { auth: "required", ...(signal ? { signal } : {}) });
}

export function useShopSettings() {
  return useQuery({ queryKey: queryKeys.shopSettings, queryFn: ({ signal }) => getShopSettings(signal) });
}

/** `PUT /api/admin/shop-settings` (admin). */
export function saveShopSettings(body: ShopSettingsBody): Promise<ShopSettings> {
  return apiRequest("/api/admin/shop-settings", shopSettingsSchema, { method: "PUT", body, auth: "required" });
}

export function useSaveShopSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveShopSettings,
    onSuccess: (saved) => {
      // The answer is the settings as saved; this page writes its numbers by them at once, as the next page the server renders will.
      queryClient.setQueryData(queryKeys.shopSettings, saved);
      setLatinDigits(saved.latinDigits);
    },
  });
}
