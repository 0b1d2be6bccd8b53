import type { Quote, QuoteStatus } from "@shop/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequestPage, type Paged } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { lazySchema } from "../../../lib/schemas";

// The page renders from the server's answer and hydrates without zod (as the company's orders).
const quoteSchema = lazySchema("quoteSchema");

/** `GET /api/company/quotes?status=&page=&limit=` (beyond the contract): a buyer's own company quotes, or all of them for the other roles. */
export function getCompanyQuotes(page: number, limit: number, status: QuoteStatus | undefined, signal?: AbortSignal): Promise<Paged<Quote>> {
  const path = status ? `/api/company/quotes?status=${encodeURIComponent(status)}` : "/api/company/quotes";
  return apiRequestPage(path, quoteSchema, { page, limit }, { auth: "required", ...(signal ? { signal } : {}) });
}

export const companyQuotesQuery = (page: number, limit: number, status: QuoteStatus | undefined) =>
  queryOptions({
    queryKey: queryKeys.companyQuotePage({ page, limit, status: status ?? null }),
    queryFn: ({ signal }) => getCompanyQuotes(page, limit, status, signal),
    placeholderData: keepPreviousData,
  });

/** `enabled` once the caller's company is known: an account without one would hear 404. */
export function useCompanyQuotes(page: number, limit: number, status: QuoteStatus | undefined, enabled = true) {
  return useQuery({ ...companyQuotesQuery(page, limit, status), enabled });
}
