import { existsSync, readFileSync } from "node:fs";
import type { IncomingMessage } from "node:http";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { LANGUAGE_COOKIE, languageOfPath, pathInLanguage, pathWithinLanguage, preferredLanguage, type Language } from "@shop/contract";
import { z } from "zod";
import type { HotReads } from "./lib/hot-reads";
import { acceptedEncoding, compress, readyBody, sendReady, type ReadyBytes } from "./lib/ready-bytes";
import { PageCache, type DataVersion } from "./pages/page-cache";
import { PageRenderer } from "./pages/renderer";

/**
 * Cache-Control of a file of the built web app. The name may be that of a precompressed
 * sibling (`index-abc.js.br`): the rule follows the file it stands for.
 */
export function cacheControlFor(filePath: string): string {
  const file = filePath.replace(/\.(br|gz)$/, "");
  // index.html is revalidated so a new deployment's assets are picked up at once; Vite
  // fingerprints everything under assets/, which never changes under the same name.
  if (path.basename(file) === "index.html") return "no-cache";
  if (file.includes(`${path.sep}assets${path.sep}`)) return "public, max-age=31536000, immutable";
  return "public, max-age=3600";
}

/** The folder of the built web app, when it is there to serve. */
export const webDistFolder = (webDist: string | undefined) =>
  webDist && existsSync(path.join(webDist, "index.html")) ? webDist : undefined;

/** What apps/web/route-preloads.ts writes beside index.html. */
const routePreloadsFile = z.object({
  routes: z.array(z.object({ path: z.string().startsWith("/"), files: z.array(z.string().startsWith("/")) })),
});

interface PageCode {
  pattern: RegExp;
  links: string[];
}

/** `/tools/:toolsId` as a pattern of whole paths; a parameter is one non-empty segment. */
function routePattern(route: string): RegExp {
  const segments = route.split("/").map((segment) => (segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  return new RegExp(`^${segments.join("/")}$`);
}

/** The build's list of the code each page behind the login needs; none from an older build. */
function readPageCode(webDist: string): PageCode[] {
  const file = path.join(webDist, "route-preloads.json");
  if (!existsSync(file)) return [];
  const { routes } = routePreloadsFile.parse(JSON.parse(readFileSync(file, "utf8")));
  return routes.map((route) => ({ pattern: routePattern(route.path), links: route.files.map((name) => `<${name}>; rel=modulepreload`) }));
}

/** A picture's URL as a browser resolves an `<img src>` of it, so that the preload is the same request. */
function resolvedImage(src: string): string | undefined {
  try {
    const url = new URL(src, "http://shop.invalid");
    return url.host === "shop.invalid" ? `${url.pathname}${url.search}` : url.href;
  } catch {
    return undefined;
  }
}

/**
 * The public pages, alike for every visitor without a session, each with the query parameters
 * that change what it shows: those are rendered once per change of the data and kept.
 */
const PUBLIC_PAGES: Readonly<Record<string, readonly string[]>> = {
  "/": [],
  "/home": [],
  "/tools": ["q", "category", "inStock", "sort", "page"],
  "/blogs": [],
  "/myPortfolio": [],
  "/contact": [],
  "/login": [],
  "/signUp": [],
};

/**
 * A request's URL as the page renderer reads it (`new URL(url, origin)`, entry-server.tsx):
 * its path and query, without a fragment. A browser never sends a `#`, but a raw request line
 * may, and the renderer drops it with all that follows; the page's key is built from this same
 * URL, so `/tools?q=hoe#?q=rake` is kept as the `hoe` page it renders. Undefined when it is no
 * URL at all (the renderer could not read it either).
 */
export function pageUrl(requestUrl: string): string | undefined {
  try {
    const url = new URL(requestUrl, "http://shop.invalid");
    return `${url.pathname}${url.search}`;
  } catch {
    return undefined;
  }
}

/**
 * The key a public page is kept under: its path and the parameters it reads, in a fixed order,
 * read from `pageUrl`. Undefined for any other page, or a query with anything else in it
 * (rendered, never kept), so made-up parameters cannot fill the cache with copies.
 */
export function publicPageKey(requestUrl: string): string | undefined {
  const url = pageUrl(requestUrl);
  if (url === undefined) return undefined;
  const query = url.indexOf("?");
  const path = query === -1 ? url : url.slice(0, query);
  // The same page in Bangla (issue 38) reads the same parameters and is kept under its own path.
  const names = PUBLIC_PAGES[pathWithinLanguage(path)];
  if (!names) return undefined;
  const params = new URLSearchParams(query === -1 ? "" : url.slice(query + 1));
  if ([...params.keys()].some((name) => !names.includes(name))) return undefined;
  const kept = new URLSearchParams();
  for (const name of names) for (const value of params.getAll(name)) kept.append(name, value);
  const search = kept.toString();
  return search ? `${path}?${search}` : path;
}

const HTML = "text/html; charset=utf-8";

/** A year; the cookie only says which language to show, so scripts may read it too. */
const LANGUAGE_COOKIE_OPTIONS = { path: "/", maxAge: 365 * 24 * 60 * 60, sameSite: "lax", httpOnly: false } as const;

/**
 * Where a page request must go first, if anywhere (issue 38, CONTRACT "Languages"): the language
 * switch's `?lang=` keeps the choice in the cookie and leads to the page at its path in that
 * language; an English path asked for by a visitor who prefers Bangla (their cookie, else their
 * browser's Accept-Language) leads to the same page under /bn. A Bangla path is always Bangla:
 * it was asked for.
 */
export function languageMove(request: Pick<IncomingMessage, "url" | "headers">): { location: string; keep?: Language } | undefined {
  const url = pageUrl(request.url ?? "/");
  if (url === undefined) return undefined;
  const parsed = new URL(url, "http://shop.invalid");
  // `/.//evil.example` reads as the path `//evil.example`: a Location starting with two slashes
  // would send the visitor to another site. One slash, always.
  const pathname = parsed.pathname.replace(/^\/+/, "/");
  const asked = parsed.searchParams.get(LANGUAGE_COOKIE);
  if (asked === "en" || asked === "bn") {
    parsed.searchParams.delete(LANGUAGE_COOKIE);
    return { location: pathInLanguage(`${pathname}${parsed.search}`, asked), keep: asked };
  }
  if (languageOfPath(pathname) === "bn") return undefined;
  if (preferredLanguage(request.headers.cookie, firstHeader(request.headers["accept-language"])) !== "bn") return undefined;
  return { location: pathInLanguage(`${pathname}${parsed.search}`, "bn") };
}

const firstHeader = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

export interface WebShellOptions {
  /** Only a request with this cookie gets the hints: without a session the app goes to /login. */
  sessionCookie: string;
  /** The shop's public origin (PUBLIC_URL), for the pages' absolute links. */
  origin: string;
  /** The shop's currency (SHOP_CURRENCY): the rendered pages write their amounts in it. */
  currency: string;
  /** The shop's time zone (SHOP_TIMEZONE): the rendered pages write its deadlines in it. */
  timeZone: string;
  /** Issue 38: whether the office keeps Latin digits on Bangla pages, as it is now (a kept page goes with a change: `versions`). */
  latinDigits?: () => boolean;
  /** What the public pages show; a kept page goes when one of them changes. */
  versions: DataVersion[];
  /** Loads what a version needs before a page is rendered (the catalogue), so the page can be kept. */
  warm: () => Promise<unknown>;
  /** The picture a page paints largest (its LCP), when the server can tell from the path. */
  pictureOf?: (pathname: string) => Promise<string | undefined>;
  /** The `Authorization` header of the session of a signed-in visitor's cookie, for the calls of their page's render. */
  bearerFor?: (request: FastifyRequest) => Promise<string | undefined>;
}

/**
 * The web app's pages: rendered on the server into the built index.html (decision 021), kept for
 * visitors without a session, with a `Link` header naming a tool page's picture to a signed-in
 * visit. Without the renderer (a build without dist-ssr, or a render that failed) it sends the
 * shell, index.html as built, and the browser renders the page; the header then also names the
 * page's own code, which the shell would otherwise ask for only once its first download has run
 * (decision 020).
 */
export class WebShell {
  private readonly pages: PageCache;

  constructor(
    private readonly pageCode: PageCode[],
    private readonly options: WebShellOptions,
    private readonly renderer: PageRenderer | undefined,
  ) {
    this.pages = new PageCache(options.versions);
  }

  /** A kept public page, for the hot path (lib/hot-reads.ts); undefined leaves the request to `send`. */
  cachedPage(url: string): ReadyBytes | undefined {
    const key = publicPageKey(url);
    return key === undefined ? undefined : this.pages.get(key);
  }

  /**
   * A page of the web app, rendered on the server (decision 021): from the cache for a visitor
   * without a session, else for this visitor. A build without the renderer sends the shell.
   */
  async send(request: FastifyRequest, reply: FastifyReply, status: number): Promise<FastifyReply> {
    const moved = languageMove(request);
    if (moved) {
      if (moved.keep) reply.setCookie(LANGUAGE_COOKIE, moved.keep, LANGUAGE_COOKIE_OPTIONS);
      return reply.header("cache-control", "no-store").redirect(moved.location, 302);
    }
    const links = await this.links(request);
    if (links.length > 0) reply.header("link", links.join(", "));
    // Compressed like every other file (`preCompressed` applies to sendFile too).
    if (!this.renderer) return reply.status(status).sendFile("index.html");
    const signedIn = Boolean(request.cookies[this.options.sessionCookie]);
    const key = signedIn || status !== 200 ? undefined : publicPageKey(request.url);
    const cached = key === undefined ? undefined : this.pages.get(key);
    if (cached) return sendReady(request, reply.status(status), cached);
    if (key !== undefined) await this.options.warm();
    const before = this.pages.current();
    // The URL its key was read from; a request line that is no URL goes as it came, and fails.
    // A page rendered for a session is that visitor's own (never kept): its calls carry their token.
    const authorization = signedIn ? await this.options.bearerFor?.(request).catch(() => undefined) : undefined;
    const answer = await this.renderer.page(pageUrl(request.url) ?? request.url, request.headers.cookie, authorization).catch((error: unknown) => {
      // The browser can still render the page itself from the shell.
      request.log.error({ err: error, url: request.url }, "the page could not be rendered on the server; sent the shell");
      return undefined;
    });
    if (!answer) return reply.status(status).header("cache-control", "no-store").sendFile("index.html");
    if (answer.kind === "redirect") return reply.redirect(answer.location, 302);
    if (key === undefined) return sendOwnPage(request, reply.status(status), answer.html);
    const ready = readyBody(Buffer.from(answer.html), {}, HTML);
    this.pages.keep(key, ready, before);
    return sendReady(request, reply.status(status), ready);
  }

  private async links(request: FastifyRequest): Promise<string[]> {
    if (!request.cookies[this.options.sessionCookie]) return [];
    const pathname = new URL(request.url, "http://shop.invalid").pathname;
    // A rendered page paints without its code, which comes after the paint (apps/web/src/boot.ts):
    // named here it would share the line with the picture. The shell alone needs it at once.
    const code = this.renderer ? [] : (this.pageCode.find((page) => page.pattern.test(pathname))?.links ?? []);
    const picture = await this.options.pictureOf?.(pathname).catch(() => undefined);
    const image = picture === undefined ? undefined : resolvedImage(picture);
    return image ? [`<${image}>; rel=preload; as=image; fetchpriority=high`, ...code] : code;
  }
}

/**
 * Serves the built web app. The build writes `.br` and `.gz` beside each text asset
 * (apps/web/vite.config.ts): `preCompressed` picks the one the client accepts, with
 * Content-Encoding and `Vary: Accept-Encoding`, and the plain file otherwise.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string, options: WebShellOptions & { hot: HotReads }): Promise<WebShell> {
  const renderer = await PageRenderer.load(app, {
    indexHtml: path.join(webDist, "index.html"),
    entry: path.join(webDist, "..", "dist-ssr", "entry-server.js"),
    origin: options.origin,
    currency: options.currency,
    timeZone: options.timeZone,
    ...(options.latinDigits && { latinDigits: options.latinDigits }),
  });
  const shell = new WebShell(readPageCode(webDist), options, renderer);
  for (const page of Object.keys(PUBLIC_PAGES)) {
    // An English page goes to Fastify for a visitor who prefers Bangla (WebShell.send moves them).
    options.hot.page(page, options.sessionCookie, (url, request) => (languageMove(request) ? undefined : shell.cachedPage(url)));
    options.hot.page(pathInLanguage(page, "bn"), options.sessionCookie, (url) => shell.cachedPage(url));
  }
  await app.register(fastifyStatic, {
    root: webDist,
    index: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      res.header("cache-control", cacheControlFor(filePath));
    },
  });
  app.get("/", (request, reply) => shell.send(request, reply, 200));
  return shell;
}

/** A page rendered for one visitor: never kept by a browser or a proxy, compressed for this answer only. */
function sendOwnPage(request: FastifyRequest, reply: FastifyReply, html: string): FastifyReply {
  reply.header("cache-control", "private, no-store").header("content-type", HTML).header("vary", "accept-encoding");
  const body = Buffer.from(html);
  const encoding = acceptedEncoding(request.headers["accept-encoding"]);
  if (encoding === "identity") return reply.send(body);
  return reply.header("content-encoding", encoding).send(compress(body, encoding));
}
