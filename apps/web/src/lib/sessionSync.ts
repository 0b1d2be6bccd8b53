import { useQueryClient, type Query, type QueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { isApiError } from "./api";
import { queryKeys } from "./query-keys";
import { useSession } from "./session";
import { ACCESS_TOKEN_KEY } from "./token";

const isSessionKey = (query: Query) => query.queryKey[0] === queryKeys.session[0] || query.queryKey[0] === queryKeys.accessTokens[0];

/** Asks the server who is signed in now; the navbar, the guards and every page follow its answer. */
const recheckSession = (queryClient: QueryClient) => void queryClient.invalidateQueries({ queryKey: queryKeys.session });

/**
 * A tab follows the session it shares with the browser's other tabs (issue 20, item 19): signing
 * out (or in) in one tab changes the stored access token, which the others hear as a `storage`
 * event and answer by asking the server again; a call answered 401 does the same. Once the session
 * is gone, the guards send a protected page to the login, and the answers cached for the account
 * that left are dropped as soon as no page shows them any more.
 */
export function useSessionFollowsOtherTabs(): void {
  const queryClient = useQueryClient();
  const { status } = useSession();
  const previous = useRef(status);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      // `key` is null when another tab cleared the whole storage. A token replaced by a fresh one
      // (they are short-lived) says nothing new: only one that comes or goes is a sign-in or -out.
      if (event.key === null || (event.key === ACCESS_TOKEN_KEY && (event.oldValue === null || event.newValue === null))) recheckSession(queryClient);
    };
    window.addEventListener("storage", onStorage);
    // A 401 means the session ended (here or elsewhere): the page learns it now, not at its next check.
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== "updated" || event.action.type !== "error" || isSessionKey(event.query)) return;
      if (isApiError(event.action.error) && event.action.error.status === 401) recheckSession(queryClient);
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      const error = event.mutation?.state.error;
      if (event.type === "updated" && isApiError(error) && error.status === 401) recheckSession(queryClient);
    });
    return () => {
      window.removeEventListener("storage", onStorage);
      unsubscribe();
      unsubscribeMutations();
    };
  }, [queryClient]);

  useEffect(() => {
    const was = previous.current;
    previous.current = status;
    if (was !== "signedIn" || status !== "signedOut") return;
    // Dropped after this render's navigation (a protected page goes to the login): removing what
    // a page still shows would only make it ask again, without a session.
    const timer = window.setTimeout(() => {
      queryClient.removeQueries({ predicate: (query) => !isSessionKey(query) && query.getObserversCount() === 0 });
      queryClient.setQueriesData<string | null>({ queryKey: queryKeys.accessTokens }, null);
    }, 0);
    return () => window.clearTimeout(timer);
  }, [status, queryClient]);
}
