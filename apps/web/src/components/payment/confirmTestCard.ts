import type { TestCardBody, TestConfirmResponse } from "@shop/contract";
import { apiRequest } from "../../lib/api";
import { lazySchema } from "../../lib/schemas";

// Loaded beside Pay's request, not with the card form (which the payment page loads after hydrating).
const testConfirmResponseSchema = lazySchema("testConfirmResponseSchema");

/**
 * `POST /api/payments/test/confirm` (bearer): the built-in test provider charges the card.
 * A declined or invalid card is an answer (`status: "failed"` with the provider's message),
 * not an HTTP error, just as Stripe's confirmCardPayment resolves with an error.
 */
export function confirmTestCard(body: TestCardBody, idempotencyKey?: string): Promise<TestConfirmResponse> {
  return apiRequest("/api/payments/test/confirm", testConfirmResponseSchema, {
    method: "POST",
    body,
    auth: "required",
    ...(idempotencyKey ? { idempotencyKey } : {}),
  });
}
