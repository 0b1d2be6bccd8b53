import type { QuickOrderCheckBody, QuickOrderLine } from "@shop/contract";
import { quickOrderCheckResponseSchema } from "@shop/contract";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";

/** `POST /api/quick-order/check` (signed in): every line of the pad with its status and message. It changes nothing. */
export async function checkQuickOrder(body: QuickOrderCheckBody): Promise<QuickOrderLine[]> {
  return (await apiRequest("/api/quick-order/check", quickOrderCheckResponseSchema, { method: "POST", body, auth: "required" })).lines;
}

export function useCheckQuickOrder() {
  return useMutation({ mutationFn: checkQuickOrder });
}
