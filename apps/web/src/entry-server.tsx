import { AsyncLocalStorage } from "node:async_hooks";
import { Writable } from "node:stream";
import type { Language, PageApi, PageRequest, RenderedPage } from "@shop/contract";
import { currencyAffixes, languageOfPath, languageValues, pathInLanguage, recordCountryOrderWith, setLanguageSource, setLatinDigits, setShopCurrency, setTranslator } from "@shop/contract";
import { loadBanglaCatalogue } from "@shop/contract/bangla";
import { banglaTranslator, compiledBanglaOf, namespaceOf } from "@shop/contract/bangla-runtime";
import { dehydrate } from "@tanstack/react-query";
import { StrictMode, type ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { Providers } from "./app/providers";
import { createRoutes } from "./app/router";
import { setApiTransport, setRenderScope, type RenderScope } from "./lib/api";
import { recordDeadlinesWith, setShopTimeZone } from "./lib/dates";
import { createQueryClient } from "./lib/queryClient";
import { serializeServerState } from "./lib/serverState";
import { bengaliHead } from "./fonts/bengali-font";

/**
 * The server's renderer of the pages (decision 021): the route table the browser uses, its
 * loaders run by React Router's static handler, then React's streaming renderer. The pages'
 * calls go through the same client code as in the browser (lib/api.ts), answered by the server
 * in its own process as the visitor: one definition of every answer and its parsing.
 */

/**
 * Each render's API, found by the calls it makes however deep in its promises they are, and what
 * the render keeps of its own (the access token of its visitor's protected calls).
 */
interface RenderStore {
  api: PageApi;
  scope: RenderScope;
  language: Language;
  /** The catalogue's namespaces the render said (decision 060). */
  said: Set<string>;
  /** What the render wrote with Intl, for the browser to write the same without it (decision 042). */
  deadlines: Map<string, string>;
  countryOrder?: readonly string[];
}
const visitorApi = new AsyncLocalStorage<RenderStore>();
setApiTransport((path, init) => {
  const render = visitorApi.getStore();
  return render ? render.api(path, init) : Promise.reject(new Error(`${path} was called outside a page render`));
});
setRenderScope(() => visitorApi.getStore()?.scope);
// The deadlines a render writes go with its page, so the browser writes them without Intl.
recordDeadlinesWith((key, text) => visitorApi.getStore()?.deadlines.set(key, text));
// So does the order of its country lists, so the browser sorts none.
recordCountryOrderWith((language, codes) => {
  const render = visitorApi.getStore();
  if (render?.language === language) render.countryOrder = codes;
});
// Issue 38: a render's words are in its page's language (the path's), whatever else renders meanwhile.
setLanguageSource(() => visitorApi.getStore()?.language ?? "en");
loadBanglaCatalogue();
// Decision 060: a Bangla page carries the compiled messages of the namespaces its render said, so
// that it hydrates without the whole catalogue (which it loads afterwards, for what comes next).
setTranslator({
  has: (id) => {
    const has = banglaTranslator.has(id);
    if (has) visitorApi.getStore()?.said.add(namespaceOf(id));
    return has;
  },
  say: (id, args) => banglaTranslator.say(id, args),
});

/** Longer than any page's data takes; a render stuck past it is sent as far as it got. */
const RENDER_TIMEOUT_MS = 10_000;

/**
 * The whole page once everything in it has rendered, lazy parts included: the page goes out in
 * one piece (its largest picture and text in the first bytes) and can be cached as it is.
 */
function renderToHtml(app: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        clearTimeout(timeout);
        resolve(Buffer.concat(chunks).toString("utf8"));
        done();
      },
    });
    const stream = renderToPipeableStream(app, {
      // Every boundary in place, in document order: React would otherwise send a large one after
      // the rest with an inline script to move it, which the Content-Security-Policy refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: (error) => {
        clearTimeout(timeout);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
    const timeout = setTimeout(() => stream.abort(new Error(`the page did not finish rendering in ${RENDER_TIMEOUT_MS} ms`)), RENDER_TIMEOUT_MS);
  });
}

/** React puts the title, meta and link elements of a page first; they belong in the document's head. */
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)/;

export function splitHead(html: string): { head: string; body: string } {
  let head = "";
  let body = html;
  for (let match = HOISTED.exec(body); match; match = HOISTED.exec(body)) {
    head += match[0];
    body = body.slice(match[0].length);
  }
  return { head, body };
}

const escapeAttribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** The page's versions in each language (`hreflang`), English also for any other (`x-default`). */
function alternates(origin: string, requestUrl: URL): string {
  const path = `${requestUrl.pathname}${requestUrl.search}`;
  const links = languageValues.map((language) => `<link rel="alternate" hreflang="${language}" href="${escapeAttribute(`${origin}${pathInLanguage(path, language)}`)}"/>`);
  return `${links.join("")}<link rel="alternate" hreflang="x-default" href="${escapeAttribute(`${origin}${pathInLanguage(path, "en")}`)}"/>`;
}

export async function renderPage({ url, origin, currency, timeZone, latinDigits = false, api }: PageRequest): Promise<RenderedPage> {
  // Every amount is written in the shop's currency (decision 025), every deadline in the shop's
  // time zone, and a Bangla page's numbers in the digits the office chose (issue 38); the browser
  // is told all three in the state.
  setShopCurrency(currency);
  setShopTimeZone(timeZone);
  setLatinDigits(latinDigits);
  const requestUrl = new URL(url, origin);
  // Issue 38: Bangla pages are the same routes under /bn, the router's basename.
  const language = languageOfPath(requestUrl.pathname);
  const said = new Set<string>();
  const deadlines = new Map<string, string>();
  const render: RenderStore = { api, scope: { token: null }, language, said, deadlines };
  return visitorApi.run(render, async () => {
    const queryClient = createQueryClient();
    const handler = createStaticHandler(createRoutes(queryClient, "server"), language === "bn" ? { basename: "/bn" } : {});
    const context = await handler.query(new Request(requestUrl));
    if (context instanceof Response) return { kind: "redirect", location: context.headers.get("location") ?? "/" };
    const router = createStaticRouter(handler.dataRoutes, context);
    const html = await renderToHtml(
      <StrictMode>
        <Providers client={queryClient} origin={origin}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </StrictMode>,
    );
    const state = serializeServerState({
      origin,
      currency,
      currencyAffixes: currencyAffixes(currency),
      timeZone,
      latinDigits,
      ...(deadlines.size > 0 ? { deadlines: Object.fromEntries(deadlines) } : {}),
      ...(render.countryOrder ? { countryOrder: [...render.countryOrder] } : {}),
      language,
      ...(language === "bn" ? { bangla: compiledBanglaOf(said) } : {}),
      router: { loaderData: context.loaderData, actionData: context.actionData },
      queries: dehydrate(queryClient),
    });
    const { head, body } = splitHead(html);
    return { kind: "page", head: `${bengaliHead(language)}${head}${alternates(origin, requestUrl)}`, body, state, language };
  });
}
