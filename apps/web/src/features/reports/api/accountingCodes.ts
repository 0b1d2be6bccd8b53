import type { AccountingCodes } from "@shop/contract";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { lazySchema } from "../../../lib/schemas";

// Read without zod when the page hydrates (the form that saves them brings zod with its own code).
const accountingCodesSchema = lazySchema("accountingCodesSchema");

/** `GET /api/reports/accounting-codes` (admin): the journal's account codes, one entry per treatment. */
export function getAccountingCodes(signal?: AbortSignal): Promise<AccountingCodes> {
  return apiRequest("/api/reports/accounting-codes", accountingCodesSchema, { auth: "required", ...(signal ? { signal } : {}) });
}

export const accountingCodesQuery = () => queryOptions({ queryKey: queryKeys.accountingCodes, queryFn: ({ signal }) => getAccountingCodes(signal) });

export function useAccountingCodes() {
  return useQuery(accountingCodesQuery());
}

/** `PUT /api/reports/accounting-codes` (admin). */
export function saveAccountingCodes(body: AccountingCodes): Promise<AccountingCodes> {
  return apiRequest("/api/reports/accounting-codes", accountingCodesSchema, { method: "PUT", body, auth: "required" });
}

export function useSaveAccountingCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAccountingCodes,
    // The answer is every treatment's codes as saved: no need to ask again.
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.accountingCodes, saved),
  });
}
