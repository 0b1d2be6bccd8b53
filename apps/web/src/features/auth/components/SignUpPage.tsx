import { DEFAULT_REDIRECT } from "@shop/contract";
import { useCallback } from "react";
import { Navigate, useLocation } from "react-router";
import { LoadingScreen } from "../../../components/Loading";
import { DeferredSlot, UNTIL_REACHED, useDeferredForms } from "../../../lib/deferredForms";
import { redirectTarget } from "../../../lib/redirect";
import { useSession } from "../../../lib/session";
import { useSignUp } from "../api/useAuthMutations";
import { invitationTokenOf, useInvitationPreview } from "../api/invitationPreview";
import { authFormsCode, SignUpCard } from "./authForms";

/** The spec's landing page after sign-up, unless a protected page sent the visitor to log in first. */
const AFTER_SIGN_UP = "/home";

export function SignUpPage() {
  const location = useLocation();
  const returnTo = redirectTarget(location.state, location.search);
  const target = returnTo === DEFAULT_REDIRECT ? AFTER_SIGN_UP : returnTo;
  const session = useSession();
  const signUpMutation = useSignUp(target);
  // Issue 35: from a company invitation, the account is for the invited address: the form takes it
  // and locks it, and the sign-up carries the token, which proves the address (no verification email).
  const invitationToken = invitationTokenOf(returnTo);
  const invitation = useInvitationPreview(invitationToken);
  const invitedEmail = invitation.isSuccess ? invitation.data.email : null;
  // The card's form (react-hook-form, zod) hydrates as the server's HTML and comes in when reached
  // for; from an invitation, at the first idle moment too (the invited address, which it locks,
  // arrives in the browser only).
  const forms = useDeferredForms(useCallback(() => authFormsCode.load(), []), invitationToken ? undefined : UNTIL_REACHED);

  // While the account is created, and until the mutation has navigated away (with the state that
  // says a link was emailed), the card shows the spinner itself: a <Navigate> from here would replace
  // that navigation.
  if (!signUpMutation.isPending && !signUpMutation.isSuccess) {
    if (session.status === "loading") return <LoadingScreen />;
    if (session.status === "signedIn") return <Navigate to={target} replace />;
  }

  return (
    <DeferredSlot forms={forms} fallback={<LoadingScreen />}>
      <SignUpCard signUp={signUpMutation} target={target} returnTo={returnTo} invitedEmail={invitedEmail} invitationToken={invitationToken} />
    </DeferredSlot>
  );
}
