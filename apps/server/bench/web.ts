/**
 * `npm run bench:web` (after `npm run build`): Lighthouse 12 in its default mobile mode
 * (emulated phone, simulated slow 4G and CPU), driving Debian's Chromium, on the home page,
 * /tools and a tool's page of the shop: performance and accessibility scores, CLS, LCP and the
 * bytes each page loads.
 *
 * The shop is the built one started here on a fresh PGlite folder with the demo data, or the
 * running one at BENCH_URL. A tool's page is behind the login: the audit signs in first (as
 * this run's admin, or BENCH_EMAIL / BENCH_PASSWORD at BENCH_URL) and sends the session cookie.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { BENCH_ADMIN, requireBuild, startShop, type Running } from "./shop";

const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const work = mkdtempSync(path.join(tmpdir(), "shop-bench-web-"));
let shop: Running | undefined;
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: CHROME_FLAGS });

try {
  let origin = process.env.BENCH_URL?.replace(/\/$/, "");
  let account: { email: string; password: string } | undefined =
    process.env.BENCH_EMAIL && process.env.BENCH_PASSWORD ? { email: process.env.BENCH_EMAIL, password: process.env.BENCH_PASSWORD } : undefined;
  if (!origin) {
    requireBuild();
    shop = await startShop({ DATA_DIR: path.join(work, "data"), DATABASE_URL: "", SEED_DEMO: "1" }, path.join(work, "shop.log"));
    origin = shop.origin;
    account = BENCH_ADMIN;
  }
  const tools = (await (await fetch(`${origin}/api/tools?page=1&limit=1`)).json()) as { _id: string }[] | { items?: { _id: string }[] };
  const firstTool = Array.isArray(tools) ? tools[0] : tools.items?.[0];
  const cookie = account ? await sessionCookie(origin, account) : undefined;

  const pages = [
    { label: "/", url: `${origin}/` },
    { label: "/tools", url: `${origin}/tools` },
    { label: cookie ? "/tools/{id} (signed in)" : "/tools/{id} (visitor: the login page)", url: `${origin}/tools/${firstTool?._id ?? "none"}` },
  ];
  console.log(`Lighthouse, mobile, on ${origin}\n`);
  console.log("| page | performance | accessibility | CLS | LCP ms | TBT ms | bytes loaded |");
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const page of pages) {
    const result = await lighthouse(page.url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility"],
      ...(cookie && page.label.startsWith("/tools/") ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${page.url}`);
    const { categories, audits } = result.lhr;
    const score = (name: string) => Math.round((categories[name]?.score ?? 0) * 100);
    const value = (name: string) => audits[name]?.numericValue ?? NaN;
    console.log(
      `| ${page.label} | ${score("performance")} | ${score("accessibility")} | ${value("cumulative-layout-shift").toFixed(3)} | ` +
        `${Math.round(value("largest-contentful-paint"))} | ${Math.round(value("total-blocking-time"))} | ${Math.round(value("total-byte-weight")).toLocaleString("en")} |`,
    );
    // BENCH_DETAILS=1: what to fix, i.e. the audits that did not pass and the elements they name.
    if (process.env.BENCH_DETAILS) {
      // The main thread's long tasks, longest first: what the blocking time is made of.
      const tasks = (audits["long-tasks"]?.details as { items?: { url?: string; duration?: number; startTime?: number }[] } | undefined)?.items ?? [];
      if (tasks.length > 0) console.log(`    long tasks: ${tasks.slice(0, 6).map((task) => `${Math.round(task.duration ?? 0)} ms at ${Math.round(task.startTime ?? 0)} (${(task.url ?? "").replace(origin, "")})`).join(", ")}`);
      // Where the LCP's time went: to the first byte, before its picture was asked for, loading it, and to its paint.
      const lcp = (audits["largest-contentful-paint-element"]?.details as { items?: { items?: { phase?: string; timing?: number }[] }[] } | undefined)?.items?.[1]?.items ?? [];
      if (lcp.length > 0) console.log(`    LCP phases: ${lcp.map((part) => `${part.phase ?? "?"} ${Math.round(part.timing ?? 0)} ms`).join(", ")}`);
      for (const audit of Object.values(audits)) {
        if (audit.score === null || audit.score >= 0.9 || audit.scoreDisplayMode === "informative") continue;
        const items = (audit.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
        const named = items.slice(0, 5).map((item) => JSON.stringify((item.node as { snippet?: string } | undefined)?.snippet ?? item.url ?? item.label ?? "").slice(0, 160));
        console.log(`    ${audit.id} (${audit.displayValue ?? audit.score}): ${named.join(" ")}`);
      }
    }
  }
} finally {
  chrome.kill();
  await shop?.stop();
  rmSync(work, { recursive: true, force: true });
}

/** Signs in through the API; the session cookie is what tells the web app who is there. */
async function sessionCookie(origin: string, account: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${origin}/api/auth/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`sign-in of ${account.email} answered ${response.status}`);
  return response.headers.getSetCookie().map((line) => line.split(";")[0]).join("; ");
}
