import { messages } from "@shop/contract";
import { useCallback } from "react";
import { Navigate, useLocation } from "react-router";
import { LoadingScreen } from "../../../components/Loading";
import { DeferredSlot, UNTIL_REACHED, useDeferredForms } from "../../../lib/deferredForms";
import { landingFor, redirectTarget } from "../../../lib/redirect";
import { useSession } from "../../../lib/session";
import { useSignIn } from "../api/useAuthMutations";
import { authFormsCode, SignInCard } from "./authForms";

/** The reason a Google sign-in came back here; unknown codes show nothing. */
function googleErrorOf(search: string): string | undefined {
  const code = new URLSearchParams(search).get("error");
  const reasons: Record<string, string> = messages.auth.googleErrors;
  return code && Object.hasOwn(reasons, code) ? reasons[code] : undefined;
}

export function LoginPage() {
  const location = useLocation();
  const target = redirectTarget(location.state, location.search);
  const session = useSession();
  const signInMutation = useSignIn(target);
  // The card's form (react-hook-form, zod) hydrates as the server's HTML and comes in when reached for.
  const forms = useDeferredForms(useCallback(() => authFormsCode.load(), []), UNTIL_REACHED);

  // While signing in, the card shows the spinner itself (its form keeps what was typed).
  if (!signInMutation.isPending) {
    if (session.status === "loading") return <LoadingScreen />;
    if (session.status === "signedIn") return <Navigate to={landingFor(target, session.user?.role)} replace />;
  }

  return (
    <DeferredSlot forms={forms} fallback={<LoadingScreen />}>
      <SignInCard signIn={signInMutation} target={target} googleError={googleErrorOf(location.search)} />
    </DeferredSlot>
  );
}
