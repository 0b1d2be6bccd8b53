import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { sharedUiTexts } from "@shop/contract";
import { LogIn } from "lucide-react";
import { Link, useLocation } from "react-router";
import { errorMessage, isApiError } from "../lib/api";
import { loginPathFor } from "../lib/redirect";
import { ErrorState } from "./ErrorState";
import type { SpinnerPadding } from "./Loading";
import { CentredSpinner, LoadingScreen } from "./Loading";

/** What QueryError needs of a query: narrow enough that a query already narrowed to its error state fits. */
interface FailedQuery {
  error: unknown;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * A query's failure: the page's own headline, the error's message and a Retry that refetches it.
 * A 401 (the session ended, in this tab or another) also links to the login, which brings the
 * visitor back here.
 */
export function QueryError({ query, title }: { query: FailedQuery; title: string }) {
  const location = useLocation();
  const signedOut = isApiError(query.error) && query.error.status === 401;
  const login = signedOut ? (
    <Link to={loginPathFor(`${location.pathname}${location.search}${location.hash}`)} className="btn btn-primary btn-sm">
      <LogIn className="size-4" aria-hidden="true" />
      {sharedUiTexts.logInAgain}
    </Link>
  ) : undefined;
  return <ErrorState title={title} message={errorMessage(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} action={login} />;
}

interface QueryViewProps<T, E> {
  query: UseQueryResult<T, E>;
  /** The spinner's accessible name while the first answer is on its way. */
  loadingLabel: string;
  /** The headline shown above the error's message when the query failed. */
  errorTitle: string;
  /**
   * How the wait looks: "screen" fills the area (a page's main content); otherwise a centred
   * spinner with this much room above and below.
   */
  loading?: "screen" | SpinnerPadding;
  children: (data: T) => ReactNode;
}

/** A query's loading and error states, and its data rendered by `children` once it is there. */
export function QueryView<T, E>({ query, loadingLabel, errorTitle, loading = "py-12", children }: QueryViewProps<T, E>) {
  if (query.isPending) {
    return loading === "screen" ? <LoadingScreen label={loadingLabel} /> : <CentredSpinner label={loadingLabel} padding={loading} />;
  }
  if (query.isError) return <QueryError query={query} title={errorTitle} />;
  return children(query.data);
}
