import { companyMessages, companyRoleNames, invitationPageTexts, invitationPreviewSchema, webRoutes } from "@shop/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Building2 } from "lucide-react";
import { Link, useLocation, useNavigate } from "react-router";
import { toast } from "sonner";
import { CentredSpinner } from "../../../components/Loading";
import { PageTitle } from "../../../components/PageTitle";
import { apiRequest, errorMessage } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { withRedirect } from "../../../lib/redirect";
import { useSession } from "../../../lib/session";
import { useHydrated } from "../../../lib/useHydrated";
import { useAcceptInvitation } from "../api/company";

/**
 * /invitations/accept?token=…: the link of the invitation email. Opening it changes nothing (a
 * mail scanner may open links); the invitee, signed in with the invited address, presses Join.
 * Signed out, the login and sign-up bring them back here with the token.
 */
export function AcceptInvitationPage() {
  const location = useLocation();
  const token = new URLSearchParams(location.search).get("token") ?? "";
  const session = useSession();
  const preview = useQuery({
    queryKey: queryKeys.invitationPreview(token),
    queryFn: () => apiRequest("/api/invitations/preview", invitationPreviewSchema, { method: "POST", body: { token }, auth: "none" }),
    enabled: token !== "",
    retry: false,
  });

  return (
    <div className="flex min-h-[calc(100vh-4rem)] items-start justify-center bg-base-200 px-4 py-12 sm:items-center">
      <PageTitle>{invitationPageTexts.title}</PageTitle>
      <div className="card w-full max-w-md border border-base-300 bg-base-100 shadow-md">
        <div className="card-body gap-5 p-6 sm:p-8">
          <span className="mx-auto flex size-12 items-center justify-center rounded-2xl bg-primary/10 text-primary">
            <Building2 className="size-6" aria-hidden="true" />
          </span>
          {token !== "" && preview.isPending ? (
            <CentredSpinner label={invitationPageTexts.opening} padding="py-8" />
          ) : preview.isSuccess ? (
            <>
              <div className="text-center">
                <h1 className="font-display text-3xl font-bold">{invitationPageTexts.join(preview.data.companyName)}</h1>
                <p className="mt-2 text-base-content/80">
                  {invitationPageTexts.invitedAs(preview.data.email, companyRoleNames[preview.data.role])}
                </p>
              </div>
              {session.status === "signedIn" && session.user ? (
                session.user.email.toLowerCase() === preview.data.email ? (
                  <JoinButton token={token} companyName={preview.data.companyName} />
                ) : (
                  <p role="alert" className="text-sm font-medium text-error">
                    {invitationPageTexts.otherEmail(companyMessages.invitationOtherEmail, session.user.email)}
                  </p>
                )
              ) : (
                <SignInFirst email={preview.data.email} back={`${location.pathname}${location.search}`} />
              )}
            </>
          ) : (
            <>
              <h1 className="text-center font-display text-3xl font-bold">{invitationPageTexts.heading}</h1>
              <p role="alert" className="text-sm font-medium text-error">
                {token === "" ? companyMessages.invitationInvalid : errorMessage(preview.error)}
              </p>
              <Link to={webRoutes.dashboard} className="btn btn-primary w-full">
                {invitationPageTexts.toDashboard}
              </Link>
            </>
          )}
        </div>
      </div>
    </div>
  );
}

function SignInFirst({ email, back }: { email: string; back: string }) {
  return (
    <div className="flex flex-col gap-3">
      <p className="text-center">{invitationPageTexts.signInFirst(email)}</p>
      <Link to={withRedirect(webRoutes.login, back)} className="btn btn-primary w-full">
        {invitationPageTexts.login}
      </Link>
      <Link to={withRedirect(webRoutes.signUp, back)} className="btn btn-outline w-full">
        {invitationPageTexts.signUp}
      </Link>
    </div>
  );
}

function JoinButton({ token, companyName }: { token: string; companyName: string }) {
  const accept = useAcceptInvitation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      className="btn btn-primary w-full"
      disabled={!hydrated}
      aria-disabled={accept.isPending || undefined}
      onClick={() => {
        if (accept.isPending) return;
        accept.mutate(token, {
          onSuccess: async (company) => {
            toast.success(companyMessages.joined(company.name));
            // Accepting proved the address: the session says verified from now on.
            await queryClient.invalidateQueries({ queryKey: queryKeys.session });
            await navigate(webRoutes.company);
          },
          onError: (error) => toast.error(errorMessage(error)),
        });
      }}
    >
      {accept.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
      {invitationPageTexts.join(companyName)}
    </button>
  );
}
