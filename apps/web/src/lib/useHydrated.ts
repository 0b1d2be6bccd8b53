import { useSyncExternalStore } from "react";

const noSubscription = () => () => undefined;

/**
 * False in the server's HTML and in the render that hydrates it, true from then on. A button
 * whose work needs JavaScript is disabled until then: pressed in the server's page before the
 * code has run, it would do nothing, or send its form natively (a password in the URL).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
