import type { Order } from "@shop/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Paged } from "../../../lib/api";
import { apiRequestPage } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { lazySchema } from "../../../lib/schemas";

export const MY_ORDERS_PAGE_SIZE = 10;

// The page renders from the server's answer and hydrates without zod; the schema loads beside a
// request made in the browser (another page).
const orderSchema = lazySchema("orderSchema");

/** `GET /api/order?email=` (bearer): one page of the caller's orders, newest first, cancelled ones left out. */
export function getMyOrders(email: string, page: number, signal?: AbortSignal): Promise<Paged<Order>> {
  return apiRequestPage(
    `/api/order?email=${encodeURIComponent(email)}`,
    orderSchema,
    { page, limit: MY_ORDERS_PAGE_SIZE },
    { auth: "required", ...(signal ? { signal } : {}) },
  );
}

export const myOrdersQuery = (email: string | undefined, page: number) =>
  queryOptions({
    queryKey: queryKeys.myOrders(email ?? "", page),
    queryFn: ({ signal }) => getMyOrders(email ?? "", page, signal),
    enabled: Boolean(email),
    // Paging keeps the current rows on screen until the next page is there.
    placeholderData: keepPreviousData,
  });

export function useMyOrders(email: string | undefined, page: number) {
  return useQuery(myOrdersQuery(email, page));
}
