import { randomUUID } from "node:crypto";
import pg from "pg";

/**
 * Tells every instance on one database that something cached changed. A write calls
 * `publish(channel)` after its transaction committed; every other instance's subscribers run.
 * The publisher's own subscribers are not called back: it drops its own cache itself.
 */
export interface Invalidation {
  publish(channel: string): Promise<void>;
  /** `onChange` runs on each change published elsewhere, and after a lost connection (changes may have been missed). */
  subscribe(channel: string, onChange: () => void): void;
  close(): Promise<void>;
}

export interface InvalidationLog {
  warn(object: object, message: string): void;
}

/** One process (PGlite, or tests): nobody else to tell. */
export function localInvalidation(): Invalidation {
  return { publish: async () => {}, subscribe: () => {}, close: async () => {} };
}

/** The PostgreSQL channel every instance listens on; the payload names what changed. */
const PG_CHANNEL = "shop_cache";
const MAX_BACKOFF_MS = 5_000;

/**
 * LISTEN/NOTIFY on PostgreSQL: one dedicated connection listens (a pooled one would be handed
 * to queries); notifications go out on a short-lived query of `notify`. The payload is
 * `<channel> <instance id>`, so an instance skips its own.
 */
export async function postgresInvalidation(
  connectionString: string,
  notify: (pgChannel: string, payload: string) => Promise<void>,
  log: InvalidationLog,
): Promise<Invalidation> {
  const instance = randomUUID();
  const subscribers = new Map<string, Set<() => void>>();
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const run = (channel: string) => {
    for (const onChange of subscribers.get(channel) ?? []) onChange();
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on("notification", (message) => {
      const [channel, from] = (message.payload ?? "").split(" ");
      if (channel && from !== instance) run(channel);
    });
    // A lost connection also ends it: the "end" handler below reports it and reconnects.
    next.on("error", () => {});
    next.on("end", () => {
      if (closed || client !== next) return;
      client = undefined;
      log.warn({}, "cache invalidation: lost the LISTEN connection to PostgreSQL; reconnecting");
      scheduleReconnect(0);
    });
    await next.connect();
    await next.query(`LISTEN ${PG_CHANNEL}`);
    if (closed) return void (await next.end());
    client = next;
  };

  const scheduleReconnect = (attempt: number) => {
    const delay = Math.min(100 * 2 ** attempt, MAX_BACKOFF_MS);
    retry = setTimeout(() => {
      connect().then(
        // Whatever was published while nobody listened is unknown: drop everything.
        () => {
          for (const channel of subscribers.keys()) run(channel);
        },
        () => {
          if (!closed) scheduleReconnect(attempt + 1);
        },
      );
    }, delay);
    retry.unref();
  };

  await connect();
  return {
    publish: (channel) => notify(PG_CHANNEL, `${channel} ${instance}`),
    subscribe(channel, onChange) {
      const set = subscribers.get(channel) ?? new Set();
      set.add(onChange);
      subscribers.set(channel, set);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      await last?.end();
    },
  };
}
