import { createPaymentIntentResponseSchema } from "@shop/contract";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/**
 * `POST /api/create-payment-intent` (bearer): the client secret for this order's amount
 * (409 once the order is paid or cancelled). The server answers the stored secret when asked
 * again, so the call is safe to repeat.
 */
export async function createPaymentIntent(orderId: string, signal?: AbortSignal): Promise<string> {
  const { clientSecret } = await apiRequest("/api/create-payment-intent", createPaymentIntentResponseSchema, {
    method: "POST",
    body: { orderId },
    auth: "required",
    ...(signal ? { signal } : {}),
  });
  return clientSecret;
}

/**
 * Asks for the secret once per order while the payment page is open. A query rather than a
 * mutation: it is deduplicated (StrictMode mounts twice) and cached, and the call is idempotent.
 */
export function usePaymentIntent(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.paymentIntent(orderId),
    queryFn: ({ signal }) => createPaymentIntent(orderId, signal),
    enabled,
    staleTime: Infinity,
  });
}
