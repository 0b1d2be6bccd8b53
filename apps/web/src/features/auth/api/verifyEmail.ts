import type { AccountMessage } from "@shop/contract";
import { accountMessageSchema } from "@shop/contract";
import { apiRequest } from "../../../lib/api";

/** `POST /api/auth/verify-email`: uses the emailed link's token (works once). */
export function verifyEmail(token: string): Promise<AccountMessage> {
  return apiRequest("/api/auth/verify-email", accountMessageSchema, { method: "POST", body: { token }, auth: "none" });
}
