import type { RouteObject } from "react-router";
import { createBrowserRouter } from "react-router";
import { LoginPage } from "../features/auth/components/LoginPage";
import { SignUpPage } from "../features/auth/components/SignUpPage";
import { BlogsPage } from "../features/blogs/components/BlogsPage";
import { DashboardHome } from "../features/dashboard/components/DashboardHome";
import { HomePage } from "../features/home/components/HomePage";
import { NotFoundPage } from "../features/not-found/components/NotFoundPage";
import { PortfolioPage } from "../features/portfolio/components/PortfolioPage";
import { PurchasePage } from "../features/purchase/components/PurchasePage";
import { ToolsPage } from "../features/tools/components/ToolsPage";
import { DashboardLayout } from "./layouts/DashboardLayout";
import { RootLayout } from "./layouts/RootLayout";
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
              { index: true, element: <DashboardHome /> },
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
