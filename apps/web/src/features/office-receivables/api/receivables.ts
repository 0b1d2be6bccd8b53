import { receivablesSchema } from "@shop/contract";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** `GET /api/admin/receivables` (shop admins). */
export function useReceivables() {
  return useQuery({
    queryKey: queryKeys.receivables,
    queryFn: ({ signal }) => apiRequest("/api/admin/receivables", receivablesSchema, { auth: "required", signal }),
  });
}
