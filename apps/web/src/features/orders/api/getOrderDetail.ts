import type { OrderDetail } from "@shop/contract";
import { orderDetailSchema } from "@shop/contract";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** `GET /api/orders/{id}` read in full: history, payment, refund and invoice number (owner or admin). */
export function getOrderDetail(id: string, signal?: AbortSignal): Promise<OrderDetail> {
  return apiRequest(`/api/orders/${encodeURIComponent(id)}`, orderDetailSchema, { auth: "required", ...(signal ? { signal } : {}) });
}

export function useOrderDetail(id: string) {
  return useQuery({ queryKey: queryKeys.orderDetail(id), queryFn: ({ signal }) => getOrderDetail(id, signal) });
}
