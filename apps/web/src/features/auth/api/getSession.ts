import type { SessionUser } from "@shop/contract";
import { queryOptions } from "@tanstack/react-query";
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

/** The session as the navbar and the guards read it; the server renderer loads it from the visit's cookie. */
export const sessionQuery = () => queryOptions({ queryKey: sessionQueryKey, queryFn: getSession, staleTime: 5 * 60_000, refetchOnWindowFocus: true });
