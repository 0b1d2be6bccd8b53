import type { SessionUser, SignUpForm } from "@shop/contract";
import { apiRequest } from "../../../lib/api";
import { lazySchema } from "../../../lib/schemas";

/** `POST /api/auth/sign-up`: creates the account, starts its session and answers the user (201). */
export async function signUp(account: SignUpForm): Promise<SessionUser> {
  const { user } = await apiRequest("/api/auth/sign-up", lazySchema("sessionResponseSchema"), {
    method: "POST",
    body: account,
    auth: "none",
  });
  return user;
}
