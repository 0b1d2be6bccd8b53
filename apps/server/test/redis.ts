import { Redis } from "ioredis";

/** The Redis the multi-instance tests use: TEST_REDIS_URL, else the machine's own. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || "redis://127.0.0.1:6379";

/** Whether that Redis answers a PING within a second; the tests that need it skip otherwise. */
export async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 1_000 });
  probe.on("error", () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
