/**
 * Every order query starts with `ordersQueryKey`, so one invalidation after a write (placing,
 * cancelling, paying, an admin's delete) refreshes every order list and every open order.
 */
export const ordersQueryKey = ["orders"] as const;

export const myOrdersQueryKey = (email: string, page: number) => [...ordersQueryKey, "mine", email, page] as const;

export const orderQueryKey = (id: string) => [...ordersQueryKey, "detail", id] as const;
