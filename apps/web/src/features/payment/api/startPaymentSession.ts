import { isHttpUrl } from "@shop/contract";
import { useMutation } from "@tanstack/react-query";
import { apiRequestChecked, textField } from "../../../lib/api";

export type GatewayMethod = "bkash" | "sslcommerz";

/** The gateway's page, if the answer names an http(s) one (never a `javascript:` URL). */
const readRedirect = (payload: unknown): string | null => {
  const redirectUrl = textField(payload, "redirectUrl");
  return redirectUrl !== null && isHttpUrl(redirectUrl) ? redirectUrl : null;
};

/**
 * `POST /api/orders/{id}/payment-session` `{method}` (CONTRACT "Payment methods"): the page of
 * bKash or SSLCommerz (or its stand-in) to pay this order on; the buyer comes back to the order page.
 */
export function startPaymentSession({ orderId, method }: { orderId: string; method: GatewayMethod }): Promise<string> {
  return apiRequestChecked(`/api/orders/${encodeURIComponent(orderId)}/payment-session`, readRedirect, { method: "POST", body: { method }, auth: "required" });
}

export function useStartPaymentSession() {
  return useMutation({ mutationFn: startPaymentSession });
}
