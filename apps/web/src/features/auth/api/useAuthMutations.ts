import type { SessionUser } from "@shop/contract";
import { messages } from "@shop/contract";
import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { obtainAccessToken } from "../../../lib/api";
import { signIn } from "./signIn";
import { signUp } from "./signUp";
import { signedUpState } from "../signedUp";
import { queryKeys } from "../../../lib/query-keys";
import { landingFor } from "../../../lib/redirect";

/**
 * After a session starts: ask for the access token and store it (spec section 4). Should that one
 * call fail, the session still stands; the session provider asks again.
 */
async function afterSessionStart(user: SessionUser): Promise<SessionUser> {
  try {
    await obtainAccessToken(user.email);
  } catch {
    // retried by SessionProvider's token query
  }
  return user;
}

/**
 * Issue 28: a company member's catalogue carries their prices (`yourPrice`), a visitor's does not:
 * the tools already shown are asked for again with the new token. (Signing out drops them all.)
 */
const refreshTools = (queryClient: QueryClient) => void queryClient.invalidateQueries({ queryKey: queryKeys.tools });

/** Email/password login; on success goes to `redirectTo` (the page the visitor came from). */
export function useSignIn(redirectTo: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (credentials: Parameters<typeof signIn>[0]) => afterSessionStart(await signIn(credentials)),
    onSuccess: async (user) => {
      queryClient.setQueryData(queryKeys.session, user);
      refreshTools(queryClient);
      await navigate(landingFor(redirectTo, user.role), { replace: true });
    },
  });
}

/** Sign-up; on success the spec's alert 'Updated profile', then `redirectTo` (/home, or the page that sent the visitor to log in). */
export function useSignUp(redirectTo: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (account: Parameters<typeof signUp>[0]) => afterSessionStart(await signUp(account)),
    onSuccess: async (user) => {
      window.alert(messages.auth.signedUpAlert);
      queryClient.setQueryData(queryKeys.session, user);
      refreshTools(queryClient);
      // The landing page says that a verification link was emailed (a Google account comes verified).
      await navigate(redirectTo, { replace: true, ...(user.emailVerified ? {} : { state: signedUpState(user.email) }) });
    },
  });
}
