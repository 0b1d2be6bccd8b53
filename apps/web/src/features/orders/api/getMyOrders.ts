import type { Order } from "@shop/contract";
import { orderSchema } from "@shop/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { Paged } from "../../../lib/api";
import { apiRequestPage } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export const MY_ORDERS_PAGE_SIZE = 10;

/** `GET /api/order?email=` (bearer): one page of the caller's orders, newest first, cancelled ones left out. */
export function getMyOrders(email: string, page: number, signal?: AbortSignal): Promise<Paged<Order>> {
  return apiRequestPage(
    `/api/order?email=${encodeURIComponent(email)}`,
    orderSchema,
    { page, limit: MY_ORDERS_PAGE_SIZE },
    { auth: "required", ...(signal ? { signal } : {}) },
  );
}

export function useMyOrders(email: string | undefined, page: number) {
  return useQuery({
    queryKey: queryKeys.myOrders(email ?? "", page),
    queryFn: ({ signal }) => getMyOrders(email ?? "", page, signal),
    enabled: Boolean(email),
    // Paging keeps the current rows on screen until the next page is there.
    placeholderData: keepPreviousData,
  });
}
