import type { RouteObject } from "react-router";
import { createBrowserRouter } from "react-router";
import { LoginPage } from "../features/auth/components/LoginPage";
import { SignUpPage } from "../features/auth/components/SignUpPage";
import { BlogsPage } from "../features/blogs/components/BlogsPage";
import { HomePage } from "../features/home/components/HomePage";
import { NotFoundPage } from "../features/not-found/components/NotFoundPage";
import { PortfolioPage } from "../features/portfolio/components/PortfolioPage";
import { ToolsPage } from "../features/tools/components/ToolsPage";
import { LoadingScreen } from "../components/Loading";
import { DashboardLayout } from "./layouts/DashboardLayout";
import { RootLayout } from "./layouts/RootLayout";
import { RequireAdmin } from "./RequireAdmin";
import { RequireAuth } from "./RequireAuth";

/**
 * The routes of the spec, section 2. The pages behind the login (purchase, dashboard, admin)
 * are loaded when first visited, so a visitor's first page downloads only the public app.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Shown while a page behind the login loads on a direct visit.
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      { index: true, element: <HomePage /> },
      { path: "home", element: <HomePage /> },
      { path: "blogs", element: <BlogsPage /> },
      { path: "tools", element: <ToolsPage /> },
      { path: "login", element: <LoginPage /> },
      { path: "signUp", element: <SignUpPage /> },
      { path: "myPortfolio", element: <PortfolioPage /> },
      {
        element: <RequireAuth />,
        children: [
          { path: "tools/:toolsId", lazy: async () => ({ Component: (await import("../features/purchase/components/PurchasePage")).PurchasePage }) },
          {
            path: "dashboard",
            element: <DashboardLayout />,
            children: [
              { index: true, lazy: async () => ({ Component: (await import("../features/orders/components/MyOrdersPage")).MyOrdersPage }) },
              { path: "payment/:paymentId", lazy: async () => ({ Component: (await import("../features/payment/components/PaymentPage")).PaymentPage }) },
              { path: "myReviews", lazy: async () => ({ Component: (await import("../features/reviews/components/AddReviewPage")).AddReviewPage }) },
              { path: "myProfile", lazy: async () => ({ Component: (await import("../features/profile/components/MyProfilePage")).MyProfilePage }) },
              { path: "upDateProfile", lazy: async () => ({ Component: (await import("../features/profile/components/UpdateProfilePage")).UpdateProfilePage }) },
              {
                element: <RequireAdmin />,
                children: [
                  { path: "makeAdmin", lazy: async () => ({ Component: (await import("../features/admin/components/AllUsersPage")).AllUsersPage }) },
                  { path: "addProduct", lazy: async () => ({ Component: (await import("../features/admin/components/AddProductPage")).AddProductPage }) },
                  { path: "manageAllOrders", lazy: async () => ({ Component: (await import("../features/admin/components/ManageAllOrdersPage")).ManageAllOrdersPage }) },
                  { path: "manageProducts", lazy: async () => ({ Component: (await import("../features/admin/components/ManageProductsPage")).ManageProductsPage }) },
                  { path: "manageReviews", lazy: async () => ({ Component: (await import("../features/admin/components/ManageReviewsPage")).ManageReviewsPage }) },
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

export function createRouter() {
  return createBrowserRouter(routes);
}
