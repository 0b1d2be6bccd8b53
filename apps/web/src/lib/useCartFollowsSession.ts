import { useEffect } from "react";
import { forgetAccountCart } from "./cart";
import { useSession, useTokenReady } from "./session";

/**
 * Issue 27: while a buyer is signed in, the cart is the account's, kept on the server
 * (lib/cartSync.ts, loaded only then, so a visitor's first download does not carry it); once the
 * session has ended, here or in another tab, this browser forgets its copy.
 */
export function useCartFollowsSession(): void {
  const { status, user } = useSession();
  const tokenReady = useTokenReady();
  const account = status === "signedIn" && tokenReady && user ? user.uid : null;

  useEffect(() => {
    if (status === "signedOut") forgetAccountCart();
  }, [status]);

  useEffect(() => {
    if (account === null) return;
    let stop: (() => void) | undefined;
    let left = false;
    import("./cartSync").then(
      (sync) => {
        if (!left) stop = sync.followServerCart(account);
      },
      () => {
        // The module did not load (a new release, the network): the cart stays in this browser until the next page.
      },
    );
    return () => {
      left = true;
      stop?.();
    };
  }, [account]);
}
