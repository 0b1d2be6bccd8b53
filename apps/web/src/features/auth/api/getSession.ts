import type { SessionUser } from "@shop/contract";
import { apiRequest } from "../../../lib/api";
import { clearAccessToken } from "../../../lib/token";
import { lazySchema } from "../../../lib/schemas";

export const sessionQueryKey = ["session"] as const;

/** `GET /api/auth/session`: the signed-in user, or null when there is no session. */
export async function getSession(): Promise<SessionUser | null> {
  const { user } = await apiRequest("/api/auth/session", lazySchema("currentSessionSchema"), { auth: "none" });
  if (!user) clearAccessToken();
  return user;
}
