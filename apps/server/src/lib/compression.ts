import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { FastifyInstance, FastifyReply } from "fastify";
import { acceptedEncoding, BROTLI_QUALITY, COMPRESS_ABOVE_BYTES, type Encoding } from "./ready-bytes";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** The coding to send `payload` in, or none; sets Vary on every answer that could be compressed. */
function encodingFor(acceptEncoding: string | undefined, reply: FastifyReply, payload: unknown): Exclude<Encoding, "identity"> | undefined {
  if (typeof payload !== "string" || payload.length <= COMPRESS_ABOVE_BYTES) return undefined;
  if (reply.statusCode === 204 || reply.statusCode === 304 || reply.hasHeader("content-encoding")) return undefined;
  if (!String(reply.getHeader("content-type") ?? "").includes("json")) return undefined;
  reply.header("vary", "accept-encoding");
  const encoding = acceptedEncoding(acceptEncoding);
  return encoding === "identity" ? undefined : encoding;
}

/**
 * JSON answers above COMPRESS_ABOVE_BYTES go out gzip or brotli when the client accepts it
 * (issue 10, item 5). The cached reads come compressed already (ready-bytes.ts) and carry their
 * Content-Encoding; this covers the rest (admin lists, orders), compressed per answer off the
 * event loop's thread.
 */
export function compressJson(app: FastifyInstance): void {
  // Callback style: the common case (a Buffer, a small answer) returns without a promise.
  app.addHook("onSend", (request, reply, payload, done) => {
    const encoding = encodingFor(request.headers["accept-encoding"], reply, payload);
    if (!encoding) return done(null, payload);
    reply.header("content-encoding", encoding);
    const compressed = encoding === "br" ? brotliAsync(payload as string, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }) : gzipAsync(payload as string);
    compressed.then((bytes) => done(null, bytes), (error: Error) => done(error));
  });
}
