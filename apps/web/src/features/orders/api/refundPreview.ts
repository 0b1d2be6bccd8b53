import type { RefundLineInput, RefundPreview } from "@shop/contract";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { lazySchema } from "../../../lib/schemas";

/** The parts of a refund: absent for everything left, as POST /refund takes them. */
export type RefundPreviewParts = { lines: RefundLineInput[]; shipping: boolean } | undefined;

/**
 * `POST /api/orders/{id}/refund-preview` (admin, issue 36): what the refund with these parts
 * would give back now, priced by the server's credit-note code; nothing is written.
 */
export function refundPreview(id: string, parts: RefundPreviewParts): Promise<RefundPreview> {
  return apiRequest(`/api/orders/${encodeURIComponent(id)}/refund-preview`, lazySchema("refundPreviewSchema"), { method: "POST", body: parts ?? {}, auth: "required" });
}

/**
 * The refund dialog's figure: asked while the dialog is open and something is chosen (the caller
 * debounces the choice). A refusal (409: more than is left) is an answer, not worth a retry.
 */
export function useRefundPreview(id: string, parts: RefundPreviewParts, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.refundPreview(id, parts ?? {}),
    queryFn: () => refundPreview(id, parts),
    enabled,
    retry: false,
    staleTime: 0,
  });
}
