/**
 * Issue 27's goal for `npm run bench`: a 200-line quick-order check, p95 ≤ 100 ms. The pad is
 * sent one request at a time (the service time, without queueing) by a signed-in buyer, and
 * the same answer's bytes from bare node:http (bare.ts) are timed the same way, in the same run.
 */
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import type { Recorded } from "./bare-answer";
import { freePort, serverDir, stop, waitFor, type Running } from "./shop";

export const QUICK_ORDER_GOAL_P95_MS = 100;
const LINES = 200;
const CHECK = "/api/quick-order/check";

export interface QuickOrderTimes {
  rows: number;
  statuses: string;
  p50: number;
  p95: number;
  p99: number;
  bareP95: number;
  bytes: number;
}

/**
 * A spreadsheet's 200 lines over the scale seed's tools (SCALE-1 … SCALE-n, minimum 1-50, a
 * million in stock): mostly orderable, some SKUs unknown, some under the minimum, a few malformed.
 */
export function benchPad(toolCount: number): string {
  return Array.from({ length: LINES }, (_, i) => {
    if (i % 20 === 7) return `NOT-A-SKU-${i}\t5`;
    if (i % 25 === 3) return `SCALE-${1 + (i % toolCount)}\tmany`;
    const g = 1 + ((i * 7) % toolCount);
    // The seed's minimum is 1 + g % 50: one line in ten asks for one less.
    const minimum = 1 + (g % 50);
    return `SCALE-${g}\t${i % 10 === 5 && minimum > 1 ? minimum - 1 : 60 + i}`;
  }).join("\r\n");
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
}

/** Times of POSTing `body` to `url` one at a time for `seconds`, sorted; throws on a refusal. */
async function sequential(url: string, body: string, headers: Record<string, string>, seconds: number): Promise<number[]> {
  const times: number[] = [];
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    const started = performance.now();
    const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json", ...headers }, body });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

export async function quickOrderAt(shop: Running, token: string, rows: number, seconds: number, work: string): Promise<QuickOrderTimes> {
  // The scale seed's tools are the shop's only ones (SEED_DEMO=0): the catalogue's total counts them.
  const toolCount = Number((await fetch(`${shop.origin}/api/tools?page=1&limit=1`)).headers.get("x-total-count"));
  if (!Number.isInteger(toolCount) || toolCount < 1) throw new Error("the scale seed's tools are missing");
  const body = JSON.stringify({ text: benchPad(toolCount) });
  // Uncompressed, as the hot reads are measured: the bare server answers the very bytes the shop sent.
  const headers = { authorization: `Bearer ${token}`, "accept-encoding": "identity" };
  const first = await fetch(`${shop.origin}${CHECK}`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body });
  const answer = Buffer.from(await first.arrayBuffer());
  if (!first.ok) throw new Error(`the quick-order check answered ${first.status}: ${answer.toString()}`);
  const counts = new Map<string, number>();
  for (const line of (JSON.parse(answer.toString()) as { lines: { status: string }[] }).lines) counts.set(line.status, (counts.get(line.status) ?? 0) + 1);
  const statuses = [...counts].map(([status, n]) => `${n} ${status}`).join(", ");

  // The yardstick: node:http answering the shop's bytes for the same POST (and /api/health to wait on).
  const recordOf = async (response: Response, bytes: Buffer): Promise<Recorded> => ({
    headers: [...response.headers].filter(([name]) => !["date", "connection", "keep-alive", "transfer-encoding"].includes(name)),
    body: bytes.toString("base64"),
  });
  const health = await fetch(`${shop.origin}/api/health`, { headers: { "accept-encoding": "identity" } });
  const file = path.join(work, `bare-quick-order-${rows}.json`);
  writeFileSync(file, JSON.stringify({ [CHECK]: await recordOf(first, answer), "/api/health": await recordOf(health, Buffer.from(await health.arrayBuffer())) }));
  const port = await freePort();
  const bare = spawn(process.execPath, ["--import", "tsx", "bench/bare.ts", file], { cwd: serverDir, env: { ...process.env, PORT: String(port) }, stdio: ["ignore", "ignore", "inherit"] });
  try {
    await waitFor(`http://127.0.0.1:${port}/api/health`, bare, "the bare server");
    const shopTimes = await sequential(`${shop.origin}${CHECK}`, body, headers, seconds);
    const bareTimes = await sequential(`http://127.0.0.1:${port}${CHECK}`, body, headers, seconds);
    return { rows, statuses, p50: percentile(shopTimes, 50), p95: percentile(shopTimes, 95), p99: percentile(shopTimes, 99), bareP95: percentile(bareTimes, 95), bytes: answer.length };
  } finally {
    await stop(bare);
  }
}
