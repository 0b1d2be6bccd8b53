import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";
import { ConfigError } from "../config";

/**
 * The Redis client of REDIS_URL, connected before the app answers: a wrong URL or a Redis that
 * is not there stops the start with a clear message instead of surfacing at the first sign-in.
 *
 * Later outages do not queue commands (the offline queue is off and each command tries once):
 * a throttle asks and gets an error at once, and decides what that means (see throttle.ts).
 * The client keeps reconnecting on its own.
 */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  let reachable = true;
  // Said once per outage, not once per reconnection attempt.
  redis.on("error", (error: Error) => {
    if (reachable) log.error({ err: error }, "Redis (REDIS_URL) is unreachable; throttles fall back as docs/decisions/007 says");
    reachable = false;
  });
  redis.on("ready", () => {
    if (!reachable) log.info("Redis (REDIS_URL) is reachable again");
    reachable = true;
  });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new ConfigError([`REDIS_URL: cannot connect to Redis (${error instanceof Error ? error.message : String(error)})`]);
  }
  return redis;
}
