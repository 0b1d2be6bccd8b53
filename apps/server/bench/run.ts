/**
 * `npm run bench`: requests per second and latency of the public read API, with the app
 * built in this process on a fresh embedded database, or, with DATABASE_URL set, on a scratch
 * database created on that PostgreSQL server and dropped afterwards.
 * Goals live here, never in timed tests: a shared 2-core machine makes those flaky.
 */
import autocannon from "autocannon";
import { toolListSchema } from "@shop/contract";
import { buildApp } from "../src/app";
import { parseConfig } from "../src/config";
import { prepareDatabase } from "../src/db/prepare";
import { freshDatabase } from "../test/database";

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

const parsed = parseConfig({ ...process.env, NODE_ENV: "test", AUTH_SECRET: "b".repeat(40), SEED_DEMO: "1" });
const config = { ...parsed, authSecret: parsed.authSecret ?? "b".repeat(40) };
const { database, drop } = await freshDatabase(config.databaseUrl);
await prepareDatabase(database, config);
const app = await buildApp({ config, db: database.db });
const origin = await app.listen({ port: 0, host: "127.0.0.1" });
const [tool] = toolListSchema.parse((await app.inject("/api/tools")).json());

const targets = [
  ["GET /api/health", "/api/health"],
  ["GET /api/tools", "/api/tools"],
  ["GET /api/tools/:id", `/api/tools/${tool?._id}`],
  ["GET /api/reviews", "/api/reviews"],
] as const;

console.log(`database: ${database.kind}, ${CONNECTIONS} connections, ${DURATION_SECONDS}s each\n`);
console.log("endpoint".padEnd(22), "req/s".padStart(8), "p50 ms".padStart(8), "p99 ms".padStart(8), "errors".padStart(7));
for (const [label, path] of targets) {
  const result = await autocannon({ url: `${origin}${path}`, connections: CONNECTIONS, duration: DURATION_SECONDS });
  console.log(
    label.padEnd(22),
    String(Math.round(result.requests.average)).padStart(8),
    String(result.latency.p50).padStart(8),
    String(result.latency.p99).padStart(8),
    String(result.errors + result.non2xx).padStart(7),
  );
}
await app.close();
await database.close();
await drop();
