import { createHash } from "node:crypto";
import type { FastifyReply } from "fastify";
import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { limitMessages } from "@shop/contract";
import { tooManyRequests } from "../errors";

/**
 * Counters per key in fixed windows, through rate-limiter-flexible (docs/decisions/023): in this
 * process's memory, or in Redis when REDIS_URL is set so that several instances count together
 * instead of allowing N times the uses.
 */

/** Counters in Redis, shared by every instance; without one they live in this process. */
export class RedisLimitStore {
  constructor(
    readonly redis: Redis,
    /** Goes before every key of the shop's counters in Redis. */
    readonly keyPrefix: string,
    /** Hears each time Redis did not answer and a count was kept in this process instead. */
    readonly onError: (error: Error) => void,
  ) {}
}

export interface LimitOptions {
  /** Names the counter: two limiters with different prefixes never share a count. */
  keyPrefix: string;
  /** Uses one key may make in a window. */
  points: number;
  /** Length of a window, which starts at the key's first use. Whole seconds: Redis expires in seconds. */
  durationSeconds: number;
}

export interface Count {
  /** Uses counted in the key's current window. */
  consumed: number;
  /** Milliseconds until that window ends. */
  msLeft: number;
}

const toCount = (res: RateLimiterRes): Count => ({ consumed: res.consumedPoints, msLeft: Math.max(res.msBeforeNext, 0) });

/**
 * One named counter. Keys are hashed first, so no email address lands in Redis and a key's
 * length does not depend on what a client sends.
 *
 * When Redis does not answer, the count goes on in this process's memory (and the store's
 * onError hears of it) rather than failing open or refusing everyone: an outage then allows at
 * most N times the uses over N instances, as before Redis, and never locks anybody out
 * (docs/decisions/007). rate-limiter-flexible's own insuranceLimiter would do the same but
 * swallows the error, and an outage must be seen in the log.
 */
export class Counter {
  private readonly memory: RateLimiterMemory;
  private readonly shared: RateLimiterRedis | undefined;

  constructor(
    options: LimitOptions,
    private readonly store?: RedisLimitStore,
  ) {
    if (!Number.isInteger(options.durationSeconds) || options.durationSeconds < 1) {
      throw new Error(`limit ${options.keyPrefix}: durationSeconds must be a whole number of seconds, at least 1`);
    }
    const settings = { points: options.points, duration: options.durationSeconds };
    this.memory = new RateLimiterMemory({ ...settings, keyPrefix: options.keyPrefix });
    this.shared = store && new RateLimiterRedis({ ...settings, keyPrefix: `${store.keyPrefix}${options.keyPrefix}`, storeClient: store.redis });
  }

  /**
   * Keys this process holds a window for. Each is dropped by its own timer when its window ends,
   * so memory holds only live windows (docs/decisions/023 says why that bounds it).
   */
  get keysInMemory(): number {
    return this.memory.dump().storage.length;
  }

  private static hash(key: string): string {
    return createHash("sha256").update(key).digest("base64url");
  }

  /** Runs `operation` on Redis, or on memory when there is no Redis or it did not answer. A refusal (RateLimiterRes) is no failure. */
  private async run<T>(operation: (limiter: RateLimiterMemory | RateLimiterRedis) => Promise<T>): Promise<T> {
    if (!this.shared || !this.store) return operation(this.memory);
    try {
      return await operation(this.shared);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw error;
      this.store.onError(error instanceof Error ? error : new Error(String(error)));
      return operation(this.memory);
    }
  }

  /** The key's live window, if it has one. */
  async get(key: string): Promise<Count | undefined> {
    const res = await this.run((limiter) => limiter.get(Counter.hash(key)));
    return res && res.msBeforeNext > 0 ? toCount(res) : undefined;
  }

  /** Counts one use whatever the limit; the first one opens the window. */
  async add(key: string): Promise<Count> {
    return toCount(await this.run((limiter) => limiter.penalty(Counter.hash(key), 1)));
  }

  /** Counts one use if the limit allows it: `allowed` false (and the wait) once the window's points are used. */
  async consume(key: string): Promise<Count & { allowed: boolean }> {
    try {
      return { ...toCount(await this.run((limiter) => limiter.consume(Counter.hash(key), 1))), allowed: true };
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return { ...toCount(refusal), allowed: false };
      throw refusal;
    }
  }

  /** Forgets the key, in Redis and in this process (which may hold a count from an outage). */
  async delete(key: string): Promise<void> {
    const hashed = Counter.hash(key);
    await this.memory.delete(hashed);
    if (this.shared && this.store) {
      await this.shared.delete(hashed).catch((error: unknown) => this.store?.onError(error instanceof Error ? error : new Error(String(error))));
    }
  }
}

/** "45 seconds", "1 minute", "15 minutes": how long a refused client waits, in the 429's words and language. */
export function humanDuration(seconds: number): string {
  return seconds < 60 ? limitMessages.wait(seconds, "second") : limitMessages.wait(Math.ceil(seconds / 60), "minute");
}

/** Seconds a refused client waits: at least 1, so Retry-After never says "now". */
export const retryAfterSeconds = (msLeft: number) => Math.max(1, Math.ceil(msLeft / 1000));

/**
 * Refuses with the app's 429: Retry-After on the reply (the error handler keeps headers set
 * before the throw) and the CONTRACT body with `message`.
 */
export function refuse(reply: FastifyReply, seconds: number, message: string): never {
  reply.header("retry-after", String(seconds));
  throw tooManyRequests(message);
}

export interface LimiterOptions extends LimitOptions {
  /** The 429's message, given the wait in words ("5 minutes"). */
  message?: (wait: string) => string;
}

export interface Limiter {
  /**
   * Counts one use of `key` (an account id, say). Past the limit it answers 429 with
   * Retry-After until the window ends; a refused call is counted too but does not lengthen
   * the window.
   */
  consume(key: string, reply: FastifyReply): Promise<void>;
}

/**
 * A per-key limit, e.g. orders placed per account: `points` uses per `durationSeconds`. Pass
 * the app's store (what `ctx.throttle.limiter` does) so that every instance counts together.
 */
export function createLimiter(options: LimiterOptions, store?: RedisLimitStore): Limiter {
  const counter = new Counter(options, store);
  const message = options.message ?? limitMessages.requests;
  return {
    async consume(key, reply) {
      const count = await counter.consume(key);
      if (count.allowed) return;
      const seconds = retryAfterSeconds(count.msLeft);
      refuse(reply, seconds, message(humanDuration(seconds)));
    },
  };
}
