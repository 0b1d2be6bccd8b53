import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";

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

export interface WebShellOptions {
  /** Only a request with this cookie gets the hints: without a session the app goes to /login. */
  sessionCookie: string;
  /** The picture a page paints largest (its LCP), when the server can tell from the path. */
  pictureOf?: (pathname: string) => Promise<string | undefined>;
}

/**
 * The single-page app's shell (index.html), with hints for a page behind the login. index.html is
 * the same for every route, so it names only the first download; such a page's own code, and its
 * picture, would be asked for only once that has run. A `Link` header names them with the shell, so
 * the browser fetches them beside the first download (decision 020).
 */
export class WebShell {
  constructor(
    private readonly pageCode: PageCode[],
    private readonly options: WebShellOptions,
  ) {}

  async send(request: FastifyRequest, reply: FastifyReply, status: number): Promise<FastifyReply> {
    const links = await this.links(request);
    if (links.length > 0) reply.header("link", links.join(", "));
    // Compressed like every other file (`preCompressed` applies to sendFile too).
    return reply.status(status).sendFile("index.html");
  }

  private async links(request: FastifyRequest): Promise<string[]> {
    if (!request.cookies[this.options.sessionCookie]) return [];
    const pathname = new URL(request.url, "http://shop.invalid").pathname;
    const code = this.pageCode.find((page) => page.pattern.test(pathname))?.links ?? [];
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
export async function registerWebApp(app: FastifyInstance, webDist: string, options: WebShellOptions): Promise<WebShell> {
  const shell = new WebShell(readPageCode(webDist), options);
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
