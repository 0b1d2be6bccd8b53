import { QueryClientProvider } from "@tanstack/react-query";
import type { QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Toaster } from "sonner";
import { SessionProvider } from "../lib/session";
import { SiteOriginContext } from "../lib/site";

/** The site's origin, the query cache, the session and the one toaster of the app. */
export function Providers({ client, origin, children }: { client: QueryClient; origin: string; children: ReactNode }) {
  return (
    <SiteOriginContext value={origin}>
      <QueryClientProvider client={client}>
        <SessionProvider>{children}</SessionProvider>
        <Toaster richColors closeButton position="top-center" />
      </QueryClientProvider>
    </SiteOriginContext>
  );
}
