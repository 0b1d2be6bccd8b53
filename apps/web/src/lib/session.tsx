import type { SessionUser } from "@shop/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { createContext, useContext, useMemo } from "react";
import { apiRequest, obtainAccessToken } from "./api";
import { queryKeys } from "./query-keys";
import { lazySchema } from "./schemas";
import { clearAccessToken, getAccessToken, isTokenUsable } from "./token";

export type SessionStatus = "loading" | "signedIn" | "signedOut" | "error";

export interface Session {
  status: SessionStatus;
  user: SessionUser | null;
  /** Asks the server again (after a failed session check). */
  retry: () => void;
}

export const SessionContext = createContext<Session | null>(null);

/**
 * True once an access token for the signed-in user is stored (protected calls can go). A context
 * of its own: the server's render has no token of the visitor's, so it turns true just after
 * hydration, and in the session's context it re-rendered every page whole at that moment.
 */
export const TokenReadyContext = createContext(false);

/** `GET /api/auth/session`: the signed-in user, or null when there is no session. */
export async function getSession(): Promise<SessionUser | null> {
  const { user } = await apiRequest("/api/auth/session", lazySchema("currentSessionSchema"), { auth: "none" });
  if (!user) clearAccessToken();
  return user;
}

/** The session as the navbar and the guards read it; the server renderer loads it from the visit's cookie. */
export const sessionQuery = () => queryOptions({ queryKey: queryKeys.session, queryFn: getSession, staleTime: 5 * 60_000, refetchOnWindowFocus: true });

/** The stored token when it is still good for this user, else a fresh one from `PUT /api/user/{email}`. */
async function ensureAccessToken(email: string): Promise<string> {
  const stored = getAccessToken();
  if (stored && isTokenUsable(stored, email)) return stored;
  return obtainAccessToken(email);
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const session = useQuery(sessionQuery());
  const user = session.data ?? null;

  // A session without a stored token (e.g. back from Google, or a new tab): get one now.
  const tokenQuery = useQuery({
    queryKey: queryKeys.accessToken(user?.email ?? ""),
    queryFn: () => (user ? ensureAccessToken(user.email) : Promise.resolve(null)),
    enabled: user !== null,
    staleTime: Infinity,
    retry: false,
  });

  let status: SessionStatus;
  if (session.isPending) status = "loading";
  else if (user) status = "signedIn";
  else if (session.isError) status = "error";
  else status = "signedOut";

  const { refetch } = session;
  // The same value while the session is the same: every page's layout reads it.
  const value = useMemo<Session>(() => ({ status, user, retry: () => void refetch() }), [status, user, refetch]);
  return (
    <SessionContext value={value}>
      <TokenReadyContext value={user !== null && tokenQuery.isSuccess}>{children}</TokenReadyContext>
    </SessionContext>
  );
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession must be used inside <SessionProvider>");
  return session;
}

/** Whether the signed-in user's access token is stored (see TokenReadyContext). */
export const useTokenReady = (): boolean => useContext(TokenReadyContext);
