import type { AuthProviders } from "@shop/contract";
import { authProvidersSchema } from "@shop/contract";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";

/** `GET /api/auth/providers`: which external sign-in providers the server has configured. */
export function getProviders(): Promise<AuthProviders> {
  return apiRequest("/api/auth/providers", authProvidersSchema, { auth: "none" });
}

export function useProviders() {
  return useQuery({ queryKey: ["auth", "providers"], queryFn: getProviders, staleTime: Infinity });
}
