import { accountMessages, verifyEmailPageTexts } from "@shop/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CircleCheck } from "lucide-react";
import { Link, useLocation } from "react-router";
import { CentredSpinner } from "../../../components/Loading";
import { errorMessage } from "../../../lib/api";
import { useSession } from "../../../lib/session";
import { verifyEmail } from "../api/verifyEmail";
import { AuthCard, AuthError } from "./AuthCard";
import { ResendVerificationButton } from "../../../components/ResendVerificationButton";
import { PageTitle } from "../../../components/PageTitle";
import { queryKeys } from "../../../lib/query-keys";

/**
 * /verify-email?token=…: the link of the verification email. The token is sent by a POST from
 * here, not used by the GET of the link, so a mail scanner that opens links does not use it up.
 */
export function VerifyEmailPage() {
  const token = new URLSearchParams(useLocation().search).get("token") ?? "";
  const queryClient = useQueryClient();
  const session = useSession();
  // A query, not an effect: it runs once per token even when React mounts the page twice.
  const result = useQuery({
    queryKey: queryKeys.verifyEmail(token),
    queryFn: async () => {
      const answer = await verifyEmail(token);
      await queryClient.invalidateQueries({ queryKey: queryKeys.session });
      return answer;
    },
    enabled: token !== "",
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const signedIn = session.status === "signedIn";

  return (
    <AuthCard title={verifyEmailPageTexts.heading} subtitle={verifyEmailPageTexts.subtitle}>
      <PageTitle>{verifyEmailPageTexts.title}</PageTitle>
      {token !== "" && result.isPending ? (
        <CentredSpinner label={verifyEmailPageTexts.verifying} padding="py-8" />
      ) : result.isSuccess ? (
        <div className="flex flex-col items-center gap-3 text-center" role="status">
          <CircleCheck className="size-10 text-success" aria-hidden="true" />
          <p className="font-medium">{result.data.message}</p>
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <AuthError message={token === "" ? accountMessages.linkInvalid : errorMessage(result.error)} />
          {signedIn && !session.user?.emailVerified && <ResendVerificationButton />}
        </div>
      )}
      <Link to={signedIn ? "/dashboard" : "/login"} className="btn btn-primary w-full">
        {signedIn ? verifyEmailPageTexts.myOrders : verifyEmailPageTexts.login}
      </Link>
    </AuthCard>
  );
}
