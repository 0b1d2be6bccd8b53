import type { PriceList, PriceListForm } from "@shop/contract";
import { officeCompanyRowSchema, priceListSchema } from "@shop/contract";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, apiRequestPage, apiSend } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** `GET /api/price-lists?page=&limit=` (shop admins): newest first, each list whole. */
export function usePriceLists(page: number, limit: number) {
  return useQuery({
    queryKey: [...queryKeys.priceLists, "page", { page, limit }],
    queryFn: ({ signal }) => apiRequestPage("/api/price-lists", priceListSchema, { page, limit }, { auth: "required", signal }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/price-lists/{id}`. */
export function usePriceList(id: string | undefined) {
  return useQuery({
    queryKey: [...queryKeys.priceLists, "one", id],
    queryFn: ({ signal }) => apiRequest(`/api/price-lists/${encodeURIComponent(id ?? "")}`, priceListSchema, { auth: "required", signal }),
    enabled: id !== undefined,
  });
}

/**
 * `POST /api/price-lists`, or `PATCH /api/price-lists/{id}` with the whole list. A list changes
 * what members pay: the catalogue is asked again too (an office member may be one).
 */
export function useSavePriceList(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PriceListForm): Promise<PriceList> =>
      apiRequest(id === undefined ? "/api/price-lists" : `/api/price-lists/${encodeURIComponent(id)}`, priceListSchema, { method: id === undefined ? "POST" : "PATCH", body, auth: "required" }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.priceLists }), queryClient.invalidateQueries({ queryKey: queryKeys.tools })]),
  });
}

/** `DELETE /api/price-lists/{id}`. */
export function useDeletePriceList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiSend(`/api/price-lists/${encodeURIComponent(id)}`, { method: "DELETE", auth: "required" }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.priceLists }), queryClient.invalidateQueries({ queryKey: queryKeys.tools })]),
  });
}

/** The office's companies whose name holds `q` (`GET /api/admin/companies?q=`), a few at a time, for the picker. */
export function useCompanySearch(q: string, limit: number) {
  return useQuery({
    queryKey: [...queryKeys.officeCompanies, "search", q, limit],
    queryFn: ({ signal }) => apiRequestPage(`/api/admin/companies${q ? `?q=${encodeURIComponent(q)}` : ""}`, officeCompanyRowSchema, { page: 1, limit }, { auth: "required", signal }),
    placeholderData: keepPreviousData,
  });
}
