import type { Order } from "@shop/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Paged } from "../../../lib/api";
import { apiRequestPage } from "../../../lib/api";
import { lazySchema } from "../../../lib/schemas";
import { filterParams, type OrderFilters } from "./exportOrders";
import { queryKeys } from "../../../lib/query-keys";

// The page renders from the server's answer and hydrates without zod; the schema loads beside a
// request made in the browser (another page or filter).
const orderSchema = lazySchema("orderSchema");

/** `GET /api/orders?status=&q=&page=&limit=` (admin): one page of every customer's orders, filtered. */
export function getAllOrders(page: number, limit: number, filters: OrderFilters = {}, signal?: AbortSignal): Promise<Paged<Order>> {
  const query = filterParams(filters).toString();
  return apiRequestPage(`/api/orders${query ? `?${query}` : ""}`, orderSchema, { page, limit }, { auth: "required", ...(signal ? { signal } : {}) });
}

export const allOrdersQuery = (page: number, limit: number, filters: OrderFilters = {}) =>
  queryOptions({
    queryKey: queryKeys.officeOrderPage({ page, limit, status: filters.status ?? null, q: filters.q ?? null }),
    queryFn: ({ signal }) => getAllOrders(page, limit, filters, signal),
    placeholderData: keepPreviousData,
  });

export function useAllOrders(page: number, limit: number, filters: OrderFilters = {}) {
  return useQuery(allOrdersQuery(page, limit, filters));
}
