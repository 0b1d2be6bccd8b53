import type { RateLimitOptions } from "@fastify/rate-limit";
import { limitMessages } from "@shop/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import { principalOf } from "../auth/guard";
import { requestClientKey } from "../auth/throttle";
import { tooManyRequests } from "../errors";
import { createLimiter, humanDuration, retryAfterSeconds, type RedisLimitStore } from "./limits";

/** So many requests per window. */
export interface AccountLimit {
  max: number;
  windowMs: number;
}

/**
 * Per-account brakes on the writes that mail someone: each order placed or cancelled mails
 * the buyer, each quote request mails the office. The per-address limits of auth/throttle.ts
 * do not stop one account looping from many addresses (issue 20, item 6). Counted by
 * @fastify/rate-limit like those, so in Redis when REDIS_URL is set.
 */
export interface AccountLimits {
  /** Orders one account may place (POST /api/orders). */
  placeOrder: AccountLimit;
  /** Orders one account may cancel (DELETE /api/order/:id). */
  cancelOrder: AccountLimit;
  /** Quotes one account may request (POST /api/quotes). */
  requestQuote: AccountLimit;
  /**
   * Requests carrying a discount code (POST /api/checkout, POST /api/orders), per account and,
   * counted apart, per address: typing codes until one works is guessing.
   */
  codeAttempts: AccountLimit;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** README's "Limits" table states these; a farm-supply buyer places a few orders an hour. */
export const defaultAccountLimits: AccountLimits = {
  placeOrder: { max: 30, windowMs: HOUR },
  cancelOrder: { max: 30, windowMs: HOUR },
  requestQuote: { max: 10, windowMs: HOUR },
  // A buyer types a code a few times; a script tries thousands.
  codeAttempts: { max: 20, windowMs: MINUTE },
};

/** The limits that are route configs of @fastify/rate-limit. */
type RouteLimit = Exclude<keyof AccountLimits, "codeAttempts">;

const refusal: Record<RouteLimit, (wait: string) => string> = {
  placeOrder: limitMessages.ordersPlaced,
  cancelOrder: limitMessages.ordersCancelled,
  requestQuote: limitMessages.quoteRequests,
};

/** A route's `config.rateLimit` for each limit, keyed by the signed-in account. */
export type AccountRateLimits = Record<RouteLimit, RateLimitOptions>;

export function accountRateLimits(overrides: Partial<AccountLimits> = {}): AccountRateLimits {
  const limits = { ...defaultAccountLimits, ...overrides };
  const perAccount = (name: RouteLimit): RateLimitOptions => ({
    max: limits[name].max,
    timeWindow: limits[name].windowMs,
    // After the route's guard (onRequest) has found the caller: counted per account, whatever the address.
    hook: "preHandler",
    keyGenerator: (request: FastifyRequest) => `${name}:${principalOf(request).userId}`,
    errorResponseBuilder: (_request, context) => tooManyRequests(refusal[name](humanDuration(retryAfterSeconds(context.ttl)))),
  });
  return { placeOrder: perAccount("placeOrder"), cancelOrder: perAccount("cancelOrder"), requestQuote: perAccount("requestQuote") };
}

/** Counts a request's discount-code attempt; past either limit it answers 429 with Retry-After. */
export interface CodeAttempts {
  count(request: FastifyRequest, reply: FastifyReply, discountCode: string | undefined): Promise<void>;
}

/**
 * The code-attempt limits. Counted by rate-limiter-flexible's counters (lib/limits.ts, in Redis
 * with the other limits when REDIS_URL is set), not by a route config of @fastify/rate-limit:
 * that plugin runs one limit per request, and placing an order has its own already. Only a
 * request that carries a code counts; the caller calls `count` once its body is read.
 */
export function codeAttemptLimits(overrides: Partial<AccountLimits> = {}, store?: RedisLimitStore): CodeAttempts {
  const { max, windowMs } = { ...defaultAccountLimits, ...overrides }.codeAttempts;
  const window = { points: max, durationSeconds: Math.max(1, Math.ceil(windowMs / 1000)) };
  const perAccount = createLimiter({ ...window, keyPrefix: "code-attempts-account", message: limitMessages.codeAttemptsAccount }, store);
  const perAddress = createLimiter({ ...window, keyPrefix: "code-attempts-address", message: limitMessages.codeAttemptsAddress }, store);
  return {
    async count(request, reply, discountCode) {
      if (discountCode === undefined || discountCode.trim() === "") return;
      await perAccount.consume(principalOf(request).userId, reply);
      await perAddress.consume(requestClientKey(request), reply);
    },
  };
}
