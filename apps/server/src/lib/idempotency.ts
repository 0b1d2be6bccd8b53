import { requestMessages } from "@shop/contract";
import { createHash } from "node:crypto";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { principalOf } from "../auth/guard";
import type { Db, Tx } from "../db/client";
import { idempotencyKeys } from "../db/schema";
import { badRequest, conflict } from "../errors";
import { rawJsonBody } from "./json-body";

export const IDEMPOTENCY_HEADER = "idempotency-key";
/** A key is answered again for this long; the sweep purges older ones. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * Issue 35 item 11: a claim is a lease. While its request runs, the instance that claimed it
 * renews it (sets its `created_at` to the database's now) every CLAIM_RENEW_MS; a claim without
 * an answer that nobody renewed for CLAIM_LEASE_MS belongs to a request that is gone (its
 * process died or stopped), so a retry takes it over at once instead of hearing "in progress"
 * for minutes. Both times are read on the database's clock, so instances whose clocks differ
 * agree on it. A live request whose renewals were late (an event loop stalled for seconds) may
 * lose its claim; it then cannot commit (answerInTransaction finds its claim gone and rolls its
 * write back): exactly once holds either way (decision 027).
 */
export const CLAIM_RENEW_MS = 1000;
export const CLAIM_LEASE_MS = 3000;
const KEY_PATTERN = /^[\x20-\x7e]{1,255}$/;

/**
 * The request a key stands for: the same key sent with another method, URL or body is refused.
 * The body as it arrived (lib/json-body.ts): serializing the parsed one again walks it, and cost
 * as much as the client chose to nest.
 */
const fingerprintOf = (request: FastifyRequest) =>
  createHash("sha256").update(`${request.method} ${request.url}\n${rawJsonBody(request) ?? ""}`).digest("hex");

/** The claim a request holds on its key, from its preHandler to its answer. */
interface Claim {
  id: string;
  key: string;
}
const claims = new WeakMap<FastifyRequest, Claim>();

/** Tests only (AppOptions.faults): never set by server.ts, nor by any variable. */
export interface IdempotencyFaults {
  /** Runs after a request claimed its key, before its route: a test makes it hang, as if the process died there. */
  afterClaim?: (request: FastifyRequest) => Promise<void>;
}

/** The leases of the claims this app's requests hold (one timer per claim, until its answer). */
class ClaimLeases {
  private readonly timers = new Map<string, NodeJS.Timeout>();

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    readonly faults: IdempotencyFaults,
  ) {}

  hold(claim: Claim): void {
    const timer = setInterval(() => void this.renew(claim), CLAIM_RENEW_MS);
    // A request in flight keeps the process alive, not its lease.
    timer.unref();
    this.timers.set(claim.id, timer);
  }

  release(claim: Claim): void {
    clearInterval(this.timers.get(claim.id));
    this.timers.delete(claim.id);
  }

  /** A closed app holds no claims: its process is stopping, and a retry elsewhere may run. */
  releaseAll(): void {
    for (const timer of this.timers.values()) clearInterval(timer);
    this.timers.clear();
  }

  private async renew(claim: Claim): Promise<void> {
    try {
      await this.db
        .update(idempotencyKeys)
        .set({ createdAt: sql`now()` })
        .where(and(eq(idempotencyKeys.id, claim.id), isNull(idempotencyKeys.statusCode)));
    } catch (error) {
      // The next renewal tries again; a claim that lapses meanwhile only lets a retry win.
      this.log.warn({ err: error }, "could not renew the claim of an idempotent request");
    }
  }
}

declare module "fastify" {
  interface FastifyInstance {
    /** Set by keepIdempotentAnswers on the app; every route's `idempotent` preHandler finds it here. */
    idempotencyLeases: ClaimLeases;
  }
}

/**
 * `Idempotency-Key` for the calls a dropped connection must be able to retry (placing an
 * order, the payment calls, the office's writes that move money or stock): the first answer to
 * a key from a user is kept for 24 hours and answered again, status and body, to every retry,
 * which then does nothing. The same key with a different request answers 409, and so does a
 * retry while the first is still running. A first attempt that failed with a 5xx before its
 * write committed leaves no trace, so it can be retried. Without the header a call behaves as
 * it always did.
 *
 * A route that writes keeps its answer in the write's own transaction (answerInTransaction), so
 * a crash leaves both or neither (decision 027); the other answers (refusals, the provider's
 * calls that are idempotent on their own) are kept as they are sent (keepIdempotentAnswers).
 *
 * Spread into a route's options after its auth guard (`onRequest`): the key belongs to the
 * signed-in user, and the body has been validated by then.
 */
export function idempotent(db: Db) {
  async function preHandler(request: FastifyRequest, reply: FastifyReply) {
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined) return;
    if (typeof header !== "string" || !KEY_PATTERN.test(header)) {
      throw badRequest(requestMessages.idempotencyKeyInvalid, [
        { path: "headers.idempotency-key", message: requestMessages.idempotencyKeyField },
      ]);
    }
    const { userId } = principalOf(request);
    const fingerprint = fingerprintOf(request);
    // A key older than its 24 hours is gone for us even if the sweep has not purged it yet,
    // and so is a claim whose lease lapsed: its request died before it answered. A claim without
    // an answer has no write behind it (the write and the answer commit together), so running
    // the request again is safe.
    const now = Date.now();
    await db
      .delete(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.userId, userId),
          eq(idempotencyKeys.key, header),
          or(
            lt(idempotencyKeys.createdAt, new Date(now - IDEMPOTENCY_TTL_MS)),
            and(isNull(idempotencyKeys.statusCode), sql`${idempotencyKeys.createdAt} < now() - ${`${CLAIM_LEASE_MS} milliseconds`}::interval`),
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
      const claim = { id: claimed.id, key: header };
      claims.set(request, claim);
      const leases = request.server.idempotencyLeases;
      leases.hold(claim);
      await leases.faults.afterClaim?.(request);
      return;
    }
    const [first] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, header)))
      .limit(1);
    // Gone between our insert and select: the first attempt failed; the client may retry.
    if (!first) throw conflict(requestMessages.idempotencyFailed);
    if (first.fingerprint !== fingerprint) throw conflict(requestMessages.idempotencyReused);
    if (first.statusCode === null || first.responseBody === null) {
      throw conflict(requestMessages.idempotencyInProgress);
    }
    return reply
      .status(first.statusCode)
      .header("content-type", "application/json; charset=utf-8")
      .header("idempotent-replayed", "true")
      .send(first.responseBody);
  }

  return { preHandler };
}

/** The Idempotency-Key the request claimed, if it sent one: a use case may name its writes by it. */
export const idempotencyKeyOf = (request: FastifyRequest): string | undefined => claims.get(request)?.key;

/**
 * Keeps the answer of every request that claimed a key, as it is sent. Installed on the app
 * before compressJson: onSend hooks run in the order they were added, so the answer is read as
 * the serialized text, before it may be compressed (a compressed answer was once not kept, and
 * a browser's retry placed a second order). An answer the route kept in its transaction is
 * never overwritten, not even by a 5xx of a step after its commit.
 */
export function keepIdempotentAnswers(app: FastifyInstance, db: Db, faults: IdempotencyFaults = {}): void {
  const leases = new ClaimLeases(db, app.log, faults);
  app.decorate("idempotencyLeases", leases);
  app.addHook("onClose", async () => leases.releaseAll());
  async function keep(request: FastifyRequest, claim: Claim, status: number, payload: unknown): Promise<void> {
    leases.release(claim);
    const unanswered = and(eq(idempotencyKeys.id, claim.id), isNull(idempotencyKeys.statusCode));
    try {
      if (status >= 500 || typeof payload !== "string") {
        await db.delete(idempotencyKeys).where(unanswered);
      } else {
        await db.update(idempotencyKeys).set({ statusCode: status, responseBody: payload }).where(unanswered);
      }
    } catch (error) {
      // The answer itself went through. A retry hears "in progress" until the claim's lease
      // lapses, then runs again: safe, as no write stands behind a claim without an answer.
      request.log.error({ err: error }, "could not store the answer of an idempotent request");
    }
  }
  // Callback style: every answer passes here, and one without a claim returns without a promise.
  app.addHook("onSend", (request, reply, payload, done) => {
    const claim = claims.get(request);
    if (claim === undefined) return done(null, payload);
    claims.delete(request);
    void keep(request, claim, reply.statusCode, payload).then(() => done(null, payload));
  });
}

/**
 * The answer of a route that writes, kept under the request's key in the write's own
 * transaction: `keep` serializes it as the route would and stores it in `tx` (throwing, so the
 * write rolls back, if a retry took the claim over meanwhile); after the commit, `send` answers
 * that same text. Without a key, `keep` only serializes.
 */
export function answerInTransaction(request: FastifyRequest, reply: FastifyReply) {
  let text: string | undefined;
  return {
    async keep(tx: Tx, status: number, body: unknown): Promise<void> {
      const serialized = reply.status(status).serialize(body);
      // The route's JSON serializer for this status: text, so what is kept is what is sent.
      if (typeof serialized !== "string") throw new Error("answerInTransaction: the serializer answered bytes");
      text = serialized;
      const claim = claims.get(request);
      if (claim === undefined) return;
      const [kept] = await tx
        .update(idempotencyKeys)
        .set({ statusCode: status, responseBody: text })
        .where(and(eq(idempotencyKeys.id, claim.id), isNull(idempotencyKeys.statusCode)))
        .returning({ id: idempotencyKeys.id });
      if (!kept) throw conflict(requestMessages.idempotencyTakenOver);
    },
    send(): FastifyReply {
      if (text === undefined) throw new Error("answerInTransaction: send() before keep()");
      return reply.header("content-type", "application/json; charset=utf-8").send(text);
    },
  };
}
