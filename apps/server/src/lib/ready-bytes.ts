import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

/** Below this a JSON answer goes out as it is: compressing it saves less than the headers weigh. */
export const COMPRESS_ABOVE_BYTES = 1024;

/**
 * Brotli's default (11) costs ~100x gzip's time on a large catalogue; 5 compresses about as well
 * as gzip -9 at a fraction of the cost, and runs once per cache generation, not per request.
 */
export const BROTLI_QUALITY = 5;

export type Encoding = "br" | "gzip" | "identity";

/**
 * An answer built once and sent many times: its JSON bytes, their compressed forms, a strong
 * ETag over body and headers, and the headers it goes out with (X-Total-Count, Link).
 */
export interface ReadyBytes {
  body: Buffer;
  gzip: Buffer | undefined;
  br: Buffer | undefined;
  etag: string;
  headers: Readonly<Record<string, string>>;
  /** Of the body; JSON when absent. */
  contentType?: string;
  /**
   * One caller's answer (issue 28: a member's prices), kept by the server for that caller's
   * company only: sent `Cache-Control: private, no-store`, without an ETag, never answered 304.
   */
  private?: boolean;
}

export function compress(body: Buffer, encoding: Exclude<Encoding, "identity">): Buffer {
  return encoding === "br" ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }) : gzipSync(body);
}

export function readyJson(value: unknown, headers: Record<string, string> = {}): ReadyBytes {
  return readyBody(Buffer.from(JSON.stringify(value)), headers);
}

/** One caller's JSON answer as ready bytes: compressed once, no ETag, never stored by a browser or a proxy. */
export function privateJson(value: unknown, headers: Record<string, string> = {}): ReadyBytes {
  const body = Buffer.from(JSON.stringify(value));
  const big = body.length > COMPRESS_ABOVE_BYTES;
  return { body, gzip: big ? compress(body, "gzip") : undefined, br: big ? compress(body, "br") : undefined, etag: "", headers, private: true };
}

/** Any body as ready bytes: compressed once, with a strong ETag over it and its headers. */
export function readyBody(body: Buffer, headers: Record<string, string> = {}, contentType?: string): ReadyBytes {
  const hash = createHash("sha1").update(body);
  // The headers are part of what a 304 confirms: an empty page's body is `[]` whatever the total.
  for (const [name, text] of Object.entries(headers)) hash.update(`\n${name}:${text}`);
  const big = body.length > COMPRESS_ABOVE_BYTES;
  return {
    body,
    gzip: big ? compress(body, "gzip") : undefined,
    br: big ? compress(body, "br") : undefined,
    etag: `"${hash.digest("base64url")}"`,
    headers,
    ...(contentType ? { contentType } : {}),
  };
}

/** br if the client takes it, else gzip, else none; `q=0` refuses a coding. */
export function acceptedEncoding(header: string | undefined): Encoding {
  if (!header) return "identity";
  let gzip = false;
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    if (params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param))) continue;
    if (name === "br") return "br";
    if (name === "gzip" || name === "*") gzip = true;
  }
  return gzip ? "gzip" : "identity";
}

/** Whether an If-None-Match header names this strong ETag (or `*`). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const candidate = tag.trim();
    return candidate === "*" || candidate === etag || candidate === `W/${etag}`;
  });
}

/** JSON already serialized: a Buffer goes out as it is, past the route's serializer. */
export function sendJsonBytes(reply: FastifyReply, body: Buffer): FastifyReply {
  return reply.header("content-type", "application/json; charset=utf-8").send(body);
}

/**
 * Sends a public answer that may change at any write: revalidated on every use (`no-cache`), an
 * unchanged one answered 304 without a body, the body in the best coding the client accepts.
 */
export function sendReady(request: FastifyRequest, reply: FastifyReply, ready: ReadyBytes): FastifyReply {
  reply.headers(ready.headers);
  if (ready.private) {
    reply.header("cache-control", "private, no-store");
  } else {
    reply.header("etag", ready.etag);
    reply.header("cache-control", "no-cache");
  }
  if (ready.gzip) reply.header("vary", "accept-encoding");
  if (!ready.private && etagMatches(request.headers["if-none-match"], ready.etag)) return reply.code(304).send();
  const encoding = ready.gzip ? acceptedEncoding(request.headers["accept-encoding"]) : "identity";
  reply.header("content-type", ready.contentType ?? "application/json; charset=utf-8");
  if (encoding === "identity") return reply.send(ready.body);
  reply.header("content-encoding", encoding);
  return reply.send((encoding === "br" ? ready.br : ready.gzip) ?? ready.body);
}

/** Memoized answers are kept for this many distinct URLs a generation; the rest are built each time. */
const MAX_KEYS = 256;
/** And for this many bytes (each answer with its compressed forms): a catalogue of 1,000 tools is ~0.4 MB a copy. */
export const MEMO_MAX_BYTES = 16 * 1024 * 1024;

/** What a kept answer weighs: its body and its compressed forms. */
export const sizeOf = (ready: ReadyBytes) => ready.body.length + (ready.gzip?.length ?? 0) + (ready.br?.length ?? 0);

/**
 * Ready answers of one generation of a cached source, keyed by URL (query included, so the
 * Link header that quotes it is right). A new generation starts empty.
 */
export class ReadyMemo {
  private readonly answers = new Map<string, ReadyBytes>();
  private bytes = 0;

  constructor(private readonly maxBytes = MEMO_MAX_BYTES) {}

  peek(key: string): ReadyBytes | undefined {
    return this.answers.get(key);
  }

  get(key: string, build: () => ReadyBytes): ReadyBytes {
    const kept = this.answers.get(key);
    if (kept) return kept;
    const built = build();
    const size = sizeOf(built);
    if (this.answers.size < MAX_KEYS && this.bytes + size <= this.maxBytes) {
      this.answers.set(key, built);
      this.bytes += size;
    }
    return built;
  }
}
