import { quoteSchema, type Quote, type QuoteStatus } from "@shop/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequestPage, type Paged } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** `GET /api/company/quotes?status=&page=&limit=` (beyond the contract): a buyer's own company quotes, or all of them for the other roles. */
export function getCompanyQuotes(page: number, limit: number, status: QuoteStatus | undefined, signal?: AbortSignal): Promise<Paged<Quote>> {
  const path = status ? `/api/company/quotes?status=${encodeURIComponent(status)}` : "/api/company/quotes";
  return apiRequestPage(path, quoteSchema, { page, limit }, { auth: "required", ...(signal ? { signal } : {}) });
}

/** `enabled` once the caller's company is known: an account without one would hear 404. */
export function useCompanyQuotes(page: number, limit: number, status: QuoteStatus | undefined, enabled = true) {
  return useQuery({
    enabled,
    queryKey: queryKeys.companyQuotePage({ page, limit, status: status ?? null }),
    queryFn: ({ signal }) => getCompanyQuotes(page, limit, status, signal),
    placeholderData: keepPreviousData,
  });
}
