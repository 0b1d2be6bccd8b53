import type { AdminSummary } from "@shop/contract";
import { adminSummarySchema } from "@shop/contract";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** `GET /api/admin/summary` (admin): orders to ship, low stock, this month's sales. */
export function getAdminSummary(signal?: AbortSignal): Promise<AdminSummary> {
  return apiRequest("/api/admin/summary", adminSummarySchema, { auth: "required", ...(signal ? { signal } : {}) });
}

export function useAdminSummary() {
  return useQuery({ queryKey: queryKeys.adminSummary, queryFn: ({ signal }) => getAdminSummary(signal) });
}
