/**
 * `npm run bench` (after `npm run build`): the built shop as it runs in production (its own
 * process, default log level), measured against a bare node:http server answering the same
 * bytes in the same run, then the list calls the web app makes on a small and a large database.
 *
 *  1. Hot public reads at BENCH_CONNECTIONS (50): requests/s, p50, p99, ratio to bare; the shop
 *     and the bare server take turns BENCH_ROUNDS (3) times and each keeps its median run.
 *  2. Each list call of the web app, one request at a time: p50 at each size of BENCH_ROWS
 *     (1,000 and 100,000 rows, filled by seed-scale.ts), the growth factor, the shop's peak
 *     memory (VmHWM) at each size.
 *  3. Issue 27: a 200-line quick-order check, one request at a time: p50, p95 (goal ≤ 100 ms),
 *     p99 at each size, against bare node:http answering the same bytes (quick-order.ts).
 *
 * Databases: with DATABASE_URL (a PostgreSQL server), a scratch database per size, created and
 * dropped here; else PGlite in a temporary DATA_DIR per size. BENCH_SECONDS (default 10) is the
 * length of each hot-read run, BENCH_LIST_SECONDS (default BENCH_SECONDS / 2) of each list call:
 * BENCH_SECONDS=3 makes a quick run. Goals live here, never in timed tests.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { BODY_ONLY, type Recorded } from "./bare-answer";
import { HEAVY } from "./seed-scale-account";
import { QUICK_ORDER_GOAL_P95_MS, quickOrderAt, type QuickOrderTimes } from "./quick-order";
import { BENCH_ADMIN, exited, freePort, requireBuild, serverDir, startShop, stop, waitFor, type Running } from "./shop";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const LIST_SECONDS = Number(process.env.BENCH_LIST_SECONDS ?? Math.max(2, SECONDS / 2));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SIZES = (process.env.BENCH_ROWS ?? "1000,100000").split(",").map(Number);
const serverUrl = process.env.DATABASE_URL || undefined;

requireBuild();
const work = mkdtempSync(path.join(tmpdir(), "shop-bench-"));

interface Scratch {
  env: Record<string, string>;
  drop(): Promise<void>;
}

/** A database of its own for one size: a scratch database on the PostgreSQL server, or a PGlite folder. */
async function scratchDatabase(rows: number): Promise<Scratch> {
  // The shop keeps uploads in DATA_DIR on PostgreSQL too: a folder of this run's either way.
  const dataDir = path.join(work, `data-${rows}`);
  const removeDataDir = async () => rmSync(dataDir, { recursive: true, force: true });
  if (!serverUrl) return { env: { DATA_DIR: dataDir, DATABASE_URL: "" }, drop: removeDataDir };
  const name = `shop_bench_${rows}_${randomBytes(4).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
    drop: async () => {
      await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await removeDataDir();
    },
  };
}

async function seedScale(rows: number, env: Record<string, string>): Promise<void> {
  const started = performance.now();
  const child = spawn(process.execPath, ["--import", "tsx", "bench/seed-scale.ts", "--rows", String(rows)], {
    cwd: serverDir,
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  if ((await exited(child)) !== 0) throw new Error(`seed:scale --rows ${rows} failed`);
  console.log(`seeded ${rows.toLocaleString("en")} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** The most memory the process has held (VmHWM), in MB. */
function peakMemory(child: ChildProcess): number {
  const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
  const kb = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? NaN);
  return Math.round(kb / 1024);
}

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  failures: number;
}

/** The run with the median requests/s (its own latencies with it). */
function median(runs: Measured[]): Measured {
  const sorted = [...runs].sort((a, b) => a.rps - b.rps);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error("no runs to take the median of");
  return middle;
}

async function load(url: string, connections: number, seconds: number, headers: Record<string, string> = {}): Promise<Measured> {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  const failures = result.errors + result.timeouts + result.non2xx;
  if (failures > 0) console.warn(`  ${url}: ${failures} failed requests (errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx})`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failures };
}

/** Signs in through the API as the web app does and returns the bearer token. */
async function accessToken(origin: string, account: { email: string; password: string }): Promise<string> {
  const signIn = await fetch(`${origin}/api/auth/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(account),
  });
  if (!signIn.ok) throw new Error(`sign-in of ${account.email} answered ${signIn.status}`);
  const cookie = signIn.headers.getSetCookie().map((line) => line.split(";")[0]).join("; ");
  const token = await fetch(`${origin}/api/user/${encodeURIComponent(account.email)}`, {
    method: "PUT",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ email: account.email }),
  });
  if (!token.ok) throw new Error(`the access token of ${account.email} answered ${token.status}`);
  return ((await token.json()) as { accessToken: string }).accessToken;
}

const ms = (value: number) => (Number.isFinite(value) ? String(Math.round(value * 10) / 10) : "—");
const k = (value: number) => `${(value / 1000).toFixed(1)} k`;
const row = (cells: (string | number)[]) => console.log(`| ${cells.join(" | ")} |`);

// ——— 1. Hot reads: the shop against bare node:http, on the smallest database ———

/**
 * Issue 28: a signed-in member of the scale seed's co-op with a price list naming half the
 * catalogue (10 % off), made through the API as the office would; answers the member's token.
 */
async function memberWithPriceList(origin: string, tools: readonly { _id: string }[]): Promise<string> {
  const [office, member] = [await accessToken(origin, BENCH_ADMIN), await accessToken(origin, HEAVY)];
  const company = (await (await fetch(`${origin}/api/company`, { headers: { authorization: `Bearer ${member}` } })).json()) as { _id: string };
  const list = await fetch(`${origin}/api/price-lists`, {
    method: "POST",
    headers: { authorization: `Bearer ${office}`, "content-type": "application/json" },
    body: JSON.stringify({
      name: "Bench co-op prices",
      priority: 1,
      companyIds: [company._id],
      prices: tools.filter((_, i) => i % 2 === 0).map((tool) => ({ productId: tool._id, percentOff: 10 })),
    }),
  });
  if (list.status !== 201) throw new Error(`the bench's price list answered ${list.status}: ${await list.text()}`);
  return member;
}

async function hotReads(shop: Running): Promise<void> {
  const tools = (await (await fetch(`${shop.origin}/api/tools`)).json()) as { _id: string }[];
  const member = { authorization: `Bearer ${await memberWithPriceList(shop.origin, tools)}` };
  // [label, URL, the bare server's path for the same answer, headers the shop is asked with]
  const targets: [string, string, string, Record<string, string>][] = [
    ["GET /api/tools", "/api/tools", "/api/tools", {}],
    // Issue 28: the same page for a member whose company has a price list (yourPrice on half the tools).
    ["GET /api/tools (member, price list)", "/api/tools", "/api/tools?member", member],
    ["GET /api/tools/{id}", `/api/tools/${tools[0]?._id ?? "none"}`, `/api/tools/${tools[0]?._id ?? "none"}`, {}],
    ["GET /api/reviews", "/api/reviews", "/api/reviews", {}],
    ["GET /api/health", "/api/health", "/api/health", {}],
    // The pages rendered on the server, as kept for visitors without a session (decision 021).
    ["page / (kept)", "/", "/", {}],
    ["page /tools (kept)", "/tools", "/tools", {}],
  ];
  const recorded: Record<string, Recorded> = {};
  for (const [, target, barePath, headers] of targets) {
    // The first visit renders and keeps a page; the figures are of the kept one.
    await fetch(`${shop.origin}${target}`, { headers });
    // Uncompressed, as autocannon asks (it sends no Accept-Encoding).
    const response = await fetch(`${shop.origin}${target}`, { headers: { ...headers, "accept-encoding": "identity" } });
    // What node:http writes on its own (and fetch's view of the connection) is left to the bare server.
    const kept = [...response.headers].filter(([name]) => !["date", "connection", "keep-alive", "transfer-encoding"].includes(name));
    recorded[barePath] = { headers: kept, body: Buffer.from(await response.arrayBuffer()).toString("base64") };
  }
  const memberBody = Buffer.from(recorded["/api/tools?member"]?.body ?? "", "base64").toString();
  if (!memberBody.includes('"yourPrice"')) throw new Error("the member's catalogue carries no yourPrice");
  const file = path.join(work, "bare.json");
  writeFileSync(file, JSON.stringify(recorded));
  const port = await freePort();
  const bare = spawn(process.execPath, ["--import", "tsx", "bench/bare.ts", file], {
    cwd: serverDir,
    env: { ...process.env, PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    await waitFor(`http://127.0.0.1:${port}/api/health`, bare, "the bare server");
    console.log(`\n### Hot reads: ${CONNECTIONS} connections, ${SECONDS} s a run, median of ${ROUNDS} turns, shop against bare node:http\n`);
    console.log("bare: the shop's exact answer (every header and the body); bare body-only: the body with content-type and content-length only.\n");
    row(["endpoint", "body bytes", "header bytes", "shop req/s", "p50 ms", "p99 ms", "bare req/s", "bare p99 ms", "**ratio**", "bare body-only req/s", "ratio to body-only"]);
    row(["---", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:"]);
    const medians = new Map<string, Measured>();
    for (const [label, target, barePath, headers] of targets) {
      // The three servers take turns, ROUNDS times, and each keeps its median run: a burst of
      // other work on the shared machine then slows one run of each, not one server's only run.
      const runs: Record<"shop" | "bare" | "bodyOnly", Measured[]> = { shop: [], bare: [], bodyOnly: [] };
      for (let round = 0; round < ROUNDS; round += 1) {
        runs.shop.push(await load(`${shop.origin}${target}`, CONNECTIONS, SECONDS, headers));
        runs.bare.push(await load(`http://127.0.0.1:${port}${barePath}`, CONNECTIONS, SECONDS));
        runs.bodyOnly.push(await load(`http://127.0.0.1:${port}${BODY_ONLY}${barePath}`, CONNECTIONS, SECONDS));
      }
      const [measured, yardstick, bodyOnly] = [median(runs.shop), median(runs.bare), median(runs.bodyOnly)];
      medians.set(label, measured);
      const answer = recorded[barePath];
      const bytes = Buffer.from(answer?.body ?? "", "base64").length;
      const headerBytes = (answer?.headers ?? []).reduce((sum, [name, value]) => sum + name.length + value.length + 4, 0);
      row([
        label,
        bytes,
        headerBytes,
        k(measured.rps),
        ms(measured.p50),
        ms(measured.p99),
        k(yardstick.rps),
        ms(yardstick.p99),
        `**${(measured.rps / yardstick.rps).toFixed(2)}x**`,
        k(bodyOnly.rps),
        `${(measured.rps / bodyOnly.rps).toFixed(2)}x`,
      ]);
    }
    // Issue 28's goal: a member's catalogue with a price list at 0.6x the public one or better, p99 ≤ 20 ms.
    const [publicAnswer, memberAnswer] = [medians.get("GET /api/tools"), medians.get("GET /api/tools (member, price list)")];
    if (publicAnswer && memberAnswer) {
      const ratio = memberAnswer.rps / publicAnswer.rps;
      const met = ratio >= 0.6 && memberAnswer.p99 <= 20;
      console.log(`\nA member's /api/tools with a price list: ${k(memberAnswer.rps)} req/s, **${ratio.toFixed(2)}x** the public answer's ${k(publicAnswer.rps)}, p99 ${ms(memberAnswer.p99)} ms (goal ≥ 0.6x, p99 ≤ 20 ms): ${met ? "met" : "**missed**"}`);
    }
    // What a page costs when it is not kept: a parameter the pages do not read makes the shop
    // render it for every request (as for a signed-in visitor), one request at a time.
    console.log("\nRendered for every request (not kept), 1 connection:\n");
    row(["page", "req/s", "p50 ms", "p99 ms"]);
    row(["---", "---:", "---:", "---:"]);
    for (const page of ["/", "/tools"]) {
      const measured = await load(`${shop.origin}${page}?bench=uncached`, 1, LIST_SECONDS);
      row([page, k(measured.rps), ms(measured.p50), ms(measured.p99)]);
    }
  } finally {
    await stop(bare);
  }
}

// ——— 2. The web app's list calls at each size ———

const listCalls = [
  { label: "home: tools", path: "/api/tools?page=1&limit=6", as: "anyone" },
  { label: "/tools, Manage Products", path: "/api/tools?page=1&limit=20", as: "anyone" },
  // Issue 26: a search ranked by trigram likeness beside the full-text and prefix match.
  { label: "/tools search \"wheel barrow\"", path: "/api/tools?page=1&limit=20&q=wheel%20barrow", as: "anyone" },
  { label: "home: reviews", path: "/api/reviews?page=1&limit=6", as: "anyone" },
  { label: "Manage Reviews", path: "/api/reviews?page=1&limit=20", as: "admin" },
  { label: "My orders (heavy)", path: `/api/order?email=${encodeURIComponent(HEAVY.email)}&page=1&limit=10`, as: "heavy" },
  { label: "Manage All Orders", path: "/api/orders?page=1&limit=20", as: "admin" },
  // Issue 27: a company admin's list of the company's orders (all N orders are Scale Co-op's), a page deep in it, and one status.
  { label: "Company orders", path: "/api/company/orders?page=1&limit=20", as: "heavy" },
  { label: "Company orders, page 50", path: "/api/company/orders?page=50&limit=20", as: "heavy" },
  { label: "Company orders, shipped", path: "/api/company/orders?status=shipped&page=1&limit=20", as: "heavy" },
  { label: "All Users", path: "/api/user?page=1&limit=20", as: "admin" },
  { label: "profiles (admin)", path: "/api/profile?page=1&limit=20", as: "admin" },
] as const;

/** Median and 99th percentile of one request at a time for LIST_SECONDS (sub-millisecond resolution); NaN if any fails. */
async function sequentialTimes(url: string, headers: Record<string, string>): Promise<{ p50: number; p99: number }> {
  const times: number[] = [];
  const until = performance.now() + LIST_SECONDS * 1000;
  while (performance.now() < until) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (!response.ok) {
      console.warn(`  ${url} answered ${response.status}`);
      return { p50: NaN, p99: NaN };
    }
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length / 2)] ?? NaN, p99: times[Math.min(times.length - 1, Math.floor(times.length * 0.99))] ?? NaN };
}

interface SizeResult {
  rows: number;
  p50: number[];
  p99: number[];
  bytes: number[];
  peakMb: number;
  quickOrder: QuickOrderTimes;
}

async function listsAt(shop: Running, rows: number): Promise<SizeResult> {
  const tokens = { anyone: undefined, admin: await accessToken(shop.origin, BENCH_ADMIN), heavy: await accessToken(shop.origin, HEAVY) };
  const p50: number[] = [];
  const p99: number[] = [];
  const bytes: number[] = [];
  for (const call of listCalls) {
    const token = tokens[call.as];
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    const answer = await fetch(`${shop.origin}${call.path}`, { headers });
    bytes.push((await answer.arrayBuffer()).byteLength);
    const times = await sequentialTimes(`${shop.origin}${call.path}`, headers);
    p50.push(times.p50);
    p99.push(times.p99);
  }
  const quickOrder = await quickOrderAt(shop, tokens.heavy, rows, LIST_SECONDS, work);
  return { rows, p50, p99, bytes, peakMb: peakMemory(shop.child), quickOrder };
}

try {
  console.log(`database: ${serverUrl ? "PostgreSQL (a scratch database per size)" : "PGlite (a temporary DATA_DIR per size)"}; sizes ${SIZES.join(", ")} rows`);
  const results: SizeResult[] = [];
  for (const [index, rows] of SIZES.entries()) {
    const scratch = await scratchDatabase(rows);
    try {
      await seedScale(rows, scratch.env);
      const shop = await startShop({ ...scratch.env, SEED_DEMO: "0" }, path.join(work, `shop-${rows}.log`));
      try {
        if (index === 0) await hotReads(shop);
        results.push(await listsAt(shop, rows));
      } finally {
        await shop.stop();
      }
    } finally {
      await scratch.drop();
    }
  }

  const first = results[0];
  const last = results.at(-1);
  console.log(`\n### List calls of the web app: p50 ms, one request at a time, ${LIST_SECONDS} s each\n`);
  row(["call", "URL", ...results.map((r) => `${r.rows.toLocaleString("en")} rows`), "growth", "bytes (largest)"]);
  row(["---", "---", ...results.map(() => "---:"), "---:", "---:"]);
  for (const [i, call] of listCalls.entries()) {
    const growth = first && last ? (last.p50[i] ?? NaN) / (first.p50[i] ?? NaN) : NaN;
    row([call.label, `\`${call.path}\``, ...results.map((r) => ms(r.p50[i] ?? NaN)), Number.isFinite(growth) ? `${growth.toFixed(2)}x` : "—", last?.bytes[i] ?? 0]);
  }
  row(["peak memory (VmHWM)", "", ...results.map((r) => `${r.peakMb} MB`), "", ""]);
  // The p99 goal (at most 20 ms) of the lists, at each size.
  console.log(`\n### List calls: p99 ms, one request at a time\n`);
  row(["call", ...results.map((r) => `${r.rows.toLocaleString("en")} rows`)]);
  row(["---", ...results.map(() => "---:")]);
  for (const [i, call] of listCalls.entries()) row([call.label, ...results.map((r) => ms(r.p99[i] ?? NaN))]);

  console.log(`\n### A 200-line quick-order check (issue 27): one request at a time, ${LIST_SECONDS} s each, goal p95 ≤ ${QUICK_ORDER_GOAL_P95_MS} ms\n`);
  row(["rows", "lines' statuses", "answer bytes", "p50 ms", "**p95 ms**", "p99 ms", "bare p95 ms", "goal"]);
  row(["---:", "---", "---:", "---:", "---:", "---:", "---:", "---"]);
  for (const { rows, quickOrder: q } of results) {
    row([rows.toLocaleString("en"), q.statuses, q.bytes, ms(q.p50), `**${ms(q.p95)}**`, ms(q.p99), ms(q.bareP95), q.p95 <= QUICK_ORDER_GOAL_P95_MS ? "met" : "**missed**"]);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
