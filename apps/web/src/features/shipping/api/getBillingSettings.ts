import type { BillingSettings } from "@shop/contract";
import { billingSettingsSchema } from "@shop/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** `GET /api/billing-settings` (admin): whether catalogue prices include tax. */
export function getBillingSettings(signal?: AbortSignal): Promise<BillingSettings> {
  return apiRequest("/api/billing-settings", billingSettingsSchema, { auth: "required", ...(signal ? { signal } : {}) });
}

export const billingSettingsQuery = () => queryOptions({ queryKey: queryKeys.billingSettings, queryFn: ({ signal }) => getBillingSettings(signal) });

export function useBillingSettings() {
  return useQuery(billingSettingsQuery());
}
