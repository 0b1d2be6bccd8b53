import type { RateLimitOptions } from "@fastify/rate-limit";
import type { FastifyRequest } from "fastify";
import { principalOf } from "../auth/guard";
import { tooManyRequests } from "../errors";

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
}

const HOUR = 60 * 60_000;

/** README's "Limits" table states these; a farm-supply buyer places a few orders an hour. */
export const defaultAccountLimits: AccountLimits = {
  placeOrder: { max: 30, windowMs: HOUR },
  cancelOrder: { max: 30, windowMs: HOUR },
  requestQuote: { max: 10, windowMs: HOUR },
};

const what: Record<keyof AccountLimits, string> = {
  placeOrder: "orders placed",
  cancelOrder: "orders cancelled",
  requestQuote: "quote requests",
};

/** A route's `config.rateLimit` for each limit, keyed by the signed-in account. */
export type AccountRateLimits = Record<keyof AccountLimits, RateLimitOptions>;

export function accountRateLimits(overrides: Partial<AccountLimits> = {}): AccountRateLimits {
  const limits = { ...defaultAccountLimits, ...overrides };
  const perAccount = (name: keyof AccountLimits): RateLimitOptions => ({
    max: limits[name].max,
    timeWindow: limits[name].windowMs,
    // After the route's guard (onRequest) has found the caller: counted per account, whatever the address.
    hook: "preHandler",
    keyGenerator: (request: FastifyRequest) => `${name}:${principalOf(request).userId}`,
    errorResponseBuilder: (_request, context) => tooManyRequests(`Too many ${what[name]} from this account; try again in ${context.after}`),
  });
  return { placeOrder: perAccount("placeOrder"), cancelOrder: perAccount("cancelOrder"), requestQuote: perAccount("requestQuote") };
}
