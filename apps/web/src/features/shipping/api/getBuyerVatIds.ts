import type { BuyerVatId } from "@shop/contract";
import { buyerVatIdSchema } from "@shop/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { Paged } from "../../../lib/api";
import { apiRequestPage } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** `GET /api/profile/vat-ids` (admin): every account that keeps a VAT ID, with its check, most recently changed first. */
export function getBuyerVatIds(page: number, limit: number, signal?: AbortSignal): Promise<Paged<BuyerVatId>> {
  return apiRequestPage("/api/profile/vat-ids", buyerVatIdSchema, { page, limit }, { auth: "required", ...(signal ? { signal } : {}) });
}

export function useBuyerVatIds(page: number, limit: number) {
  return useQuery({
    queryKey: queryKeys.officeVatIdPage({ page, limit }),
    queryFn: ({ signal }) => getBuyerVatIds(page, limit, signal),
    placeholderData: keepPreviousData,
  });
}
