import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";

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

const apiProxy = { "/api": { target: "http://127.0.0.1:3000", changeOrigin: false } };

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  // Vite 8 + "type": "module": CommonJS UI packages (react-countup) need the old interop.
  legacy: { inconsistentCjsInterop: true },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks, one per library family: a deploy of the app's own code keeps
        // their names, and a dependency update invalidates only its own chunk. No catch-all
        // vendor group: it would pull libraries that only a lazy page uses (Stripe, forms) into
        // every page's first load.
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            { name: "router", test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/, priority: 3 },
            { name: "query", test: /node_modules[\\/]@tanstack[\\/]/, priority: 3 },
            { name: "zod", test: /node_modules[\\/]zod[\\/]/, priority: 3 },
            { name: "forms", test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/, priority: 3 },
            { name: "stripe", test: /node_modules[\\/]@stripe[\\/]/, priority: 3 },
            { name: "ui", test: /node_modules[\\/](sonner|embla-carousel[^\\/]*|lucide-react|react-countup|countup\.js)[\\/]/, priority: 2 },
          ],
        },
      },
    },
  },
  test: {
    name: "web",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./src/test/setup.ts"],
    css: false,
    testTimeout: 20_000,
  },
});
