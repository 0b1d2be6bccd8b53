import type { BillingSettings } from "@shop/contract";
import { billingSettingsSchema } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** `PUT /api/billing-settings` (admin). */
export function saveBillingSettings(body: BillingSettings): Promise<BillingSettings> {
  return apiRequest("/api/billing-settings", billingSettingsSchema, { method: "PUT", body, auth: "required" });
}

export function useSaveBillingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBillingSettings,
    // The answer is the setting as saved: no need to ask again.
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.billingSettings, saved),
  });
}
