import type { Order } from "@shop/contract";
import { orderSchema } from "@shop/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { Paged } from "../../../lib/api";
import { apiRequestPage } from "../../../lib/api";
import { ordersQueryKey } from "../../orders/api/keys";

/** Under the shared "orders" prefix, so a write on any order refreshes the admin's list too. */
export const allOrdersQueryKey = [...ordersQueryKey, "all"] as const;

/** `GET /api/orders?page=&limit=` (admin): one page of every customer's orders. */
export function getAllOrders(page: number, limit: number, signal?: AbortSignal): Promise<Paged<Order>> {
  return apiRequestPage("/api/orders", orderSchema, { page, limit }, { auth: "required", ...(signal ? { signal } : {}) });
}

export function useAllOrders(page: number, limit: number) {
  return useQuery({
    queryKey: [...allOrdersQueryKey, { page, limit }],
    queryFn: ({ signal }) => getAllOrders(page, limit, signal),
    placeholderData: keepPreviousData,
  });
}
