import { Outlet, ScrollRestoration } from "react-router";
import { Footer } from "./Footer";
import { Navbar } from "./Navbar";

export function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="btn btn-primary btn-sm fixed top-2 left-2 z-50 -translate-y-20 focus:translate-y-0">
        Skip to content
      </a>
      <Navbar />
      <noscript>
        <p className="bg-warning px-4 py-2 text-center text-sm text-warning-content">
          Browsing the catalogue works without JavaScript; the cart, ordering, signing in and the forms need it. Please turn it on to buy.
        </p>
      </noscript>
      {/* At least a screen high: the footer starts below the first view, so a page growing as its data arrives does not shift it. */}
      <main id="main" tabIndex={-1} className="min-h-svh flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
