import type { OrderDetail } from "@shop/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { lazySchema } from "../../../lib/schemas";

// The page renders from the server's answer and hydrates without zod; the schema loads beside a
// request made in the browser (the order asked again after an action).
const orderDetailSchema = lazySchema("orderDetailSchema");

/** `GET /api/orders/{id}` read in full: history, payment, refund and invoice number (owner or admin). */
export function getOrderDetail(id: string, signal?: AbortSignal): Promise<OrderDetail> {
  return apiRequest(`/api/orders/${encodeURIComponent(id)}`, orderDetailSchema, { auth: "required", ...(signal ? { signal } : {}) });
}

export const orderDetailQuery = (id: string) => queryOptions({ queryKey: queryKeys.orderDetail(id), queryFn: ({ signal }) => getOrderDetail(id, signal) });

export function useOrderDetail(id: string) {
  return useQuery(orderDetailQuery(id));
}
