import type { SessionUser, SignUpForm } from "@shop/contract";
import { sessionResponseSchema } from "@shop/contract";
import { apiRequest } from "../../../lib/api";

/** `POST /api/auth/sign-up`: creates the account, starts its session and answers the user (201). */
export async function signUp(account: SignUpForm): Promise<SessionUser> {
  const { user } = await apiRequest("/api/auth/sign-up", sessionResponseSchema, {
    method: "POST",
    body: account,
    auth: "none",
  });
  return user;
}
