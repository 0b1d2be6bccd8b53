import { TOOLS_PAGE_SIZE, type Tool } from "@shop/contract";
import type { QueryClient } from "@tanstack/react-query";
import { Suspense } from "react";
import type { LoaderFunctionArgs, RouteObject } from "react-router";
import { redirect } from "react-router";
import { providersQuery } from "../features/auth/api/getProviders";
import { sessionQuery } from "../lib/session";
import { categoriesQuery } from "../lib/categories";
import { homeReviewsQuery } from "../features/home/api/getReviews";
import { POPULAR_TOOLS_COUNT } from "../features/home/components/PopularTools";
import { filteredToolPageQuery, toolQuery } from "../lib/tools";
import { exampleToolsQuery } from "../lib/skuExample";
import { filtersFromParams } from "../features/tools/useToolFilterParams";
import { pageFromParams } from "../lib/usePageParam";
import { loginPathFor } from "../lib/redirect";
import { HomePage } from "../features/home/components/HomePage";
import { NotFoundPage } from "../features/not-found/components/NotFoundPage";
import { ToolsPage } from "../features/tools/components/ToolsPage";
import { LoadingScreen } from "../components/Loading";
import { afterNextPaint } from "../lib/afterPaint";
import { RootLayout } from "./layouts/RootLayout";
import { RequireAdmin } from "./RequireAdmin";
import { RequireAuth } from "./RequireAuth";
import type { CartLine } from "../lib/cart";
import type * as PageDataModule from "./pageData";
import { lazyComponent, preloadable } from "../lib/preloadable";

/** Starts loading an image at high priority, for an `<img>` of the same URL rendered later. */
function preloadImage(url: string): void {
  const image = new Image();
  image.fetchPriority = "high";
  image.src = url;
}

// Loaded before the tool page hydrates (main.tsx, `preload`): its HTML is then hydrated in place,
// and its forms, kept as the server's HTML, take what a buyer types meanwhile.
const purchasePageCode = preloadable(() => import("../features/purchase/components/PurchasePage"));
const PurchasePage = lazyComponent(purchasePageCode, (module) => module.PurchasePage);
// The tool page offers a quote beside its own order form: composed here, as features do not import
// each other. Its code loads with the page's forms.
const requestQuoteCode = preloadable(() => import("../features/quotes/components/RequestQuote"));
const RequestQuote = lazyComponent(requestQuoteCode, (module) => module.RequestQuote);
const requestQuote = { load: requestQuoteCode.load, render: (tool: Tool) => <RequestQuote tool={tool} /> };
// And a company member's "Add to list" beside Add to cart; its code (the lists' API and dialog) too.
const addToListCode = preloadable(() => import("../features/lists/components/AddToolToList"));
const AddToolToList = lazyComponent(addToListCode, (module) => module.AddToolToList);
const addToList = {
  load: addToListCode.load,
  render: (tool: Tool, quantity: number | null, onQuantityProblem: () => void) => <AddToolToList tool={tool} quantity={quantity} onQuantityProblem={onQuantityProblem} />,
};

/** What a route names in its `handle` to be loaded before the page hydrates (main.tsx). */
export interface PreloadHandle {
  preload: () => Promise<unknown>;
}

// The cart offers a company member to keep its lines as a shared list: composed here too. Its code
// loads with the checkout's, when the buyer reaches for a form.
const saveCartAsListCode = preloadable(() => import("../features/lists/components/SaveCartAsList"));
const SaveCartAsList = lazyComponent(saveCartAsListCode, (module) => module.SaveCartAsList);
const saveCartAsList = { load: saveCartAsListCode.load, render: (lines: readonly CartLine[]) => <SaveCartAsList lines={lines} /> };
// Issue 35: the cart as one quote request, under its lines beside "Save cart as list".
const requestCartQuoteCode = preloadable(() => import("../features/quotes/components/RequestCartQuote"));
const RequestCartQuote = lazyComponent(requestCartQuoteCode, (module) => module.RequestCartQuote);
const cartExtras = {
  load: () => Promise.all([saveCartAsListCode.load(), requestCartQuoteCode.load()]),
  render: (lines: readonly CartLine[]) => (
    <>
      {saveCartAsList.render(lines)}
      <RequestCartQuote lines={lines} />
    </>
  ),
};

/**
 * Where the route table runs. On the server (entry-server.tsx) a page's loader loads the data it
 * renders, so the HTML holds it and the client starts from it; in the browser the same loaders
 * do not wait for data (the hydrated page already has it, and a page opened later asks for its
 * own data, showing its loading state meanwhile, as before).
 */
export type RenderSide = "server" | "client";

/** The queries a page renders from, loaded before the server renders it. */
type PageData = (queryClient: QueryClient, url: URL, params: LoaderFunctionArgs["params"]) => Promise<unknown>[];

/**
 * The routes of the spec, section 2. Only the shop's front (home, tools, 404) is in the first
 * download; every other page (the forms of sign-in and sign-up with react-hook-form, blogs,
 * portfolio, everything behind the login) is loaded when first visited.
 */
export function createRoutes(queryClient: QueryClient, side: RenderSide = "client"): RouteObject[] {
  // A loader answers null, never undefined: the client takes a route without data in the
  // server's answer for one whose loader has not run, and would run it again.
  const serverData =
    (data: PageData) =>
    async ({ request, params }: LoaderFunctionArgs) => {
      if (side === "server") await Promise.all(data(queryClient, new URL(request.url), params));
      return null;
    };
  // prefetchQuery never throws: a failed call renders the page's own error state.
  const home = serverData((client) => [
    client.prefetchQuery(filteredToolPageQuery({}, 1, POPULAR_TOOLS_COUNT)),
    client.prefetchQuery(homeReviewsQuery()),
  ]);
  const tools = serverData((client, url) => [
    client.prefetchQuery(filteredToolPageQuery(filtersFromParams(url.searchParams), pageFromParams(url.searchParams), TOOLS_PAGE_SIZE)),
    client.prefetchQuery(categoriesQuery()),
  ]);
  // The shop's details parse with a schema of the contract's own: imported with the page, so its
  // zod stays out of the first download.
  const contact = serverData((client) => [import("../features/contact/api/getShopInfo").then(({ shopInfoQuery }) => client.prefetchQuery(shopInfoQuery()))]);
  const signIn = serverData((client) => [client.prefetchQuery(providersQuery())]);
  // Quick order's example line is a real tool's: in the HTML, not asked (and parsed with zod) after hydration.
  const quickOrder = serverData((client) => [client.prefetchQuery(exampleToolsQuery())]);
  /** A buyer's dashboard page, rendered by the server with its data (app/pageData.ts, loaded there only). */
  const dashboardPage =
    (pick: (data: typeof PageDataModule) => (client: QueryClient, url: URL) => Promise<unknown>) =>
    async ({ request }: LoaderFunctionArgs) => {
      if (side === "server") await pick(await import("./pageData"))(queryClient, new URL(request.url));
      return null;
    };
  /**
   * Behind the login, the server knows the visitor from the session cookie: a visitor without a
   * session goes to the login at once (a redirect, which works without JavaScript), with the
   * page to come back to. In the browser RequireAuth decides, as the session may end meanwhile.
   */
  const requireSession = async ({ request }: LoaderFunctionArgs) => {
    if (side === "client") return null;
    const user = await queryClient.fetchQuery(sessionQuery()).catch(() => undefined);
    if (user === null) {
      const { pathname, search, hash } = new URL(request.url);
      throw redirect(loginPathFor(`${pathname}${search}${hash}`));
    }
    return null;
  };

  /**
   * A tool's page: on the server, its tool is loaded before the page renders. Opened from another
   * page in the browser, it asks for its tool and its code once the navbar has painted, and waits
   * for neither: the page reads the same query. The page is a `React.lazy` element rather than a
   * lazy route: the router shows nothing but its fallback until a lazy route's code is in, this
   * way the navbar paints at once.
   */
  const prefetchTool = async (args: LoaderFunctionArgs) => {
    const id = args.params.toolsId ?? "";
    // The forms the server sends are the ones the buyer fills in (app/pageData.ts).
    if (side === "server") {
      await (await import("./pageData")).toolData(queryClient, id);
      return null;
    }
    afterNextPaint(() => {
      void purchasePageCode.load();
      void queryClient.prefetchQuery(toolQuery(id)).then(() => {
        // Its picture is the page's largest paint: fetched now, it is in the cache by the time
        // the page (waiting on its own code) puts it on screen.
        const tool = queryClient.getQueryData<Tool>(toolQuery(id).queryKey);
        if (tool) preloadImage(tool.img);
      });
    });
    return null;
  };

  return [
    {
      element: <RootLayout />,
      // The navbar shows who is signed in from the first byte.
      loader: serverData((client) => [client.prefetchQuery(sessionQuery())]),
      // Shown while a page behind the login loads on a direct visit.
      hydrateFallbackElement: <LoadingScreen />,
      children: [
        { index: true, loader: home, element: <HomePage /> },
        { path: "home", loader: home, element: <HomePage /> },
        { path: "blogs", lazy: async () => ({ Component: (await import("../features/blogs/components/BlogsPage")).BlogsPage }) },
        { path: "tools", loader: tools, element: <ToolsPage /> },
        { path: "login", loader: signIn, lazy: async () => ({ Component: (await import("../features/auth/components/LoginPage")).LoginPage }) },
        { path: "signUp", loader: signIn, lazy: async () => ({ Component: (await import("../features/auth/components/SignUpPage")).SignUpPage }) },
        { path: "contact", loader: contact, lazy: async () => ({ Component: (await import("../features/contact/components/ContactPage")).ContactPage }) },
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
        {
          path: "invitations/accept",
          lazy: async () => ({ Component: (await import("../features/company/components/AcceptInvitationPage")).AcceptInvitationPage }),
        },
        {
          path: "cart",
          // A signed-in buyer's cart is rendered by the server with the account's cart; a visitor's
          // lives in the browser, rendered empty by the server (app/cartRoute.ts).
          loader: async () => {
            if (side === "server") await (await import("./cartRoute")).loadCart(queryClient);
            return null;
          },
          handle: { preload: () => import("./cartRoute").then((route) => route.preloadCart(queryClient)) } satisfies PreloadHandle,
          lazy: async () => {
            const { CartPage } = await import("../features/purchase/components/CartPage");
            return { Component: () => <CartPage cartExtras={cartExtras} /> };
          },
        },
        { path: "myPortfolio", lazy: async () => ({ Component: (await import("../features/portfolio/components/PortfolioPage")).PortfolioPage }) },
        {
          element: <RequireAuth />,
          loader: requireSession,
          children: [
            {
              path: "tools/:toolsId",
              loader: prefetchTool,
              handle: { preload: purchasePageCode.load } satisfies PreloadHandle,
              element: (
                <Suspense fallback={<LoadingScreen />}>
                  <PurchasePage moreWaysToBuy={requestQuote} besideAddToCart={addToList} />
                </Suspense>
              ),
            },
            { path: "quick-order", loader: quickOrder, lazy: async () => ({ Component: (await import("../features/quick-order/components/QuickOrderPage")).QuickOrderPage }) },
            {
              path: "dashboard",
              loader: dashboardPage((data) => data.dashboardData),
              lazy: async () => ({ Component: (await import("./layouts/DashboardLayout")).DashboardLayout }),
              children: [
                { index: true, lazy: async () => ({ Component: (await import("./DashboardHome")).DashboardHome }) },
                { path: "myOrders", loader: dashboardPage((data) => data.myOrdersData), lazy: async () => ({ Component: (await import("../features/orders/components/MyOrdersPage")).MyOrdersPage }) },
                { path: "payment/:paymentId", loader: dashboardPage((data) => data.paymentData), lazy: async () => ({ Component: (await import("../features/payment/components/PaymentPage")).PaymentPage }) },
                { path: "orders/:orderId", loader: dashboardPage((data) => data.orderData), lazy: async () => ({ Component: (await import("../features/orders/components/OrderPage")).OrderPage }) },
                { path: "myReviews", lazy: async () => ({ Component: (await import("../features/reviews/components/AddReviewPage")).AddReviewPage }) },
                { path: "myProfile", loader: dashboardPage((data) => data.profileData), lazy: async () => ({ Component: (await import("../features/profile/components/MyProfilePage")).MyProfilePage }) },
                { path: "quotes", loader: dashboardPage((data) => data.quotesData), lazy: async () => ({ Component: (await import("../features/quotes/components/QuotesPage")).QuotesPage }) },
                { path: "quotes/:quoteId", loader: dashboardPage((data) => data.quoteData), lazy: async () => ({ Component: (await import("../features/quotes/components/QuoteDetailPage")).QuoteDetailPage }) },
                { path: "lists", loader: dashboardPage((data) => data.listsData), lazy: async () => ({ Component: (await import("../features/lists/components/ListsPage")).ListsPage }) },
                // Issue 27: a company's orders and the approvals of its admins and approvers (decision 037).
                {
                  path: "company/orders",
                  loader: dashboardPage((data) => data.companyOrdersData),
                  lazy: async () => ({ Component: (await import("../features/company-orders/components/CompanyOrdersPage")).CompanyOrdersPage }),
                },
                {
                  path: "company/approvals",
                  loader: dashboardPage((data) => data.approvalsData),
                  lazy: async () => ({ Component: (await import("../features/company-orders/components/ApprovalsPage")).ApprovalsPage }),
                },
                {
                  path: "company/quotes",
                  loader: dashboardPage((data) => data.companyQuotesData),
                  lazy: async () => ({ Component: (await import("../features/company-orders/components/CompanyQuotesPage")).CompanyQuotesPage }),
                },
                // Issue 28 item 5: the company's statement of account (its admins and accountants).
                { path: "company/statement", loader: dashboardPage((data) => data.companyStatementData), lazy: async () => ({ Component: (await import("../features/company-statement/components/CompanyStatementPage")).CompanyStatementPage }) },
                // Issue 28: the company's invoices on account, paid several at once (admins and accountants).
                { path: "company/invoices", loader: dashboardPage((data) => data.companyInvoicesData), lazy: async () => ({ Component: (await import("../features/company-invoices/components/InvoicesPage")).InvoicesPage }) },
                { path: "company", loader: dashboardPage((data) => data.companyData), lazy: async () => ({ Component: (await import("../features/company/components/CompanyPage")).CompanyPage }) },
                { path: "upDateProfile", lazy: async () => ({ Component: (await import("../features/profile/components/UpdateProfilePage")).UpdateProfilePage }) },
                {
                  element: <RequireAdmin />,
                  children: [
                    { path: "makeAdmin", loader: dashboardPage((data) => data.allUsersData), lazy: async () => ({ Component: (await import("../features/admin/components/AllUsersPage")).AllUsersPage }) },
                    { path: "addProduct", lazy: async () => ({ Component: (await import("../features/catalogue/components/AddProductPage")).AddProductPage }) },
                    { path: "manageAllOrders", loader: dashboardPage((data) => data.manageAllOrdersData), lazy: async () => ({ Component: (await import("../features/orders/components/ManageAllOrdersPage")).ManageAllOrdersPage }) },
                    { path: "manageProducts", loader: dashboardPage((data) => data.manageProductsData), lazy: async () => ({ Component: (await import("../features/catalogue/components/ManageProductsPage")).ManageProductsPage }) },
                    { path: "emails", loader: dashboardPage((data) => data.sentEmailsData), lazy: async () => ({ Component: (await import("../features/emails/components/SentEmailsPage")).SentEmailsPage }) },
                    { path: "reports", loader: dashboardPage((data) => data.reportsData), lazy: async () => ({ Component: (await import("../features/reports/components/MonthlyReportPage")).MonthlyReportPage }) },
                    { path: "manageReviews", loader: dashboardPage((data) => data.manageReviewsData), lazy: async () => ({ Component: (await import("../features/reviews/components/ManageReviewsPage")).ManageReviewsPage }) },
                    { path: "subscribers", lazy: async () => ({ Component: (await import("../features/subscribe/components/SubscribersPage")).SubscribersPage }) },
                    { path: "discounts", lazy: async () => ({ Component: (await import("../features/discounts/components/DiscountCodesPage")).DiscountCodesPage }) },
                    // Issue 28: the companies' own prices.
                    // The list, "new" and one list: one route (its code is one chunk), the first download stays small.
                    { path: "price-lists/:priceListId?", lazy: async () => ({ Component: (await import("../features/price-lists/components/PriceListPage")).PriceListsRoute }) },
                    { path: "editProduct/:toolId", lazy: async () => ({ Component: (await import("../features/catalogue/components/EditProductPage")).EditProductPage }) },
                    { path: "categories", lazy: async () => ({ Component: (await import("../features/catalogue/components/CategoriesPage")).CategoriesPage }) },
                    { path: "shipping", lazy: async () => ({ Component: (await import("../features/shipping/components/ShippingPage")).ShippingPage }) },
                    { path: "tax", lazy: async () => ({ Component: (await import("../features/shipping/components/TaxPage")).TaxPage }) },
                    { path: "languages", lazy: async () => ({ Component: (await import("../features/languages/components/LanguagesPage")).LanguagesPage }) },
                    { path: "companies", loader: dashboardPage((data) => data.officeCompaniesData), lazy: async () => ({ Component: (await import("../features/office-companies/components/OfficeCompaniesPage")).OfficeCompaniesPage }) },
                    {
                      path: "companies/:companyId",
                      loader: dashboardPage((data) => data.officeCompanyData),
                      lazy: async () => ({ Component: (await import("../features/office-companies/components/OfficeCompanyPage")).OfficeCompanyPage }),
                    },
                    // Issue 28 item 6: what the companies owe on account.
                    { path: "receivables", loader: dashboardPage((data) => data.receivablesData), lazy: async () => ({ Component: (await import("../features/office-receivables/components/ReceivablesPage")).ReceivablesPage }) },
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
