import type { Order, OrderStatus } from "@shop/contract";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, apiRequestPage, type Paged } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { lazySchema } from "../../../lib/schemas";

// The pages render from the server's answer and hydrate without zod; the schema loads beside a
// request made in the browser (another page, another status, a decision).
const orderSchema = lazySchema("orderSchema");

/** `GET /api/company/orders?status=&page=&limit=`: a buyer's own company orders, or all of them for the other roles. */
export function getCompanyOrders(page: number, limit: number, status: OrderStatus | undefined, signal?: AbortSignal): Promise<Paged<Order>> {
  const path = status ? `/api/company/orders?status=${encodeURIComponent(status)}` : "/api/company/orders";
  return apiRequestPage(path, orderSchema, { page, limit }, { auth: "required", ...(signal ? { signal } : {}) });
}

export const companyOrdersQuery = (page: number, limit: number, status: OrderStatus | undefined) =>
  queryOptions({
    queryKey: queryKeys.companyOrderPage({ page, limit, status: status ?? null }),
    queryFn: ({ signal }) => getCompanyOrders(page, limit, status, signal),
    placeholderData: keepPreviousData,
  });

export function useCompanyOrders(page: number, limit: number, status: OrderStatus | undefined) {
  return useQuery(companyOrdersQuery(page, limit, status));
}

/** `POST /api/orders/{id}/approve` or `/reject {reason}`: a company admin's or approver's decision. */
export function decideOrder(decision: { id: string } & ({ approve: true } | { approve: false; reason: string })): Promise<Order> {
  const path = `/api/orders/${encodeURIComponent(decision.id)}/${decision.approve ? "approve" : "reject"}`;
  return apiRequest(path, orderSchema, { method: "POST", auth: "required", ...(decision.approve ? {} : { body: { reason: decision.reason } }) });
}

export function useDecideOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideOrder,
    // A rejected order's units go back into stock; every order list shows the new status.
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.orders }), queryClient.invalidateQueries({ queryKey: queryKeys.tools })]),
  });
}
