import type { AccountMessage, ChangePasswordBody } from "@shop/contract";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { lazySchema } from "../../../lib/schemas";

const accountMessageSchema = lazySchema("accountMessageSchema");

/** `POST /api/auth/password` (bearer): needs the current password; the account's other sessions end. */
export function changePassword(body: ChangePasswordBody): Promise<AccountMessage> {
  return apiRequest("/api/auth/password", accountMessageSchema, { method: "POST", body, auth: "required" });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
