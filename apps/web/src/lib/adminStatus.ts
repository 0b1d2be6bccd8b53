import type { AdminCheck } from "@shop/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "./api";
import { lazySchema } from "./schemas";
import { queryKeys } from "./query-keys";

/** `GET /api/admin/{email}` (bearer): whether this user has the admin role. */
export function getAdminStatus(email: string, signal?: AbortSignal): Promise<AdminCheck> {
  return apiRequest(`/api/admin/${encodeURIComponent(email)}`, lazySchema("adminCheckSchema"), {
    auth: "required",
    ...(signal ? { signal } : {}),
  });
}

/** Whether this user is an admin: the dashboard's menu, which the server renders with it. */
export const adminStatusQuery = (email: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.adminStatus(email ?? ""),
    queryFn: ({ signal }) => (email ? getAdminStatus(email, signal) : Promise.resolve({ admin: false })),
    enabled: Boolean(email),
    staleTime: 5 * 60_000,
  });

/** The admin flag of the signed-in user (false while unknown, or without a user). */
export function useAdminStatus(email: string | undefined) {
  return useQuery(adminStatusQuery(email));
}
