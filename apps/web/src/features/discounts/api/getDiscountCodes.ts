import type { DiscountCode } from "@shop/contract";
import { discountCodeSchema } from "@shop/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { Paged } from "../../../lib/api";
import { apiRequestPage } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** `GET /api/discount-codes?page=&limit=` (admin): one page of the codes, newest first, with their uses. */
export function getDiscountCodes(page: number, limit: number, signal?: AbortSignal): Promise<Paged<DiscountCode>> {
  return apiRequestPage("/api/discount-codes", discountCodeSchema, { page, limit }, { auth: "required", ...(signal ? { signal } : {}) });
}

export function useDiscountCodes(page: number, limit: number) {
  return useQuery({
    queryKey: queryKeys.discountCodePage({ page, limit }),
    queryFn: ({ signal }) => getDiscountCodes(page, limit, signal),
    placeholderData: keepPreviousData,
  });
}
