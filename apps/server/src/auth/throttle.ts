import { createHash } from "node:crypto";
import { isIPv4, isIPv6 } from "node:net";
import type { RateLimitOptions } from "@fastify/rate-limit";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Redis } from "ioredis";
import { tooManyRequests } from "../errors";

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
 * (docs/decisions/007-several-instances.md says what happens when Redis is unreachable).
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

export interface FailureWindow {
  count: number;
  /** Epoch milliseconds when the counting window ends. */
  endsAt: number;
}

/**
 * Where failures are counted. Asynchronous so a shared store (Redis: INCR + PEXPIRE on the first
 * failure) can stand in for the in-memory one.
 */
export interface FailureStore {
  /** The live window of a key, if any. */
  get(key: string): Promise<FailureWindow | undefined>;
  /** One more failure; the first one opens a window of `windowMs`. */
  increment(key: string, windowMs: number): Promise<FailureWindow>;
  delete(key: string): Promise<void>;
}

/** Memory stays bounded however many emails and addresses an attacker cycles through. */
const MAX_TRACKED_KEYS = 10_000;

export class MemoryFailureStore implements FailureStore {
  private readonly windows = new Map<string, FailureWindow>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxKeys = MAX_TRACKED_KEYS,
  ) {}

  get size(): number {
    return this.windows.size;
  }

  async get(key: string): Promise<FailureWindow | undefined> {
    const entry = this.windows.get(key);
    if (entry && entry.endsAt <= this.now()) {
      this.windows.delete(key);
      return undefined;
    }
    return entry && { ...entry };
  }

  async increment(key: string, windowMs: number): Promise<FailureWindow> {
    const now = this.now();
    const entry = this.windows.get(key);
    if (entry && entry.endsAt > now) {
      entry.count += 1;
      return { ...entry };
    }
    this.windows.delete(key);
    if (this.windows.size >= this.maxKeys) this.evict(now);
    const fresh = { count: 1, endsAt: now + windowMs };
    this.windows.set(key, fresh);
    return { ...fresh };
  }

  async delete(key: string): Promise<void> {
    this.windows.delete(key);
  }

  private evict(now: number): void {
    for (const [key, entry] of this.windows) {
      if (entry.endsAt <= now) this.windows.delete(key);
    }
    // Still full: drop the oldest windows (a Map iterates in insertion order).
    for (const key of this.windows.keys()) {
      if (this.windows.size < this.maxKeys) break;
      this.windows.delete(key);
    }
  }
}

/** INCR and, on the first failure, PEXPIRE in one step: a crash between them cannot leave a counter that never expires. */
const INCREMENT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}
`;

/**
 * Failures counted in Redis, shared by every instance. Keys are hashed: no email address is
 * stored in Redis, and a key's length does not depend on what a client sends.
 *
 * When Redis does not answer, counting goes on in this process's memory (and `onError` hears
 * of it) rather than failing open or refusing every sign-in: an outage then allows at most N
 * times the attempts over N instances, as before Redis, and never locks everyone out.
 */
export class RedisFailureStore implements FailureStore {
  private readonly fallback: MemoryFailureStore;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly onError: (error: Error) => void,
    private readonly now: () => number = Date.now,
  ) {
    this.fallback = new MemoryFailureStore(now);
  }

  private key(key: string): string {
    return `${this.prefix}${createHash("sha256").update(key).digest("base64url")}`;
  }

  private async guarded<T>(shared: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    try {
      return await shared();
    } catch (error) {
      this.onError(error instanceof Error ? error : new Error(String(error)));
      return local();
    }
  }

  get(key: string): Promise<FailureWindow | undefined> {
    return this.guarded(
      async () => {
        const result = await this.redis.multi().get(this.key(key)).pttl(this.key(key)).exec();
        const [[, count] = [], [, ttl] = []] = result ?? [];
        if (count === null || count === undefined || typeof ttl !== "number" || ttl <= 0) return undefined;
        return { count: Number(count), endsAt: this.now() + ttl };
      },
      () => this.fallback.get(key),
    );
  }

  increment(key: string, windowMs: number): Promise<FailureWindow> {
    return this.guarded(
      async () => {
        const [count, ttl] = (await this.redis.eval(INCREMENT_SCRIPT, 1, this.key(key), windowMs)) as [number, number];
        return { count, endsAt: this.now() + Math.max(ttl, 0) };
      },
      () => this.fallback.increment(key, windowMs),
    );
  }

  async delete(key: string): Promise<void> {
    await this.fallback.delete(key);
    await this.guarded(
      async () => void (await this.redis.del(this.key(key))),
      async () => {},
    );
  }
}

function humanDuration(seconds: number): string {
  const [amount, unit] = seconds < 60 ? [seconds, "second"] : [Math.ceil(seconds / 60), "minute"];
  return `${amount} ${unit}${amount === 1 ? "" : "s"}`;
}

/**
 * Counts failed sign-ins per (email, client) in a fixed window that starts at the first failure.
 * Unknown emails are counted like known ones, so the answer does not tell which accounts exist.
 */
export class FailedSignIns {
  constructor(
    private readonly limit: Limit,
    private readonly store: FailureStore = new MemoryFailureStore(),
    private readonly now: () => number = Date.now,
  ) {}

  private static key(email: string, client: string): string {
    return `${email.toLowerCase()}\n${client}`;
  }

  /** Seconds until this email may be tried again from this client; 0 when it may now. */
  async retryAfterSeconds(email: string, client: string): Promise<number> {
    const entry = await this.store.get(FailedSignIns.key(email, client));
    if (!entry || entry.count < this.limit.max) return 0;
    return Math.max(1, Math.ceil((entry.endsAt - this.now()) / 1000));
  }

  /** Answers 429 with Retry-After while the pair is refused; the right password does not help then. */
  async assertOpen(email: string, client: string, reply: FastifyReply): Promise<void> {
    const seconds = await this.retryAfterSeconds(email, client);
    if (seconds === 0) return;
    reply.header("retry-after", String(seconds));
    throw tooManyRequests(`Too many failed sign-ins for this account from your address; try again in ${humanDuration(seconds)}`);
  }

  async recordFailure(email: string, client: string): Promise<void> {
    await this.store.increment(FailedSignIns.key(email, client), this.limit.windowMs);
  }

  /** A successful sign-in forgives that client's earlier typos. */
  async clear(email: string, client: string): Promise<void> {
    await this.store.delete(FailedSignIns.key(email, client));
  }
}

export interface Throttle {
  failedSignIns: FailedSignIns;
  /** Route configs for @fastify/rate-limit. */
  signIn: RateLimitOptions;
  signUp: RateLimitOptions;
  contact: RateLimitOptions;
  subscribe: RateLimitOptions;
}

function perAddress(limit: Limit, what: string): RateLimitOptions {
  return {
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: requestClientKey,
    // Thrown as is: the app's error handler turns it into the CONTRACT body; the plugin has
    // already set Retry-After.
    errorResponseBuilder: (_request, context) => tooManyRequests(`Too many ${what} from your address; try again in ${context.after}`),
  };
}

export function createThrottle(overrides: Partial<ThrottleOptions> = {}, store: FailureStore = new MemoryFailureStore()): Throttle {
  const options = { ...defaultThrottle, ...overrides };
  return {
    failedSignIns: new FailedSignIns(options.failedSignInsPerAccountAndAddress, store),
    signIn: perAddress(options.signInPerAddress, "sign-in attempts"),
    signUp: perAddress(options.signUpPerAddress, "sign-ups"),
    contact: perAddress(options.contactPerAddress, "contact messages"),
    subscribe: perAddress(options.subscribePerAddress, "subscription requests"),
  };
}
