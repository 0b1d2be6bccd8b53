import type { Order } from "@shop/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { lazySchema } from "../../../lib/schemas";

// The payment page renders from the server's answer and hydrates without zod (issue 37's speed
// work, as the company's orders): the schema loads beside a request made in the browser.
const orderSchema = lazySchema("orderSchema");

/** `GET /api/orders/{id}` (bearer): one order of the caller's (403 for someone else's, 404 when unknown). */
export function getOrder(id: string, signal?: AbortSignal): Promise<Order> {
  return apiRequest(`/api/orders/${encodeURIComponent(id)}`, orderSchema, { auth: "required", ...(signal ? { signal } : {}) });
}

export const orderQuery = (id: string) => queryOptions({ queryKey: queryKeys.order(id), queryFn: ({ signal }) => getOrder(id, signal) });

export function useOrder(id: string) {
  return useQuery(orderQuery(id));
}
