import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { acceptedEncoding, BROTLI_QUALITY, COMPRESS_ABOVE_BYTES } from "./ready-bytes";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * JSON answers above COMPRESS_ABOVE_BYTES go out gzip or brotli when the client accepts it
 * (issue 10, item 5). The cached reads come compressed already (ready-bytes.ts) and carry their
 * Content-Encoding; this covers the rest (admin lists, orders), compressed per answer off the
 * event loop's thread.
 */
export function compressJson(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if (typeof payload !== "string" || Buffer.byteLength(payload) <= COMPRESS_ABOVE_BYTES) return payload;
    if (reply.statusCode === 204 || reply.statusCode === 304 || reply.hasHeader("content-encoding")) return payload;
    if (!String(reply.getHeader("content-type") ?? "").includes("json")) return payload;
    reply.header("vary", "accept-encoding");
    const encoding = acceptedEncoding(request.headers["accept-encoding"]);
    if (encoding === "identity") return payload;
    reply.header("content-encoding", encoding);
    return encoding === "br"
      ? brotliAsync(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
      : gzipAsync(payload);
  });
}
