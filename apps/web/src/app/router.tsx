import type { Tool } from "@shop/contract";
import type { QueryClient } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import type { LoaderFunctionArgs, RouteObject } from "react-router";
import { createBrowserRouter } from "react-router";
import { getTool, toolQueryKey } from "../features/tools/api/getTool";
import { HomePage } from "../features/home/components/HomePage";
import { NotFoundPage } from "../features/not-found/components/NotFoundPage";
import { ToolsPage } from "../features/tools/components/ToolsPage";
import { LoadingScreen } from "../components/Loading";
import { afterNextPaint } from "../lib/afterPaint";
import { RootLayout } from "./layouts/RootLayout";
import { RequireAdmin } from "./RequireAdmin";
import { RequireAuth } from "./RequireAuth";

/** Starts loading an image at high priority, for an `<img>` of the same URL rendered later. */
function preloadImage(url: string): void {
  const image = new Image();
  image.fetchPriority = "high";
  image.src = url;
}

const loadPurchasePage = () => import("../features/purchase/components/PurchasePage");
const PurchasePage = lazy(() => loadPurchasePage().then((module) => ({ default: module.PurchasePage })));

/**
 * The routes of the spec, section 2. Only the shop's front (home, tools, 404) is in the first
 * download; every other page (the forms of sign-in and sign-up with react-hook-form, blogs,
 * portfolio, everything behind the login) is loaded when first visited.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  /**
   * A tool's page (the one page behind the login that Lighthouse measures) asks for its tool and
   * its code once the navbar has painted, beside the session check, instead of after it (the tool
   * is public; its picture is the page's LCP). It waits for neither: the page reads the same
   * query. The page is a `React.lazy` element rather than a lazy route: the router shows nothing
   * but its fallback until a lazy route's code is in, this way the navbar paints at once. And the
   * requests go after that first paint: ~90 KB asked for before it would delay it.
   */
  const prefetchTool = ({ params }: LoaderFunctionArgs) => {
    const id = params.toolsId ?? "";
    afterNextPaint(() => {
      void loadPurchasePage();
      void queryClient
        .prefetchQuery({ queryKey: toolQueryKey(id), queryFn: ({ signal }) => getTool(id, signal) })
        .then(() => {
          // Its picture is the page's largest paint: fetched now, it is in the cache by the time
          // the page (waiting on the session check and its own code) puts it on screen.
          const tool = queryClient.getQueryData<Tool>(toolQueryKey(id));
          if (tool) preloadImage(tool.img);
        });
    });
    return null;
  };

  return [
    {
      element: <RootLayout />,
      // Shown while a page behind the login loads on a direct visit.
      hydrateFallbackElement: <LoadingScreen />,
      children: [
        { index: true, element: <HomePage /> },
        { path: "home", element: <HomePage /> },
        { path: "blogs", lazy: async () => ({ Component: (await import("../features/blogs/components/BlogsPage")).BlogsPage }) },
        { path: "tools", element: <ToolsPage /> },
        { path: "login", lazy: async () => ({ Component: (await import("../features/auth/components/LoginPage")).LoginPage }) },
        { path: "signUp", lazy: async () => ({ Component: (await import("../features/auth/components/SignUpPage")).SignUpPage }) },
        { path: "contact", lazy: async () => ({ Component: (await import("../features/contact/components/ContactPage")).ContactPage }) },
        {
          path: "subscribe/confirm",
          lazy: async () => ({ Component: (await import("../features/subscribe/components/SubscriptionLinkPage")).ConfirmSubscriptionPage }),
        },
        {
          path: "subscribe/unsubscribe",
          lazy: async () => ({ Component: (await import("../features/subscribe/components/SubscriptionLinkPage")).UnsubscribePage }),
        },
        { path: "verify-email", lazy: async () => ({ Component: (await import("../features/auth/components/VerifyEmailPage")).VerifyEmailPage }) },
        { path: "forgot-password", lazy: async () => ({ Component: (await import("../features/auth/components/ForgotPasswordPage")).ForgotPasswordPage }) },
        { path: "reset-password", lazy: async () => ({ Component: (await import("../features/auth/components/ResetPasswordPage")).ResetPasswordPage }) },
        { path: "cart", lazy: async () => ({ Component: (await import("../features/cart/components/CartPage")).CartPage }) },
        { path: "myPortfolio", lazy: async () => ({ Component: (await import("../features/portfolio/components/PortfolioPage")).PortfolioPage }) },
        {
          element: <RequireAuth />,
          children: [
            {
              path: "tools/:toolsId",
              loader: prefetchTool,
              element: (
                <Suspense fallback={<LoadingScreen />}>
                  <PurchasePage />
                </Suspense>
              ),
            },
            {
              path: "dashboard",
              lazy: async () => ({ Component: (await import("./layouts/DashboardLayout")).DashboardLayout }),
              children: [
                { index: true, lazy: async () => ({ Component: (await import("./DashboardHome")).DashboardHome }) },
                { path: "myOrders", lazy: async () => ({ Component: (await import("../features/orders/components/MyOrdersPage")).MyOrdersPage }) },
                { path: "payment/:paymentId", lazy: async () => ({ Component: (await import("../features/payment/components/PaymentPage")).PaymentPage }) },
                { path: "orders/:orderId", lazy: async () => ({ Component: (await import("../features/orders/components/OrderPage")).OrderPage }) },
                { path: "myReviews", lazy: async () => ({ Component: (await import("../features/reviews/components/AddReviewPage")).AddReviewPage }) },
                { path: "myProfile", lazy: async () => ({ Component: (await import("../features/profile/components/MyProfilePage")).MyProfilePage }) },
                { path: "quotes", lazy: async () => ({ Component: (await import("../features/quotes/components/QuotesPage")).QuotesPage }) },
                { path: "quotes/:quoteId", lazy: async () => ({ Component: (await import("../features/quotes/components/QuoteDetailPage")).QuoteDetailPage }) },
                { path: "upDateProfile", lazy: async () => ({ Component: (await import("../features/profile/components/UpdateProfilePage")).UpdateProfilePage }) },
                {
                  element: <RequireAdmin />,
                  children: [
                    { path: "makeAdmin", lazy: async () => ({ Component: (await import("../features/admin/components/AllUsersPage")).AllUsersPage }) },
                    { path: "addProduct", lazy: async () => ({ Component: (await import("../features/admin/components/AddProductPage")).AddProductPage }) },
                    { path: "manageAllOrders", lazy: async () => ({ Component: (await import("../features/admin/components/ManageAllOrdersPage")).ManageAllOrdersPage }) },
                    { path: "manageProducts", lazy: async () => ({ Component: (await import("../features/admin/components/ManageProductsPage")).ManageProductsPage }) },
                    { path: "emails", lazy: async () => ({ Component: (await import("../features/emails/components/SentEmailsPage")).SentEmailsPage }) },
                    { path: "manageReviews", lazy: async () => ({ Component: (await import("../features/admin/components/ManageReviewsPage")).ManageReviewsPage }) },
                    { path: "subscribers", lazy: async () => ({ Component: (await import("../features/subscribe/components/SubscribersPage")).SubscribersPage }) },
                    { path: "editProduct/:toolId", lazy: async () => ({ Component: (await import("../features/catalogue/components/EditProductPage")).EditProductPage }) },
                    { path: "categories", lazy: async () => ({ Component: (await import("../features/catalogue/components/CategoriesPage")).CategoriesPage }) },
                  ],
                },
                { path: "*", element: <NotFoundPage /> },
              ],
            },
          ],
        },
        { path: "*", element: <NotFoundPage /> },
      ],
    },
  ];
}

export function createRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}
