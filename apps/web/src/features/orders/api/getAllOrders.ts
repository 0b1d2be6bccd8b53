import type { Order } from "@shop/contract";
import { orderSchema } from "@shop/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { Paged } from "../../../lib/api";
import { apiRequestPage } from "../../../lib/api";
import { filterParams, type OrderFilters } from "./exportOrders";
import { queryKeys } from "../../../lib/query-keys";

/** `GET /api/orders?status=&q=&page=&limit=` (admin): one page of every customer's orders, filtered. */
export function getAllOrders(page: number, limit: number, filters: OrderFilters = {}, signal?: AbortSignal): Promise<Paged<Order>> {
  const query = filterParams(filters).toString();
  return apiRequestPage(`/api/orders${query ? `?${query}` : ""}`, orderSchema, { page, limit }, { auth: "required", ...(signal ? { signal } : {}) });
}

export function useAllOrders(page: number, limit: number, filters: OrderFilters = {}) {
  return useQuery({
    queryKey: queryKeys.officeOrderPage({ page, limit, status: filters.status ?? null, q: filters.q ?? null }),
    queryFn: ({ signal }) => getAllOrders(page, limit, filters, signal),
    placeholderData: keepPreviousData,
  });
}
