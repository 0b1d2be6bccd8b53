import { createHash } from "node:crypto";
import type * as BanglaCatalogue from "@shop/contract/bangla";
import { runnerImport, type Plugin } from "vite";

/** What main.tsx imports for the URL of the whole Bangla catalogue, compiled; null where no build wrote it (the dev server, the tests). */
export const BANGLA_CATALOGUE_MODULE = "virtual:bangla-catalogue";
const resolved = `\0${BANGLA_CATALOGUE_MODULE}`;

/**
 * The whole catalogue's file, named by its bytes as Vite names the build's other assets: a change
 * to any message, or to what the compiler makes of it, is a new URL, so it can be kept forever.
 */
export function catalogueAsset(compiled: unknown): { fileName: string; source: string } {
  const source = JSON.stringify(compiled);
  const hash = createHash("sha256").update(source).digest("base64url").slice(0, 10);
  return { fileName: `assets/bangla-messages-${hash}.json`, source };
}

/**
 * Decision 060, amended: the browser build writes every Bangla message compiled (Lingui's
 * `CompiledMessage` arrays, the form a Bangla page's state carries its own in), packed by namespace
 * (each namespace one JSON text, parsed when a page first says one of its messages), as one JSON asset,
 * made from the contract's catalogue modules by the contract's own function, so there is one
 * source. A Bangla page fetches it when idle instead of running the catalogue's ~2,000 sources and
 * the ICU compiler on its main thread. The server serves it as it serves every asset: precompressed
 * (`precompress`), `immutable`.
 */
export function banglaCatalogue(): Plugin {
  let building = false;
  return {
    name: "shop:bangla-catalogue",
    configResolved(config) {
      building = config.command === "build" && !config.build.ssr;
    },
    resolveId: (id) => (id === BANGLA_CATALOGUE_MODULE ? resolved : undefined),
    async load(id) {
      if (id !== resolved) return undefined;
      if (!building) return "export default null;";
      // The catalogue's TypeScript, run by Vite's module runner outside this build (no config: not this one again).
      const { module } = await runnerImport<typeof BanglaCatalogue>("@shop/contract/bangla", { configFile: false, logLevel: "warn" });
      const { fileName, source } = catalogueAsset(module.packedBanglaCatalogue());
      this.emitFile({ type: "asset", fileName, source });
      return `export default ${JSON.stringify(`/${fileName}`)};`;
    },
  };
}
