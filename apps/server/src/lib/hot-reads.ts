import type { IncomingMessage, ServerResponse } from "node:http";
import { acceptedEncoding, etagMatches, type ReadyBytes } from "./ready-bytes";

/**
 * What a hot path answers for a request URL: ready bytes, or undefined to leave it to Fastify.
 * The request is there for its headers (issue 28: a bearer token's own catalogue).
 */
export type HotLookup = (url: string, request: IncomingMessage) => ReadyBytes | undefined;

/**
 * What a GET route answers on the path before Fastify, declared in the route's own options
 * (`config: { hot }`): its fixed bytes, or a lookup in its cache. The URL is the route's:
 * `/api/tools` gets the whole request URL (path and query, the cache's key); a route ending in
 * one parameter (`/api/tools/:id`) gets that parameter.
 */
export type HotRead = { fixed: Buffer } | { lookup: HotLookup };

declare module "fastify" {
  interface FastifyContextConfig {
    hot?: HotRead;
  }
}

/** A ready answer's headers as node:http takes them (name, value, name, value…), per reply kind. */
interface Heads {
  notModified: string[];
  identity: string[];
  gzip: string[];
  br: string[];
}

interface HotRoute {
  /** The URL itself for an exact route; the part before the parameter for a prefix route. */
  path: string;
  prefix: boolean;
  lookup: HotLookup;
  /** A cookie whose presence leaves the request to Fastify (a page rendered for the visitor). */
  unlessCookie?: string;
}

/**
 * The few public reads that every visit makes (health, the catalogue, a tool, the reviews' first
 * pages), answered from their caches' ready bytes before Fastify's request pipeline runs.
 *
 * Fastify's fixed cost per request (request and reply objects, the child logger, hooks) is
 * small for a page of the catalogue but more than half the time of a 227-byte tool or the
 * health check: with it those ran at 0.42x a bare node:http server (issue 10 asks 0.6x). Only an
 * answer that is already built goes this way, with exactly the headers the Fastify route sends;
 * anything else (a HEAD, a cache still loading, an unknown id, a URL never answered before, so
 * never validated) falls through to the route, which stays the one definition of the answer.
 * docs/decisions/009-hot-paths.md.
 */
export class HotReads {
  private readonly routes: HotRoute[] = [];
  private readonly heads = new WeakMap<ReadyBytes, Heads>();
  private securityHeaders: Readonly<Record<string, string>> = {};

  constructor(private readonly enabled: boolean) {}

  /** The headers every answer carries (lib/security-headers.ts), set once at start. */
  useSecurityHeaders(headers: Readonly<Record<string, string>>): void {
    this.securityHeaders = headers;
  }

  /**
   * Fastify's onRoute hook: takes the hot read a GET route declares. A fixed answer is sent as
   * `Cache-Control: no-store`, as every uncached API answer.
   */
  readonly onRoute = (route: { url: string; method: string | string[]; config?: { hot?: HotRead } }): void => {
    const read = route.config?.hot;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!read || !methods.includes("GET")) return;
    const param = /^(.*\/):[A-Za-z]+$/.exec(route.url);
    if (param?.[1]) {
      if (!("lookup" in read)) throw new Error(`${route.url}: a route with a parameter needs a lookup`);
      this.routes.push({ path: param[1], prefix: true, lookup: read.lookup });
    } else if (route.url.includes(":")) {
      throw new Error(`${route.url}: only a parameter at the end of the URL has a hot read`);
    } else if ("fixed" in read) {
      const ready: ReadyBytes = { body: read.fixed, gzip: undefined, br: undefined, etag: "", headers: {} };
      this.routes.push({ path: route.url, prefix: false, lookup: (url) => (url === route.url ? ready : undefined) });
    } else {
      this.routes.push({ path: route.url, prefix: false, lookup: read.lookup });
    }
  };

  /**
   * The web app's page at `path` (and `path?query`) as rendered for visitors without a session:
   * a visitor with `sessionCookie` gets a page of their own from Fastify.
   */
  page(path: string, sessionCookie: string, lookup: HotLookup): void {
    this.routes.push({ path, prefix: false, lookup, unlessCookie: `${sessionCookie}=` });
  }

  /** Writes the answer and says true, or says false and leaves the request to Fastify. */
  answer(request: IncomingMessage, response: ServerResponse): boolean {
    const url = request.url;
    if (!this.enabled || request.method !== "GET" || !url) return false;
    const ready = this.find(url, request);
    if (!ready) return false;
    const heads = this.headsOf(ready);
    if (ready.etag !== "" && !ready.private && etagMatches(request.headers["if-none-match"], ready.etag)) {
      response.writeHead(304, heads.notModified).end();
      return true;
    }
    const encoding = ready.gzip ? acceptedEncoding(request.headers["accept-encoding"]) : "identity";
    const body = (encoding === "br" ? ready.br : encoding === "gzip" ? ready.gzip : undefined) ?? ready.body;
    response.writeHead(200, heads[body === ready.body ? "identity" : encoding]).end(body);
    return true;
  }

  /**
   * The header lists of one ready answer, built the first time it is sent and kept with it (a
   * new cache generation brings new ready answers): a request then costs no object of its own.
   */
  private headsOf(ready: ReadyBytes): Heads {
    const kept = this.heads.get(ready);
    if (kept) return kept;
    const common: Record<string, string> = { ...this.securityHeaders, ...ready.headers };
    if (ready.private) {
      common["cache-control"] = "private, no-store";
      if (ready.gzip) common.vary = "accept-encoding";
    } else if (ready.etag === "") {
      common["cache-control"] = "no-store";
    } else {
      common.etag = ready.etag;
      common["cache-control"] = "no-cache";
      if (ready.gzip) common.vary = "accept-encoding";
    }
    const list = (extra: Record<string, string | number>) => Object.entries({ ...common, ...extra }).flatMap(([name, value]) => [name, String(value)]);
    const type = ready.contentType ?? "application/json; charset=utf-8";
    const heads: Heads = {
      notModified: list({}),
      identity: list({ "content-type": type, "content-length": ready.body.length }),
      gzip: list({ "content-encoding": "gzip", "content-type": type, "content-length": ready.gzip?.length ?? 0 }),
      br: list({ "content-encoding": "br", "content-type": type, "content-length": ready.br?.length ?? 0 }),
    };
    this.heads.set(ready, heads);
    return heads;
  }

  private find(url: string, request: IncomingMessage): ReadyBytes | undefined {
    const query = url.indexOf("?");
    const path = query === -1 ? url : url.slice(0, query);
    for (const route of this.routes) {
      if (!route.prefix) {
        if (path === route.path) return route.unlessCookie && request.headers.cookie?.includes(route.unlessCookie) ? undefined : route.lookup(url, request);
      } else if (query === -1 && path.startsWith(route.path) && path.length > route.path.length && !path.includes("/", route.path.length)) {
        return route.lookup(path.slice(route.path.length), request);
      }
    }
    return undefined;
  }
}
