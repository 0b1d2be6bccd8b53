import type { QueryClient } from "@tanstack/react-query";
import type { DataRouter } from "react-router";
import { useEffect } from "react";
import { RouterProvider } from "react-router/dom";
import { afterNextPaint } from "../lib/afterPaint";
import { Providers } from "./providers";

interface AppProps {
  queryClient: QueryClient;
  router: DataRouter;
  /** The shop's public origin, as the server rendered with it. */
  origin: string;
}

/** The app in the browser; entry-server.tsx renders the same providers around a static router. */
export function App({ queryClient, router, origin }: AppProps) {
  // `<html data-hydrated>`: the page answers now. The journeys wait for it after each load
  // (e2e/tests/fixtures.ts), as a person waits for a page that has stopped loading.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    // `<html data-settled>`, a frame later: transitions may run from then on (index.css).
    afterNextPaint(() => {
      document.documentElement.dataset.settled = "true";
    });
  }, []);
  return (
    <Providers client={queryClient} origin={origin}>
      <RouterProvider router={router} />
    </Providers>
  );
}
