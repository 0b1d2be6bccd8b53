import type { AccountMessage } from "@shop/contract";
import { accountMessageSchema } from "@shop/contract";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";

/** `POST /api/auth/password-reset/confirm`: sets the new password with the emailed link's token; every session ends. */
export function confirmPasswordReset(input: { token: string; password: string }): Promise<AccountMessage> {
  return apiRequest("/api/auth/password-reset/confirm", accountMessageSchema, { method: "POST", body: input, auth: "none" });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
