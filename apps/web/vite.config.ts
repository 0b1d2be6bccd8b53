import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";
import { banglaCatalogue } from "./bangla-catalogue.ts";
import { firstLoad, routePreloads } from "./route-preloads.ts";

/**
 * Writes a `.br` (quality 11) and a `.gz` (level 9) beside every text asset of the build, so the
 * server sends ready compressed bytes (@fastify/static `preCompressed`) instead of compressing
 * per request or not at all. Below 1 KB compression gains less than its header costs.
 */
function precompress(): Plugin {
  let outDir = "";
  return {
    name: "shop:precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !/\.(js|css|html|svg|json|txt)$/.test(entry.name)) continue;
        const file = path.join(entry.parentPath, entry.name);
        const bytes = readFileSync(file);
        if (bytes.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/**
 * The Bengali fonts stay files (decision 058), in both builds: inlined, the 1 KB taka face would
 * grow every page's style sheet and its preload link every English page.
 */
const fontsStayFiles = (file: string) => (file.endsWith(".woff2") ? false : undefined);

/** The whole Bengali faces, which a Bangla page's head names (src/fonts/bengali-font.ts, decision 058). */
const bengaliFaces = ["src/fonts/noto-sans-bengali-400.woff2", "src/fonts/noto-sans-bengali-700.woff2"];
const bengaliFaceUrl = /\/assets\/noto-sans-bengali-[\w-]+\.woff2|data:font\/woff2/g;

/**
 * Only the server renderer imports the whole Bengali faces' URLs, and a server build writes no
 * assets: the browser build writes them, named as the renderer's `?url` imports name them (by
 * the bytes' hash). The server build then checks that every face its pages name (these two and
 * the style sheet's taka face) is there, so a difference in naming or an inlined face fails the
 * build instead of a page's font.
 */
function bengaliFonts(isSsrBuild: boolean): Plugin {
  let root = "";
  return {
    name: "shop:bengali-fonts",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      if (isSsrBuild) return;
      for (const face of bengaliFaces) {
        this.emitFile({ type: "asset", name: path.basename(face), originalFileName: face, source: readFileSync(path.join(root, face)) });
      }
    },
    closeBundle() {
      if (!isSsrBuild) return;
      const renderer = readFileSync(path.join(root, "dist-ssr", "entry-server.js"), "utf8");
      const named = [...new Set(renderer.match(bengaliFaceUrl) ?? [])];
      const missing = named.filter((url) => !existsSync(path.join(root, "dist", url)));
      if (named.length <= bengaliFaces.length || missing.length > 0) {
        throw new Error(`the renderer names Bengali faces the browser build did not write: ${missing.join(", ") || `${named.length} of ${bengaliFaces.length + 1} found`}`);
      }
    },
  };
}

/**
 * The contract's words (messages, labels, constants, no zod) in one chunk, which the first download
 * needs: module by module they made ~10 chunks of 1-2 KB on a tool page's path, and a browser on
 * HTTP/1.1 opens 6 connections per origin, so each wave of them cost a round trip (decision 020,
 * "fifth session"). Its schemas are in no group (decision 020, "Schemas with the pages that parse
 * with them"): evaluating a schema module builds every schema in it, and all of them in one chunk
 * with zod were the longest task of every page with a form; they go with the pages that import
 * them, and all of a page's arrive in one wave. Which side a module goes to is read from its
 * imports, so a new module needs no entry here; the barrels (index, front) only re-export schemas.
 * A module that parses with schemas imported from its neighbours but not with zod itself would
 * count as words and take zod into the first download: `npm test` (its size check) then fails and
 * names zod.
 */
const contractSource = /packages[\\/]contract[\\/]src[\\/][^\\/]+\.ts$/;
const importsZod = (id: string) => /from "zod/.test(readFileSync(id, "utf8"));
/** The schemas nearly every other schema module builds on (ids, fields, results, bulk lines): small, and with zod they save a tool page's path four files of 0.2-1.5 KB. */
const contractBaseSchemas = /packages[\\/]contract[\\/]src[\\/](common|fields|results|bulk)\.ts$/;
const contractBarrel = /[\\/](index|front)\.ts$/;
const contractWords = (id: string) => contractSource.test(id) && !contractBarrel.test(id) && !importsZod(id);
/**
 * Issue 21's words and arithmetic (the country list, the bill, shipping, discounts, reports,
 * credit notes), issue 25's tax treatment and its words, and issue 26's document words (an
 * order's destination names its country), issue 27's quick-order, company and list words, issue
 * 28's statement, receivables and invoices-on-account words, the quote pages' words, and issue
 * 37's payment-method words and the office's words for orders and refunds: zod-free,
 * but only the order forms, the order pages, the office and a company's pages need them, so
 * they go in a chunk of their own that those pages load, not in the first download's `texts`
 * (the country list alone is ~2.7 KB gzip). The size check fails if one of them is imported by
 * the first download after all.
 */
const contractMoney = (id: string) =>
  /packages[\\/]contract[\\/]src[\\/](countries|billing|billing-texts|shipping-texts|discount-texts|report-texts|credit-note-texts|document-texts|refund-shares|tax-texts|tax-treatment|quick-order-texts|statement-texts|account-texts|quote-texts|companies-texts|lists-texts|terms-texts|company-audit-texts|cash-and-deposit-texts|account-refunds|office-orders-texts)\.ts$/.test(id);
/**
 * Issue 38: the words of pages that are never a first download (each page's `*-page-texts`, the
 * blog, the portfolio, the dashboard's menu, the office's) belong to no group: each goes with the
 * pages that import it, instead of into every first download's `texts`. The catalogue's and the
 * shared parts' words (`tools-page-texts`, `public-page-texts`) are first-download words. The size
 * check fails if one of the others is imported there after all.
 */
const contractPageWords = (id: string) =>
  /packages[\\/]contract[\\/]src[\\/]((?!tools-page-texts|public-page-texts)[\w-]+-page-texts|blog-texts|portfolio-texts|dashboard-texts|buyer-parts-texts|product-admin-texts|sent-email-texts)\.ts$/.test(id);
/**
 * The account's words (verify your address, resend the link): a schema module (account.ts) reads
 * them too, so without a group of their own they would go with it into the zod chunk, and every
 * page that says one of them (the payment page, the order forms) would load zod before hydrating.
 * The profile forms' labels and the business details' words likewise (profiles.ts reads them; My
 * profile shows them while it hydrates without zod).
 */
const contractAccountWords = (id: string) => /packages[\\/]contract[\\/]src[\\/](account-message-texts|profile-form-texts)\.ts$/.test(id);
const contractTexts = (id: string) => contractWords(id) && !contractMoney(id) && !contractPageWords(id) && !contractAccountWords(id);

/** The chunks of every first download: the entry, its style sheet and the library groups it imports. */
const alwaysLoaded = /^assets\/(index|react|router|query|toasts)-[\w-]+\.(js|css)$/;

const apiProxy = { "/api": { target: "http://127.0.0.1:3000", changeOrigin: false } };

/**
 * Two builds: the browser's (dist/, served as files) and, with `--ssr`, the server renderer
 * (dist-ssr/entry-server.js, which the server imports; its npm packages stay imports from
 * node_modules). The renderer is not under dist/, so it is never served as a file.
 */
export default defineConfig(({ isSsrBuild = false }) => ({
  plugins: [
    react(),
    tailwindcss(),
    bengaliFonts(isSsrBuild),
    banglaCatalogue(),
    ...(isSsrBuild
      ? []
      : [
          // A tool's page (behind the login) hydrates with its own code and the schemas its
          // session check and tool parse with: both lazy, so named for the server to preload.
          routePreloads([{ path: "/tools/:toolsId", modules: ["./src/features/purchase/components/PurchasePage.tsx", "@shop/contract/schemas/tools", "@shop/contract/schemas/auth"] }]),
          // Pages that hydrate without zod, their forms deferred and their answers parsed with
          // lazySchema (decision 052): the size check fails if one's start imports it again.
          firstLoad({
            zodFreePages: [
              "./src/features/auth/components/LoginPage.tsx",
              "./src/features/auth/components/SignUpPage.tsx",
              "./src/features/contact/components/ContactPage.tsx",
              "./src/features/profile/components/MyProfilePage.tsx",
              "./src/features/payment/components/PaymentPage.tsx",
              // Rendered with their rows (decision 021, issue 38 item 6); the office's order actions load apart.
              "./src/features/orders/components/OrderPage.tsx",
              "./src/features/orders/components/ManageAllOrdersPage.tsx",
              "./src/features/admin/components/AllUsersPage.tsx",
              "./src/features/reviews/components/ManageReviewsPage.tsx",
              "./src/features/emails/components/SentEmailsPage.tsx",
              "./src/features/office-companies/components/OfficeCompaniesPage.tsx",
              // Forms whose schemas load with zod at their first use (lib/useContractForm.ts).
              "./src/features/auth/components/forms.tsx",
              "./src/features/subscribe/components/SubscribeForm.tsx",
              "./src/features/contact/components/forms.tsx",
              "./src/features/profile/components/ProfileFormFields.tsx",
              "./src/features/profile/components/BusinessDetailsForm.tsx",
              "./src/features/profile/components/ChangePasswordForm.tsx",
              "./src/features/purchase/components/forms.ts",
              "./src/features/purchase/components/CheckoutForm.tsx",
              "./src/features/quotes/components/RequestQuote.tsx",
              "./src/features/orders/components/OrderOfficeActions.tsx",
              "./src/features/company/components/forms.ts",
            ],
          }),
          precompress(),
        ]),
  ],
  // Vite 8 + "type": "module": CommonJS UI packages (react-countup) need the old interop.
  legacy: { inconsistentCjsInterop: true },
  resolve: {
    dedupe: ["react", "react-dom"],
  },
  // The renderer carries its libraries, React's production build among them: left in
  // node_modules, React would pick its development build whenever NODE_ENV is not "production"
  // (the shop's default), several times slower to render.
  ...(isSsrBuild ? { ssr: { noExternal: true }, define: { "process.env.NODE_ENV": JSON.stringify("production") } } : {}),
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: isSsrBuild
    ? { outDir: "dist-ssr", emptyOutDir: true, assetsInlineLimit: fontsStayFiles }
    : {
        outDir: "dist",
        emptyOutDir: true,
        assetsInlineLimit: fontsStayFiles,
        modulePreload: {
          // A lazy page's preload list leaves out what every first download already holds (the
          // entry and its libraries' chunks): preloading them again does nothing, and their names
          // in every list of the route table cost the first download bytes (scripts/initial-size.mjs).
          resolveDependencies: (_file: string, deps: string[]) => deps.filter((dep) => !alwaysLoaded.test(dep)),
        },
        rolldownOptions: {
          output: {
            // Long-lived vendor chunks, one per library family: a deploy of the app's own code keeps
            // their names, and a dependency update invalidates only its own chunk. No catch-all
            // vendor group: it would pull libraries that only a lazy page uses (Stripe, forms) into
            // every page's first load. For the same reason lucide's icons (each page takes the few
            // it draws) and react-countup (loaded when the home page's statistics show) have none.
            codeSplitting: {
              groups: [
                { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
                { name: "router", test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/, priority: 3 },
                { name: "query", test: /node_modules[\\/]@tanstack[\\/]/, priority: 3 },
                // Ranked: the first download's words, then issue 21's (whose own words, such as the
                // money formatting, `texts` has taken already). zod with the few schemas the others build
                // on; the rest go with their pages.
                { name: "texts", test: contractTexts, priority: 5 },
                { name: "money", test: contractMoney, priority: 4 },
                { name: "account-words", test: contractAccountWords, priority: 4 },
                { name: "zod", test: (id) => /node_modules[\\/]zod[\\/]/.test(id) || contractBaseSchemas.test(id), priority: 3 },
                { name: "forms", test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/, priority: 3 },
                { name: "stripe", test: /node_modules[\\/]@stripe[\\/]/, priority: 3 },
                { name: "toasts", test: /node_modules[\\/]sonner[\\/]/, priority: 2 },
                { name: "carousel", test: /node_modules[\\/]embla-carousel[^\\/]*[\\/]/, priority: 2 },
              ],
            },
          },
        },
      },
  test: {
    name: "web",
    environment: "jsdom",
    setupFiles: ["./src/test/setup.ts"],
    css: false,
    testTimeout: 20_000,
  },
}));
