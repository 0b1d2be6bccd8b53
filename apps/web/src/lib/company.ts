import type { Company } from "@shop/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, isApiError } from "./api";
import { queryKeys } from "./query-keys";
import { lazySchema } from "./schemas";
import { useSession } from "./session";

/**
 * Issue 27: the signed-in buyer's company (`GET /api/company`), or null for an account without
 * one (the server's 404). The order forms read its delivery addresses, the dashboard its role.
 */
export async function getOwnCompany(signal?: AbortSignal): Promise<Company | null> {
  try {
    // The schema loads beside the request: the dashboard, which asks this, hydrates without zod.
    return await apiRequest("/api/company", lazySchema("companySchema"), { auth: "required", ...(signal ? { signal } : {}) });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/** Under the key the lists read the same answer by (features/lists). */
export const ownCompanyQuery = () => queryOptions({ queryKey: queryKeys.ownCompany, queryFn: ({ signal }) => getOwnCompany(signal), staleTime: 60_000 });

/**
 * The signed-in caller's company; `undefined` while it is asked (or when asking failed, or signed
 * out), null without one. The session says whether there is one, so an account without a company
 * never asks (the server would answer 404, and the browser log it as a failed load).
 */
export function useOwnCompany(): Company | null | undefined {
  const { user } = useSession();
  const member = Boolean(user?.company);
  const { data } = useQuery({ ...ownCompanyQuery(), enabled: member });
  if (user && !member) return null;
  return data;
}
