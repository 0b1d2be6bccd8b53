import type { SessionUser, SignInForm } from "@shop/contract";
import { apiRequest } from "../../../lib/api";
import { lazySchema } from "../../../lib/schemas";

/** `POST /api/auth/sign-in`: starts a session (httpOnly cookie) and answers the user. */
export async function signIn(credentials: SignInForm): Promise<SessionUser> {
  const { user } = await apiRequest("/api/auth/sign-in", lazySchema("sessionResponseSchema"), {
    method: "POST",
    body: credentials,
    auth: "none",
  });
  return user;
}
