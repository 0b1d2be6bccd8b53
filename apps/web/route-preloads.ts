import path from "node:path";
import type { Plugin, Rolldown } from "vite";

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;
type PluginContext = Rolldown.PluginContext;

/** The file the build writes beside index.html, which the server reads (apps/server/src/web-app.ts). */
export const ROUTE_PRELOADS_FILE = "route-preloads.json";

/** A page behind the login and the modules it cannot paint without, as the router loads them. */
export interface RoutePreload {
  /** The route's path as React Router writes it (`/tools/:toolsId`). */
  path: string;
  /** The modules it needs, as index.html would import them (`./src/…` or a package's name). */
  modules: string[];
}

/** What the server reads: per route, the chunks to name in `Link: <…>; rel=modulepreload`. */
export interface RoutePreloadsFile {
  routes: { path: string; files: string[] }[];
}

const isChunk = (output: OutputBundle[string]): output is OutputChunk => output.type === "chunk";

/** A chunk's file and every chunk it imports statically, at any depth. */
function staticClosure(bundle: OutputBundle, fileName: string, into = new Set<string>()): Set<string> {
  if (into.has(fileName)) return into;
  into.add(fileName);
  const chunk = bundle[fileName];
  if (chunk && isChunk(chunk)) for (const imported of chunk.imports) staticClosure(bundle, imported, into);
  return into;
}

/** The chunk that holds `specifier` (`./src/…` or a package's name, as index.html would import it); the build fails without one. */
async function chunkOf(context: PluginContext, bundle: OutputBundle, root: string, specifier: string, what: string): Promise<OutputChunk> {
  const resolved = await context.resolve(specifier, path.join(root, "index.html"));
  const chunk = resolved && Object.values(bundle).filter(isChunk).find((candidate) => candidate.moduleIds.includes(resolved.id));
  if (!chunk) context.error(`${what}: no chunk holds ${specifier}; is it imported lazily?`);
  return chunk;
}

/**
 * Writes route-preloads.json: for each page behind the login that a visit may open directly, the
 * chunks of its code that index.html does not already name. index.html serves every route, so it
 * can only name the first download's chunks; a direct visit to such a page would otherwise ask for
 * its own code one round trip after the first download ran. The server sends them as Link headers
 * with the shell (decision 020).
 */
export function routePreloads(routes: RoutePreload[]): Plugin {
  let base = "/";
  let root = "";
  return {
    name: "shop:route-preloads",
    apply: "build",
    configResolved(config) {
      base = config.base;
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(isChunk);
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) this.error("route-preloads: the build has no entry chunk");
      const inShell = staticClosure(bundle, entry.fileName);
      const file: RoutePreloadsFile = { routes: [] };
      for (const route of routes) {
        const files = new Set<string>();
        for (const specifier of route.modules) {
          const chunk = await chunkOf(this, bundle, root, specifier, `route-preloads (${route.path})`);
          for (const name of staticClosure(bundle, chunk.fileName)) if (!inShell.has(name)) files.add(`${base}${name}`);
        }
        file.routes.push({ path: route.path, files: [...files] });
      }
      this.emitFile({ type: "asset", fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify(file, null, 2)}\n` });
    },
  };
}

/** The file the build writes beside index.html: what a first visit downloads before the page is interactive. */
export const FIRST_LOAD_FILE = "first-load.json";

/** first-load.json, which `npm run size` reads (scripts/initial-size.mjs). */
export interface FirstLoadFile {
  files: string[];
  bangla: string[];
  /** Pages that start without zod (decision 052) and the chunks their code imports statically: the size check fails if zod is among them. */
  pages: { page: string; files: string[] }[];
}

/**
 * Writes first-load.json: the JS and CSS a first visit downloads, whether index.html names them or
 * the entry loads them once the page has painted (src/boot.ts): the entry's chunk and its
 * stylesheets, and every chunk it imports, statically or dynamically, with their static imports.
 * `npm run size` measures these, so deferring the code does not hide it from the budget. `bangla`
 * adds what a Bangla page loads before it hydrates (the catalogue's runtime, decision 060);
 * `pages`, each of `zodFreePages` with the chunks its code imports statically, which `npm run size`
 * checks for zod.
 */
export function firstLoad({ zodFreePages = [] }: { zodFreePages?: string[] } = {}): Plugin {
  let root = "";
  return {
    name: "shop:first-load",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const entry = Object.values(bundle).filter(isChunk).find((chunk) => chunk.isEntry);
      if (!entry) this.error("first-load: the build has no entry chunk");
      const files = staticClosure(bundle, entry.fileName);
      for (const dynamic of entry.dynamicImports) staticClosure(bundle, dynamic, files);
      const css = new Set<string>();
      for (const name of files) {
        const chunk = bundle[name];
        if (chunk && isChunk(chunk)) for (const sheet of chunk.viteMetadata?.importedCss ?? []) css.add(sheet);
      }
      const runtime = Object.values(bundle)
        .filter(isChunk)
        .find((chunk) => chunk.moduleIds.some((id) => /[\\/]locales[\\/]bangla\.ts$/.test(id)));
      if (!runtime) this.error("first-load: the build has no chunk of the Bangla runtime (locales/bangla.ts)");
      const bangla = [...staticClosure(bundle, runtime.fileName)].filter((name) => !files.has(name));
      const pages: FirstLoadFile["pages"] = [];
      for (const page of zodFreePages) pages.push({ page, files: [...staticClosure(bundle, (await chunkOf(this, bundle, root, page, "first-load")).fileName)] });
      const written: FirstLoadFile = { files: [...files, ...css], bangla, pages };
      const source = `${JSON.stringify(written, null, 2)}\n`;
      this.emitFile({ type: "asset", fileName: FIRST_LOAD_FILE, source });
    },
  };
}
