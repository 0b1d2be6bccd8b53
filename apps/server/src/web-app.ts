import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";

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

/** The single-page app's shell, compressed like every other file (`preCompressed` applies to sendFile too). */
export const sendWebApp = (reply: FastifyReply, status: number) => reply.status(status).sendFile("index.html");

/**
 * Serves the built web app. The build writes `.br` and `.gz` beside each text asset
 * (apps/web/vite.config.ts): `preCompressed` picks the one the client accepts, with
 * Content-Encoding and `Vary: Accept-Encoding`, and the plain file otherwise.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  await app.register(fastifyStatic, {
    root: webDist,
    index: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      res.header("cache-control", cacheControlFor(filePath));
    },
  });
  app.get("/", (_request, reply) => sendWebApp(reply, 200));
}
