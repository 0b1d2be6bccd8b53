import type { AccountMessage } from "@shop/contract";
import { accountMessageSchema } from "@shop/contract";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";

/** `POST /api/auth/password-reset/request`: the same answer whether the address has an account or not. */
export function requestPasswordReset(email: string): Promise<AccountMessage> {
  return apiRequest("/api/auth/password-reset/request", accountMessageSchema, { method: "POST", body: { email }, auth: "none" });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
