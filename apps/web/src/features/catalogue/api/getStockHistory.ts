import { stockChangeSchema } from "@shop/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequestPage } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** `GET /api/tools/{id}/stock?page=&limit=` (admin): the tool's restocks, newest first. */
export function useStockHistory(toolId: string, page: number, limit: number) {
  return useQuery({
    queryKey: queryKeys.stockHistoryPage(toolId, { page, limit }),
    queryFn: ({ signal }) => apiRequestPage(`/api/tools/${encodeURIComponent(toolId)}/stock`, stockChangeSchema, { page, limit }, { signal, auth: "required" }),
    placeholderData: keepPreviousData,
  });
}
