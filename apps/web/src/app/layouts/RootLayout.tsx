import { navigationTexts } from "@shop/contract";
import { lazy, Suspense } from "react";
import { Outlet, ScrollRestoration, useLocation } from "react-router";
import { signedUpEmail } from "../../features/auth/signedUp";
import { useSession } from "../../lib/session";
import { useSessionFollowsOtherTabs } from "../../lib/sessionSync";
import { useCartFollowsSession } from "../../lib/useCartFollowsSession";
import { Footer } from "./Footer";
import { Navbar } from "./Navbar";

// Shown once, after a sign-up: its words come from a contract module with zod, so not in the first download.
const SignedUpNotice = lazy(() => import("../../features/auth/components/SignedUpNotice").then((module) => ({ default: module.SignedUpNotice })));

/**
 * What follows the session (other tabs, the account's cart), in a component of its own that draws
 * nothing: its updates (the token stored just after hydration) re-render it alone, not the page.
 */
function SessionFollowers(): null {
  useSessionFollowsOtherTabs();
  useCartFollowsSession();
  return null;
}

export function RootLayout() {
  const { user } = useSession();
  const location = useLocation();
  const justSignedUp = signedUpEmail(location.state);
  // Once the address is proved (the link opened, the page reloaded) there is nothing left to say.
  const showSignedUp = justSignedUp !== null && user !== null && user.email === justSignedUp && !user.emailVerified;
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="btn btn-primary btn-sm fixed top-2 left-2 z-50 -translate-y-20 focus:translate-y-0">
        {navigationTexts.skipToContent}
      </a>
      <Navbar />
      <noscript>
        <p className="bg-warning px-4 py-2 text-center text-sm text-warning-content">
          {navigationTexts.noScript}
        </p>
      </noscript>
      {/* At least a screen high: the footer starts below the first view, so a page growing as its data arrives does not shift it. */}
      <main id="main" tabIndex={-1} className="min-h-svh flex-1 focus:outline-none">
        {showSignedUp && (
          <div className="mx-auto max-w-7xl px-4 pt-4 sm:px-6">
            <Suspense fallback={null}>
              <SignedUpNotice email={justSignedUp} />
            </Suspense>
          </div>
        )}
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
      <SessionFollowers />
    </div>
  );
}
