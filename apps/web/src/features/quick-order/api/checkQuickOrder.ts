import type { QuickOrderCheckBody, QuickOrderLine } from "@shop/contract";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { lazySchema } from "../../../lib/schemas";

/**
 * `POST /api/quick-order/check` (signed in): every line of the pad with its status and message. It
 * changes nothing. The schema loads beside the first check: the page hydrates without zod.
 */
export async function checkQuickOrder(body: QuickOrderCheckBody): Promise<QuickOrderLine[]> {
  return (await apiRequest("/api/quick-order/check", lazySchema("quickOrderCheckResponseSchema"), { method: "POST", body, auth: "required" })).lines;
}

export function useCheckQuickOrder() {
  return useMutation({ mutationFn: checkQuickOrder });
}
