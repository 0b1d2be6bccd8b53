import type { RouteObject } from "react-router";
import { createBrowserRouter } from "react-router";
import { AddProductPage } from "../features/admin/components/AddProductPage";
import { AllUsersPage } from "../features/admin/components/AllUsersPage";
import { ManageAllOrdersPage } from "../features/admin/components/ManageAllOrdersPage";
import { ManageProductsPage } from "../features/admin/components/ManageProductsPage";
import { LoginPage } from "../features/auth/components/LoginPage";
import { SignUpPage } from "../features/auth/components/SignUpPage";
import { BlogsPage } from "../features/blogs/components/BlogsPage";
import { HomePage } from "../features/home/components/HomePage";
import { NotFoundPage } from "../features/not-found/components/NotFoundPage";
import { MyOrdersPage } from "../features/orders/components/MyOrdersPage";
import { PaymentPage } from "../features/payment/components/PaymentPage";
import { PortfolioPage } from "../features/portfolio/components/PortfolioPage";
import { MyProfilePage } from "../features/profile/components/MyProfilePage";
import { UpdateProfilePage } from "../features/profile/components/UpdateProfilePage";
import { PurchasePage } from "../features/purchase/components/PurchasePage";
import { AddReviewPage } from "../features/reviews/components/AddReviewPage";
import { ToolsPage } from "../features/tools/components/ToolsPage";
import { DashboardLayout } from "./layouts/DashboardLayout";
import { RootLayout } from "./layouts/RootLayout";
import { RequireAdmin } from "./RequireAdmin";
import { RequireAuth } from "./RequireAuth";

/** The routes of the spec, section 2. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
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
          { path: "tools/:toolsId", element: <PurchasePage /> },
          {
            path: "dashboard",
            element: <DashboardLayout />,
            children: [
              { index: true, element: <MyOrdersPage /> },
              { path: "payment/:paymentId", element: <PaymentPage /> },
              { path: "myReviews", element: <AddReviewPage /> },
              { path: "myProfile", element: <MyProfilePage /> },
              { path: "upDateProfile", element: <UpdateProfilePage /> },
              {
                element: <RequireAdmin />,
                children: [
                  { path: "makeAdmin", element: <AllUsersPage /> },
                  { path: "addProduct", element: <AddProductPage /> },
                  { path: "manageAllOrders", element: <ManageAllOrdersPage /> },
                  { path: "manageProducts", element: <ManageProductsPage /> },
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
