import type { IncomingMessage, ServerResponse } from "node:http";
import { acceptedEncoding, etagMatches, type ReadyBytes } from "./ready-bytes";

/** What a hot path answers for a request URL: ready bytes, or undefined to leave it to Fastify. */
export type HotLookup = (url: string) => ReadyBytes | undefined;

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

  /** A fixed answer (`Cache-Control: no-store`, as every uncached API answer). */
  fixed(path: string, body: Buffer): void {
    const ready: ReadyBytes = { body, gzip: undefined, br: undefined, etag: "", headers: {} };
    this.routes.push({ path, prefix: false, lookup: (url) => (url === path ? ready : undefined) });
  }

  /** Answers for `path` and `path?query`: the lookup gets the whole URL, the cache's key. */
  exact(path: string, lookup: HotLookup): void {
    this.routes.push({ path, prefix: false, lookup });
  }

  /** Answers for `prefix<param>`: the lookup gets the parameter (never containing `/` or `?`). */
  param(prefix: string, lookup: HotLookup): void {
    this.routes.push({ path: prefix, prefix: true, lookup });
  }

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
    const ready = this.find(url, request.headers.cookie);
    if (!ready) return false;
    const heads = this.headsOf(ready);
    if (ready.etag !== "" && etagMatches(request.headers["if-none-match"], ready.etag)) {
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
    if (ready.etag === "") {
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

  private find(url: string, cookie: string | undefined): ReadyBytes | undefined {
    const query = url.indexOf("?");
    const path = query === -1 ? url : url.slice(0, query);
    for (const route of this.routes) {
      if (!route.prefix) {
        if (path === route.path) return route.unlessCookie && cookie?.includes(route.unlessCookie) ? undefined : route.lookup(url);
      } else if (query === -1 && path.startsWith(route.path) && path.length > route.path.length && !path.includes("/", route.path.length)) {
        return route.lookup(path.slice(route.path.length));
      }
    }
    return undefined;
  }
}
