import { useQuery } from "@tanstack/react-query";
import { apiRequestChecked, textField } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/**
 * `createPaymentIntentResponseSchema`'s shape read by hand: the payment page asks for the secret
 * as soon as it has hydrated, and zod's code evaluated then was a long task of the page's load.
 */
const readClientSecret = (payload: unknown): string | null => textField(payload, "clientSecret");

/**
 * `POST /api/create-payment-intent` (bearer): the client secret for this order's amount
 * (409 once the order is paid or cancelled). The server answers the stored secret when asked
 * again, so the call is safe to repeat.
 */
export function createPaymentIntent(orderId: string, signal?: AbortSignal): Promise<string> {
  return apiRequestChecked("/api/create-payment-intent", readClientSecret, {
    method: "POST",
    body: { orderId },
    auth: "required",
    ...(signal ? { signal } : {}),
  });
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
