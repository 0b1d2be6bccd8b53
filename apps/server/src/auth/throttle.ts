import type { RateLimitOptions } from "@fastify/rate-limit";
import type { FastifyReply } from "fastify";
import { tooManyRequests } from "../errors";

/**
 * Brute-force brakes on the password endpoints. Two layers, because they stop different
 * attacks: a per-address limit slows one machine trying many accounts, a per-account lockout
 * stops many machines guessing one password.
 *
 * State lives in this process's memory, which is right for the single process the shop runs
 * as. Several instances behind a load balancer would each count on their own: they would move
 * both counters to a shared store (Redis; @fastify/rate-limit takes a `redis` option).
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
  /** Failed sign-ins for one email; reaching `max` locks that email until the window ends. */
  failedSignInsPerAccount: Limit;
}

const MINUTE = 60_000;

export const defaultThrottle: ThrottleOptions = {
  signInPerAddress: { max: 10, windowMs: MINUTE },
  // High enough for a family or an office behind one address, low enough to stop mass sign-ups.
  signUpPerAddress: { max: 20, windowMs: 60 * MINUTE },
  failedSignInsPerAccount: { max: 5, windowMs: 15 * MINUTE },
};

/** Memory stays bounded however many emails an attacker cycles through. */
const MAX_TRACKED_ACCOUNTS = 10_000;

function humanDuration(seconds: number): string {
  const [amount, unit] = seconds < 60 ? [seconds, "second"] : [Math.ceil(seconds / 60), "minute"];
  return `${amount} ${unit}${amount === 1 ? "" : "s"}`;
}

/**
 * Counts failed sign-ins per email in a fixed window that starts at the first failure. Unknown
 * emails are counted like known ones, so the lockout does not tell which accounts exist.
 */
export class AccountLockout {
  private readonly failures = new Map<string, { count: number; windowEndsAt: number }>();

  constructor(
    private readonly limit: Limit,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until this email may try again; 0 when it is not locked. */
  retryAfterSeconds(email: string): number {
    const entry = this.failures.get(email);
    if (!entry) return 0;
    const remaining = entry.windowEndsAt - this.now();
    if (remaining <= 0) {
      this.failures.delete(email);
      return 0;
    }
    return entry.count >= this.limit.max ? Math.ceil(remaining / 1000) : 0;
  }

  /** Answers 429 with Retry-After while the email is locked; a correct password does not help then. */
  assertOpen(email: string, reply: FastifyReply): void {
    const seconds = this.retryAfterSeconds(email);
    if (seconds === 0) return;
    reply.header("retry-after", String(seconds));
    throw tooManyRequests(`Too many failed sign-ins for this account; try again in ${humanDuration(seconds)}`);
  }

  recordFailure(email: string): void {
    const now = this.now();
    const entry = this.failures.get(email);
    if (entry && entry.windowEndsAt > now) {
      entry.count += 1;
      return;
    }
    if (this.failures.size >= MAX_TRACKED_ACCOUNTS) this.evict(now);
    this.failures.set(email, { count: 1, windowEndsAt: now + this.limit.windowMs });
  }

  /** A successful sign-in forgives the earlier typos. */
  clear(email: string): void {
    this.failures.delete(email);
  }

  private evict(now: number): void {
    for (const [email, entry] of this.failures) {
      if (entry.windowEndsAt <= now) this.failures.delete(email);
    }
    // Still full: drop the oldest windows (a Map iterates in insertion order).
    for (const email of this.failures.keys()) {
      if (this.failures.size < MAX_TRACKED_ACCOUNTS) break;
      this.failures.delete(email);
    }
  }
}

export interface Throttle {
  lockout: AccountLockout;
  /** Route configs for @fastify/rate-limit. */
  signIn: RateLimitOptions;
  signUp: RateLimitOptions;
}

function perAddress(limit: Limit, what: string): RateLimitOptions {
  return {
    max: limit.max,
    timeWindow: limit.windowMs,
    // Thrown as is: the app's error handler turns it into the CONTRACT body; the plugin has
    // already set Retry-After.
    errorResponseBuilder: (_request, context) => tooManyRequests(`Too many ${what} from your address; try again in ${context.after}`),
  };
}

export function createThrottle(overrides: Partial<ThrottleOptions> = {}): Throttle {
  const options = { ...defaultThrottle, ...overrides };
  return {
    lockout: new AccountLockout(options.failedSignInsPerAccount),
    signIn: perAddress(options.signInPerAddress, "sign-in attempts"),
    signUp: perAddress(options.signUpPerAddress, "sign-ups"),
  };
}
