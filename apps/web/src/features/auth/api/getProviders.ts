import type { AuthProviders } from "@shop/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { lazySchema } from "../../../lib/schemas";
import { queryKeys } from "../../../lib/query-keys";

/** `GET /api/auth/providers`: which external sign-in providers the server has configured. */
export function getProviders(): Promise<AuthProviders> {
  return apiRequest("/api/auth/providers", lazySchema("authProvidersSchema"), { auth: "none" });
}

export const providersQuery = () => queryOptions({ queryKey: queryKeys.authProviders, queryFn: getProviders, staleTime: Infinity });

export function useProviders() {
  return useQuery(providersQuery());
}
