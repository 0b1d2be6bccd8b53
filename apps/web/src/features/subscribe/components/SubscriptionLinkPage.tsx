import { contactMessages, newsletterTexts } from "@shop/contract";
import { CircleAlert, CircleCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import { CentredSpinner } from "../../../components/Loading";
import { errorMessage } from "../../../lib/api";
import { useFollowSubscriptionLink, type SubscriptionLinkKind } from "../api/followSubscriptionLink";
import { PageTitle } from "../../../components/PageTitle";

// Read at each render: the words follow the page's language.
const titles = (): Record<SubscriptionLinkKind, string> => ({ confirm: newsletterTexts.confirmTitle, unsubscribe: newsletterTexts.unsubscribeTitle });

/**
 * /subscribe/confirm and /subscribe/unsubscribe: where the emailed links land. The page posts the
 * token once on arrival (a GET that changed state would be followed by link scanners too).
 */
export function SubscriptionLinkPage({ kind }: { kind: SubscriptionLinkKind }) {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const follow = useFollowSubscriptionLink();
  const { mutate } = follow;
  // A confirmation link works once: Strict Mode's second run of the effect must not post it again.
  const posted = useRef<string | null>(null);

  useEffect(() => {
    if (!token || posted.current === token) return;
    posted.current = token;
    mutate({ kind, token });
  }, [kind, token, mutate]);

  const title = titles()[kind];
  return (
    <div className="mx-auto max-w-xl px-4 py-16 sm:px-6">
      <PageTitle>{newsletterTexts.pageTitle(title)}</PageTitle>
      <h1 className="mb-6 font-display text-3xl font-bold">{title}</h1>
      {!token || follow.isError ? (
        <div role="alert" className="alert alert-error alert-soft">
          <CircleAlert className="size-5 shrink-0" aria-hidden="true" />
          <p>{follow.isError ? errorMessage(follow.error) : contactMessages.badLink}</p>
        </div>
      ) : follow.isSuccess ? (
        <div role="status" className="alert alert-success alert-soft">
          <CircleCheck className="size-5 shrink-0" aria-hidden="true" />
          <p>{follow.data.message}</p>
        </div>
      ) : (
        <CentredSpinner label={newsletterTexts.wait} padding="py-10" />
      )}
      <Link to="/" className="btn btn-primary mt-8">
        {newsletterTexts.backToShop}
      </Link>
    </div>
  );
}

export function ConfirmSubscriptionPage() {
  return <SubscriptionLinkPage kind="confirm" />;
}

export function UnsubscribePage() {
  return <SubscriptionLinkPage kind="unsubscribe" />;
}
