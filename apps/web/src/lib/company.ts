import { companySchema, type Company } from "@shop/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, isApiError } from "./api";
import { queryKeys } from "./query-keys";

/**
 * Issue 27: the signed-in buyer's company (`GET /api/company`), or null for an account without
 * one (the server's 404). The order forms read its delivery addresses, the dashboard its role.
 */
export async function getOwnCompany(): Promise<Company | null> {
  try {
    return await apiRequest("/api/company", companySchema, { auth: "required" });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export const ownCompanyQuery = () => queryOptions({ queryKey: queryKeys.ownCompany, queryFn: getOwnCompany, staleTime: 60_000 });

/** The caller's company; `undefined` while it is asked (or when asking failed), null without one. */
export function useOwnCompany(enabled = true): Company | null | undefined {
  return useQuery({ ...ownCompanyQuery(), enabled }).data;
}
