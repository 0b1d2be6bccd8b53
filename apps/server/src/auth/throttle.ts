import { isIPv4, isIPv6 } from "node:net";
import type { RateLimitOptions } from "@fastify/rate-limit";
import { limitMessages } from "@shop/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import { tooManyRequests } from "../errors";
import { Counter, createLimiter, humanDuration, refuse, retryAfterSeconds, type Limiter, type LimiterOptions, type RedisLimitStore } from "../lib/limits";

/**
 * Brute-force brakes on the password endpoints. Two layers, because they stop different
 * attacks: a per-address limit slows one machine trying many accounts, a per-account-and-address
 * limit slows one machine guessing one password for a long time.
 *
 * Neither is a hard lock that a stranger can set off: failures count per email *and* client, so
 * someone guessing an account's password from their own address never stops its owner (nor
 * the admin) signing in from theirs. Many machines guessing one password are slowed by each
 * address's own limits and by the memory-hard password hash.
 *
 * Counters live in this process's memory unless REDIS_URL is set; then both live in Redis, so
 * several instances on one database count together instead of allowing N times the attempts
 * (docs/decisions/007-several-instances.md says what happens when Redis is unreachable). The
 * per-address limits are @fastify/rate-limit's; the failed sign-ins and any per-key limiter are
 * rate-limiter-flexible's (lib/limits.ts, docs/decisions/023).
 */

export interface Limit {
  max: number;
  windowMs: number;
}

export interface ThrottleOptions {
  /** Sign-in attempts, right or wrong, from one address. */
  signInPerAddress: Limit;
  /** Account creations from one address. */
  signUpPerAddress: Limit;
  /** Failed sign-ins for one email from one address; reaching `max` refuses that pair until the window ends. */
  failedSignInsPerAccountAndAddress: Limit;
  /** Contact messages from one address: each one lands in the office's inbox. */
  contactPerAddress: Limit;
  /** Newsletter subscriptions (and link clicks) from one address: each may send an email. */
  subscribePerAddress: Limit;
}

const MINUTE = 60_000;
export const defaultThrottle: ThrottleOptions = {
  signInPerAddress: { max: 10, windowMs: MINUTE },
  // High enough for a family or an office behind one address, low enough to stop mass sign-ups.
  signUpPerAddress: { max: 20, windowMs: 60 * MINUTE },
  failedSignInsPerAccountAndAddress: { max: 10, windowMs: 15 * MINUTE },
  contactPerAddress: { max: 5, windowMs: 60 * MINUTE },
  subscribePerAddress: { max: 10, windowMs: 60 * MINUTE },
};

/**
 * The client an address stands for. One IPv6 subscriber usually gets a whole /64 and can pick any
 * address in it, so IPv6 counts per /64; an IPv4-mapped IPv6 address (`::ffff:203.0.113.7`, what
 * a dual-stack socket reports) is the IPv4 client it maps.
 */
export function clientKey(ip: string): string {
  if (isIPv4(ip)) return ip;
  const groups = isIPv6(ip) ? ipv6Groups(ip) : undefined;
  if (!groups) return ip;
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = groups;
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff) {
    return [g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a trailing IPv4 part converted). */
function ipv6Groups(address: string): number[] | undefined {
  let text = address.split("%")[0] ?? "";
  const lastColon = text.lastIndexOf(":");
  const tail = text.slice(lastColon + 1);
  if (tail.includes(".")) {
    const [a = 0, b = 0, c = 0, d = 0] = tail.split(".").map(Number);
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", rest] = text.split("::");
  const parse = (part: string) => (part === "" ? [] : part.split(":").map((group) => Number.parseInt(group, 16)));
  const left = parse(head);
  const right = rest === undefined ? [] : parse(rest);
  const zeros = rest === undefined ? 0 : 8 - left.length - right.length;
  const groups = [...left, ...Array<number>(Math.max(zeros, 0)).fill(0), ...right];
  return groups.length === 8 && groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff) ? groups : undefined;
}

/** The client key of a request: its IP, which comes from X-Forwarded-For only when TRUST_PROXY says so. */
export const requestClientKey = (request: FastifyRequest): string => clientKey(request.ip);

/**
 * Counts failed sign-ins per (email, client) in a fixed window that starts at the first failure.
 * Unknown emails are counted like known ones, so the answer does not tell which accounts exist.
 */
export class FailedSignIns {
  private readonly counter: Counter;

  constructor(
    private readonly limit: Limit,
    store?: RedisLimitStore,
  ) {
    this.counter = new Counter({ keyPrefix: "failed-sign-in", points: limit.max, durationSeconds: Math.ceil(limit.windowMs / 1000) }, store);
  }

  private static key(email: string, client: string): string {
    return `${email.toLowerCase()}\n${client}`;
  }

  /** Seconds until this email may be tried again from this client; 0 when it may now. */
  async retryAfterSeconds(email: string, client: string): Promise<number> {
    const count = await this.counter.get(FailedSignIns.key(email, client));
    return count && count.consumed >= this.limit.max ? retryAfterSeconds(count.msLeft) : 0;
  }

  /** Answers 429 with Retry-After while the pair is refused; the right password does not help then. */
  async assertOpen(email: string, client: string, reply: FastifyReply): Promise<void> {
    const seconds = await this.retryAfterSeconds(email, client);
    if (seconds > 0) refuse(reply, seconds, limitMessages.failedSignIns(humanDuration(seconds)));
  }

  async recordFailure(email: string, client: string): Promise<void> {
    await this.counter.add(FailedSignIns.key(email, client));
  }

  /** A successful sign-in forgives that client's earlier typos. */
  async clear(email: string, client: string): Promise<void> {
    await this.counter.delete(FailedSignIns.key(email, client));
  }
}

export interface Throttle {
  failedSignIns: FailedSignIns;
  /**
   * A per-key limit (per account, say) that counts where the throttles count: in Redis when
   * REDIS_URL is set, so every instance shares it. Create it once, when a route plugin registers.
   */
  limiter(options: LimiterOptions): Limiter;
  /** Route configs for @fastify/rate-limit. */
  signIn: RateLimitOptions;
  signUp: RateLimitOptions;
  contact: RateLimitOptions;
  subscribe: RateLimitOptions;
}

function perAddress(limit: Limit, message: (wait: string) => string): RateLimitOptions {
  return {
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: requestClientKey,
    // Thrown as is: the app's error handler turns it into the CONTRACT body; the plugin has
    // already set Retry-After.
    errorResponseBuilder: (_request, context) => tooManyRequests(message(humanDuration(retryAfterSeconds(context.ttl)))),
  };
}


/** `store`: Redis shared by the instances (REDIS_URL); omitted, every count lives in this process. */
export function createThrottle(overrides: Partial<ThrottleOptions> = {}, store?: RedisLimitStore): Throttle {
  const options = { ...defaultThrottle, ...overrides };
  return {
    failedSignIns: new FailedSignIns(options.failedSignInsPerAccountAndAddress, store),
    limiter: (limit) => createLimiter(limit, store),
    signIn: perAddress(options.signInPerAddress, limitMessages.signInAttempts),
    signUp: perAddress(options.signUpPerAddress, limitMessages.signUps),
    contact: perAddress(options.contactPerAddress, limitMessages.contactMessages),
    subscribe: perAddress(options.subscribePerAddress, limitMessages.subscriptionRequests),
  };
}
