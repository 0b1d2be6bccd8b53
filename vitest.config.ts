import { defineConfig } from "vitest/config";

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
          include: ["src/**/*.test.ts", "test/**/*.test.ts"],
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
                include: ["test/**/*.test.ts"],
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      "apps/web",
    ],
  },
});
