import type { AccountMessage } from "@shop/contract";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "./api";
import { lazySchema } from "./schemas";

// Loaded when the button is pressed: the payment page shows the button and hydrates without zod.
const accountMessageSchema = lazySchema("accountMessageSchema");

/** `POST /api/auth/verify-email/resend` (bearer): a new verification link, at most one a minute. */
export function resendVerification(): Promise<AccountMessage> {
  return apiRequest("/api/auth/verify-email/resend", accountMessageSchema, { method: "POST", auth: "required" });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
