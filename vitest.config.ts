import { configDefaults, defineConfig } from "vitest/config";

/**
 * The web tests that replace a module (vi.mock): sonner without its Toaster, Stripe's SDK. They
 * run each in its own module graph; the others share one per worker, where such a replacement
 * would reach the next file (a page whose toasts never showed).
 */
const webFilesThatMock = [
  "src/features/orders/components/MyOrdersPage.test.tsx",
  "src/features/quotes/components/QuoteForms.test.tsx",
  "src/features/payment/components/PaymentPage.test.tsx",
  "src/features/purchase/components/CartPage.test.tsx",
  "src/features/purchase/components/PurchasePage.test.tsx",
  "src/features/purchase/components/OrderForm.test.tsx",
  "src/lib/deferredForms.test.tsx",
];

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single one on the 2-core CI box, so
    // every file ran after the other. Two keep both cores busy (most files are PGlite's WASM or
    // jsdom, CPU-bound) without overloading them for the tests that wait on short windows.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: "contract",
          root: "packages/contract",
          include: ["src/**/*.test.ts"],
        },
      },
      {
        test: {
          name: "server",
          root: "apps/server",
          // One module graph per worker instead of one per file: loading Fastify, Drizzle, PGlite
          // and the app for each of ~60 files was a third of the suite's time. The files share
          // no state but a migrated PGlite dump (test/database.ts); none mocks a module.
          isolate: false,
          include: ["src/**/*.test.ts", "test/**/*.test.ts"],
          setupFiles: ["test/setup.ts"],
          // The API tests run here on the embedded database (PGlite, in memory)...
          env: { TEST_DATABASE_URL: "" },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // ...and once more on PostgreSQL when TEST_DATABASE_URL names a server (each file gets a fresh database).
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: "server-postgres",
                root: "apps/server",
                isolate: false,
                include: ["test/**/*.test.ts"],
                setupFiles: ["test/setup.ts"],
                // What does not depend on the database's behaviour runs once, on PGlite: HTTP and
                // headers, the OpenAPI document, logs, validation before any query, role rules,
                // throttles (memory or Redis), Google's and Stripe's flows, the caches' bytes; and what
                // draws or words things from rows any database hands back alike: PDF shaping and
                // rasterising (bangla-pdf uses no database; bangla-documents draws documents whose
                // numbering and money are tested here by their own files), the pages' Bangla
                // (stray-english renders every route), answers' language, robots/sitemap, the page
                // cache, and the payment stand-ins (in memory). Concurrency, locks, numbering,
                // limits, money applied, migrations and SQL stay on PostgreSQL.
                exclude: [
                  "test/http.test.ts",
                  "test/docs.test.ts",
                  "test/logging.test.ts",
                  "test/web-delivery.test.ts",
                  "test/control-characters.test.ts",
                  "test/authorization-matrix.test.ts",
                  "test/google.test.ts",
                  "test/throttle.test.ts",
                  "test/redis-outage.test.ts",
                  "test/hot-paths.test.ts",
                  "test/hot-reads.test.ts",
                  "test/stripe.test.ts",
                  "test/bangla-pdf.test.ts",
                  "test/bangla-documents.test.ts",
                  "test/stray-english.test.ts",
                  "test/languages.test.ts",
                  "test/seo.test.ts",
                  "test/page-rendering.test.ts",
                  "test/payment-stand-ins.test.ts",
                  // PGlite's own: how test/database.ts puts a closed PGlite database back for reuse.
                  "test/database-pool.test.ts",
                ],
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      // jsdom and the app's modules once per worker, not once per file: 142 s became 45 s.
      { extends: "apps/web/vite.config.ts", test: { name: "web", root: "apps/web", isolate: false, exclude: [...configDefaults.exclude, ...webFilesThatMock] } },
      { extends: "apps/web/vite.config.ts", test: { name: "web-mocks", root: "apps/web", include: webFilesThatMock } },
    ],
  },
});
