import { dashboardGuardTexts } from "@shop/contract";
import { Navigate, Outlet, useLocation } from "react-router";
import { ErrorState } from "../components/ErrorState";
import { LoadingScreen } from "../components/Loading";
import { loginPathFor } from "../lib/redirect";
import type { FromState } from "../lib/redirect";
import { useSession } from "../lib/session";

/**
 * Guards the protected routes: visitors without a session go to /login, which brings them back
 * here afterwards (router state `from`, and `?redirect=` so it survives a reload).
 */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  // The browser is already elsewhere (a sign-out on its way home, whose navigation React commits
  // in a transition): this page is rendered once more before it goes, and sends nobody to the login.
  const leaving = typeof window !== "undefined" && window.location.pathname !== location.pathname;

  if (session.status === "loading") return <LoadingScreen />;
  if (session.status === "error") {
    return (
      <div className="px-4 py-16">
        <ErrorState
          title={dashboardGuardTexts.sessionCheckFailed}
          message={dashboardGuardTexts.serverSilent}
          onRetry={session.retry}
        />
      </div>
    );
  }
  if (session.status === "signedOut" && leaving) return null;
  if (session.status === "signedOut") {
    const { pathname, search, hash } = location;
    const state: FromState = { from: { pathname, search, hash } };
    return <Navigate to={loginPathFor(`${pathname}${search}${hash}`)} replace state={state} />;
  }
  return <Outlet />;
}
