import type { PaymentConfig } from "@shop/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "./api";
import { queryKeys } from "./query-keys";
import { lazySchema } from "./schemas";

// The payment page hydrates with the server's answer: the schema loads only beside a request.
const paymentConfigSchema = lazySchema("paymentConfigSchema");

/** `GET /api/payments/config`: which card form to show (the built-in test provider or Stripe). */
export function getPaymentConfig(signal?: AbortSignal): Promise<PaymentConfig> {
  return apiRequest("/api/payments/config", paymentConfigSchema, signal ? { signal } : {});
}

// The provider is fixed for the server's lifetime.
export const paymentConfigQuery = () => queryOptions({ queryKey: queryKeys.paymentConfig, queryFn: ({ signal }) => getPaymentConfig(signal), staleTime: Infinity });

export function usePaymentConfig() {
  return useQuery(paymentConfigQuery());
}
