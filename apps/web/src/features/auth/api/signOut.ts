import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { ApiError, apiSend, errorMessage } from "../../../lib/api";
import { clearAccessToken } from "../../../lib/token";
import { queryKeys } from "../../../lib/query-keys";

/** `POST /api/auth/sign-out` (204). A 401 means the session had already ended: that is fine too. */
export async function signOut(): Promise<void> {
  try {
    await apiSend("/api/auth/sign-out", { method: "POST", auth: "none" });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return;
    throw error;
  }
}

/** Ends the session, forgets the access token and every cached answer, then goes to /home. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      clearAccessToken();
      // Leave first (committed synchronously): a protected page would otherwise see the ended
      // session and send us to /login.
      await navigate("/home", { flushSync: true });
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.session[0] && query.queryKey[0] !== queryKeys.accessTokens[0] });
      // The token query is emptied rather than removed: an effect of the last signed-in render
      // that has not run yet would find it missing and fetch a new token for the ended session.
      queryClient.setQueriesData<string | null>({ queryKey: queryKeys.accessTokens }, null);
      queryClient.setQueryData(queryKeys.session, null);
    },
    onError: (error) => {
      toast.error(errorMessage(error));
    },
  });
}
