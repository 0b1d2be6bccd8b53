import { navigationTexts } from "@shop/contract";
import { QueryClientProvider } from "@tanstack/react-query";
import type { QueryClient } from "@tanstack/react-query";
import type { CSSProperties, ReactNode } from "react";
import { Toaster } from "sonner";
import { SessionProvider } from "../lib/session";
import { SiteOriginContext } from "../lib/site";

/**
 * The toaster's place and colours (issue 26). At the bottom, and under the sticky header (z-40),
 * its menus and the dashboard's drawer (z-50), so a toast never covers the navigation at any
 * width. Sonner's rich colours, each text darkened in its own hue to at least 4.8:1 on its
 * background (sonner's own reach 3.1 to 4.35:1; success was #008a2e on #ecfdf3, 4.25:1).
 */
const toasterStyle = {
  zIndex: 30,
  "--success-text": "hsl(140, 100%, 25%)",
  "--info-text": "hsl(210, 92%, 42%)",
  "--warning-text": "hsl(31, 92%, 34%)",
  "--error-text": "hsl(360, 100%, 42%)",
} as CSSProperties;

/** The site's origin, the query cache, the session and the one toaster of the app. */
export function Providers({ client, origin, children }: { client: QueryClient; origin: string; children: ReactNode }) {
  return (
    <SiteOriginContext value={origin}>
      <QueryClientProvider client={client}>
        <SessionProvider>{children}</SessionProvider>
        {/* Sonner's own English names (its region, a toast's close button) in the page's words. */}
        <Toaster
          richColors
          closeButton
          position="bottom-center"
          style={toasterStyle}
          containerAriaLabel={navigationTexts.notifications}
          toastOptions={{ closeButtonAriaLabel: navigationTexts.closeNotification }}
        />
      </QueryClientProvider>
    </SiteOriginContext>
  );
}
