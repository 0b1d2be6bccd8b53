import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { lazySchema } from "../../../lib/schemas";

// The page renders from the server's answer and hydrates without zod; the schema loads beside a
// request made in the browser.
const receivablesSchema = lazySchema("receivablesSchema");

/** `GET /api/admin/receivables` (shop admins). */
export const receivablesQuery = () =>
  queryOptions({
    queryKey: queryKeys.receivables,
    queryFn: ({ signal }) => apiRequest("/api/admin/receivables", receivablesSchema, { auth: "required", signal }),
  });

export function useReceivables() {
  return useQuery(receivablesQuery());
}
