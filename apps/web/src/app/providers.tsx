import { QueryClientProvider } from "@tanstack/react-query";
import type { QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Toaster } from "sonner";
import { SessionProvider } from "../lib/session";

/** Query cache, session and the one toaster of the app. */
export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <SessionProvider>{children}</SessionProvider>
      <Toaster richColors closeButton position="top-center" />
    </QueryClientProvider>
  );
}
