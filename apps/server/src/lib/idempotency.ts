import { createHash } from "node:crypto";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { principalOf } from "../auth/guard";
import type { Db } from "../db/client";
import { idempotencyKeys } from "../db/schema";
import { badRequest, conflict } from "../errors";
import { rawJsonBody } from "./json-body";

export const IDEMPOTENCY_HEADER = "idempotency-key";
/** A key is answered again for this long; the sweep purges older ones. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * A claim still without an answer after this long belongs to a process that died mid-request
 * (no request of ours runs that long: the provider's calls time out well before), so a retry
 * takes it over instead of hearing "in progress" for a day.
 */
export const ABANDONED_CLAIM_MS = 2 * 60 * 1000;
const KEY_PATTERN = /^[\x20-\x7e]{1,255}$/;

/**
 * The request a key stands for: the same key sent with another method, URL or body is refused.
 * The body as it arrived (lib/json-body.ts): serializing the parsed one again walks it, and cost
 * as much as the client chose to nest.
 */
const fingerprintOf = (request: FastifyRequest) =>
  createHash("sha256").update(`${request.method} ${request.url}\n${rawJsonBody(request) ?? ""}`).digest("hex");

/**
 * `Idempotency-Key` for the calls a dropped connection must be able to retry (placing an
 * order, the payment calls): the first answer to a key from a user is kept for 24 hours and
 * answered again, status and body, to every retry, which then does nothing. The same key
 * with a different request answers 409, and so does a retry while the first is still
 * running. A first attempt that failed with a 5xx leaves no trace, so it can be retried.
 * Without the header a call behaves as it always did.
 *
 * Spread into a route's options after its auth guard (`onRequest`): the key belongs to the
 * signed-in user, and the body has been validated by then.
 */
export function idempotent(db: Db) {
  const pending = new WeakMap<FastifyRequest, string>();

  async function preHandler(request: FastifyRequest, reply: FastifyReply) {
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined) return;
    if (typeof header !== "string" || !KEY_PATTERN.test(header)) {
      throw badRequest("The Idempotency-Key header must be 1 to 255 printable ASCII characters", [
        { path: "headers.idempotency-key", message: "must be 1 to 255 printable ASCII characters" },
      ]);
    }
    const { userId } = principalOf(request);
    const fingerprint = fingerprintOf(request);
    // A key older than its 24 hours is gone for us even if the sweep has not purged it yet,
    // and so is a claim abandoned by a process that died before it answered.
    const now = Date.now();
    await db
      .delete(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.userId, userId),
          eq(idempotencyKeys.key, header),
          or(
            lt(idempotencyKeys.createdAt, new Date(now - IDEMPOTENCY_TTL_MS)),
            and(isNull(idempotencyKeys.statusCode), lt(idempotencyKeys.createdAt, new Date(now - ABANDONED_CLAIM_MS))),
          ),
        ),
      );
    // The unique (user, key) index decides which of two racing requests runs.
    const [claimed] = await db
      .insert(idempotencyKeys)
      .values({ userId, key: header, fingerprint })
      .onConflictDoNothing()
      .returning({ id: idempotencyKeys.id });
    if (claimed) {
      pending.set(request, claimed.id);
      return;
    }
    const [first] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, header)))
      .limit(1);
    // Gone between our insert and select: the first attempt failed; the client may retry.
    if (!first) throw conflict("A request with this Idempotency-Key has just failed; please try again");
    if (first.fingerprint !== fingerprint) throw conflict("This Idempotency-Key was already used for a different request");
    if (first.statusCode === null || first.responseBody === null) {
      throw conflict("A request with this Idempotency-Key is still in progress");
    }
    return reply
      .status(first.statusCode)
      .header("content-type", "application/json; charset=utf-8")
      .header("idempotent-replayed", "true")
      .send(first.responseBody);
  }

  async function onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const id = pending.get(request);
    if (id === undefined) return payload;
    pending.delete(request);
    try {
      if (reply.statusCode >= 500 || typeof payload !== "string") {
        await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
      } else {
        await db.update(idempotencyKeys).set({ statusCode: reply.statusCode, responseBody: payload }).where(eq(idempotencyKeys.id, id));
      }
    } catch (error) {
      // The answer itself went through. A retry hears "in progress" until the claim counts as
      // abandoned, then runs again: harmless for the payment calls (each is idempotent on its
      // own), at worst a second unpaid order for placing, which its hold then expires.
      request.log.error({ err: error }, "could not store the answer of an idempotent request");
    }
    return payload;
  }

  return { preHandler, onSend };
}
