import { adoptCountryOrder, basenameOf, languageOfPath, setLanguageSource, setLatinDigits, setShopCurrency } from "@shop/contract";
import { hydrate } from "@tanstack/react-query";
import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes, type RouteObject } from "react-router";
import { App } from "./app/App";
import { createRoutes, type PreloadHandle } from "./app/router";
import { setApiTransport } from "./lib/api";
import { adoptShopTimeZone, adoptWrittenDeadlines, setShopTimeZone } from "./lib/dates";
import { createQueryClient } from "./lib/queryClient";
import { readServerState, type ServerState } from "./lib/serverState";
import compiledBanglaUrl from "virtual:bangla-catalogue";

/** A route's `handle` that names code to load before hydrating (app/router.tsx). */
function preloadOf(route: RouteObject): (() => Promise<unknown>) | undefined {
  const handle: unknown = route.handle;
  if (typeof handle !== "object" || handle === null || !("preload" in handle)) return undefined;
  const { preload } = handle as Partial<PreloadHandle>;
  return typeof preload === "function" ? preload : undefined;
}

/**
 * Loads the code of the lazy routes this URL shows before hydrating: the server rendered them,
 * and the router would otherwise render its fallback in their place while their code loads (or
 * React would render a page again, lost what was typed, had its code come in after an update).
 */
async function loadLazyMatches(routes: RouteObject[], basename: string | undefined): Promise<void> {
  const matches = matchRoutes(routes, window.location, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const { lazy } = route;
      const [, loaded] = await Promise.all([preloadOf(route)?.(), typeof lazy === "function" ? lazy() : undefined]);
      if (loaded) Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

interface ShopSettings {
  currency: string | null;
  timeZone: string | null;
  /** Issue 38: the office keeps Latin digits on Bangla pages. */
  latinDigits: boolean;
}

/**
 * The shop's currency and time zone for a page the server did not render (the dev server, a
 * failed render): `GET /api/shop` names them. Read without a schema (no zod in the first
 * download); USD and UTC if they cannot be had.
 */
async function fetchShopSettings(): Promise<ShopSettings> {
  try {
    const response = await fetch("/api/shop");
    if (!response.ok) return { currency: null, timeZone: null, latinDigits: false };
    const info = (await response.json()) as { currency?: unknown; timeZone?: unknown; latinDigits?: unknown };
    return { currency: typeof info.currency === "string" ? info.currency : null, timeZone: typeof info.timeZone === "string" ? info.timeZone : null, latinDigits: info.latinDigits === true };
  } catch {
    return { currency: null, timeZone: null, latinDigits: false };
  }
}

/** The whole catalogue's sources with the ICU compiler: the dev server's, and the fallback if the compiled file cannot be had. */
const banglaSources = (): Promise<void> => import("@shop/contract/bangla").then((catalogue) => catalogue.loadBanglaCatalogue());

/**
 * The whole catalogue as the build compiled it (decision 060, amended): JSON of one text per
 * namespace, each parsed when first said; no catalogue module and no compiler is run on the page's
 * main thread, and no long task parses messages the page never says.
 */
async function compiledBangla(url: string): Promise<void> {
  const [runtime, response] = await Promise.all([import("@shop/contract/bangla-runtime"), fetch(url)]);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  runtime.addPackedBangla((await response.json()) as Record<string, string>);
}

/** The whole Bangla catalogue, asked for once: what the pages after this one will say. */
let wholeBangla: Promise<void> | undefined;
const loadWholeBangla = (): Promise<void> =>
  (wholeBangla ??= compiledBanglaUrl
    ? compiledBangla(compiledBanglaUrl).catch((error: unknown) => {
        console.error("Bangla catalogue:", error);
        return banglaSources();
      })
    : banglaSources());

/**
 * Decision 060: a Bangla page the server rendered carries its own messages, compiled; it hydrates
 * with those and the small runtime, not the whole catalogue and its compiler.
 */
async function readyBangla(state: ServerState | null): Promise<void> {
  if (!state?.bangla) return loadWholeBangla();
  const runtime = await import("@shop/contract/bangla-runtime");
  runtime.addCompiledBangla(state.bangla);
}

/** Routes not loaded yet wait for the whole catalogue too, so a page reached later is in Bangla from its first frame. */
function withWholeBangla(routes: RouteObject[]): void {
  for (const route of routes) {
    const { lazy } = route;
    if (typeof lazy === "function") route.lazy = () => Promise.all([lazy(), loadWholeBangla()]).then(([loaded]) => loaded);
    if (route.children) withWholeBangla(route.children);
  }
}

/**
 * On a Bangla page, what the browser fetches (an office's rows, an order's actions, a toast's
 * answer) is shown once the whole catalogue is there: the server's render carried only the words
 * it said, and a row drawn before the rest arrived would stay in English (issue 38: the
 * office-bangla journey found the order page's buttons so). The first call starts the load.
 */
function answersAfterWholeBangla(): void {
  const wholeOrNot = () => loadWholeBangla().catch((error: unknown) => console.error("Bangla catalogue:", error));
  setApiTransport((path, init) => Promise.all([fetch(path, init), wholeOrNot()]).then(([response]) => response));
}

async function start(): Promise<void> {
  const root = document.getElementById("root");
  if (!root) throw new Error("index.html has no #root element");
  const state = readServerState();
  // Issue 38: the page's words are in its path's language; a Bangla page has its messages before
  // it hydrates, so it renders the words the server wrote.
  const language = state?.language ?? languageOfPath(window.location.pathname);
  setLanguageSource(() => language);
  const bangla = language === "bn" ? readyBangla(state) : undefined;
  // Every amount is written in the shop's currency (decision 025) and every deadline in its time
  // zone, as the server wrote the page. A rendered page names both as the server checked them,
  // with the currency's affixes, so that the browser starts no Intl (~50 ms of ICU on a slow
  // phone) before it writes an amount or a deadline.
  if (state) {
    setShopCurrency(state.currency, state.currencyAffixes);
    adoptShopTimeZone(state.timeZone);
    if (state.deadlines) adoptWrittenDeadlines(state.deadlines);
    if (state.countryOrder) adoptCountryOrder(language, state.countryOrder);
    setLatinDigits(state.latinDigits === true);
  } else {
    const { currency, timeZone, latinDigits } = await fetchShopSettings();
    setLatinDigits(latinDigits);
    if (currency) {
      try {
        setShopCurrency(currency);
      } catch (error) {
        console.error("shop currency:", error);
      }
    }
    if (timeZone) {
      try {
        setShopTimeZone(timeZone);
      } catch (error) {
        console.error("shop time zone:", error);
      }
    }
  }
  const queryClient = createQueryClient();
  if (state) {
    // The server's answers are as fresh as the page: a rendered page is dropped with the data
    // it shows, so they count from now, and the client does not ask for them again at once.
    const now = Date.now();
    for (const query of state.queries.queries) query.state.dataUpdatedAt = now;
    hydrate(queryClient, state.queries);
  }
  const routes = createRoutes(queryClient, "client");
  const basename = basenameOf(language);
  await Promise.all([state ? loadLazyMatches(routes, basename) : undefined, bangla]);
  if (language === "bn") {
    withWholeBangla(routes);
    answersAfterWholeBangla();
  }
  const router = createBrowserRouter(routes, { ...(basename ? { basename } : {}), ...(state ? { hydrationData: state.router } : {}) });
  const app = (
    <StrictMode>
      <App queryClient={queryClient} router={router} origin={state?.origin ?? window.location.origin} />
    </StrictMode>
  );
  // In a transition, React hydrates in slices and gives the browser its turn between them, instead
  // of holding it for the whole tree. A page that does not hydrate as the server rendered it is
  // rendered again in the browser: a defect all the same, said in the console, where the journeys look.
  if (state) startTransition(() => void hydrateRoot(root, app, { onRecoverableError: (error) => console.error("hydration:", error) }));
  else createRoot(root).render(app);
  // The rest of the Bangla words (a dialog, a toast, the next page) once the browser is idle.
  if (language === "bn") whenIdle(() => void loadWholeBangla());
}

function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === "function") requestIdleCallback(work, { timeout: 2000 });
  else setTimeout(work, 200);
}

void start();
