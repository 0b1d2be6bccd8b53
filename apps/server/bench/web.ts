/**
 * `npm run bench:web` (after `npm run build`): Lighthouse 12 in its default mobile mode
 * (emulated phone, simulated slow 4G and CPU), driving Debian's Chromium, on the home page,
 * /tools, a tool's page and the cart: performance and accessibility scores, CLS, LCP, TBT and
 * the bytes each page loads. Each page is measured BENCH_RUNS times (3 unless told) and the run
 * with the median score is shown, beside every run's score and TBT: one run on a shared machine
 * swings by ±10.
 *
 * The shop is the built one started here on a fresh PGlite folder with the demo data, or the
 * running one at BENCH_URL. The tool page and the cart are measured signed in, as a buyer who
 * comes back finds them: the session cookie (as this run's admin, or BENCH_EMAIL /
 * BENCH_PASSWORD at BENCH_URL), the API token in localStorage under `accessToken` and, for the
 * cart, a line of the first tool in the account's cart (`PUT /api/cart`) and its saved copy in
 * localStorage (lib/cartSync.ts). BENCH_PAGES=tool,cart measures only those (names: home,
 * tools, tool, cart).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
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

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const ONLY = process.env.BENCH_PAGES?.split(",").map((name) => name.trim());

interface Account {
  email: string;
  password: string;
}

/** What a signed-in buyer's browser holds: the session cookie and what the web app keeps in localStorage. */
interface SignedIn {
  cookie: string;
  uid: string;
  token: string;
  storage: Record<string, string>;
}

interface Measured {
  performance: number;
  accessibility: number;
  cls: number;
  lcp: number;
  tbt: number;
  bytes: number;
  details: string[];
}

const work = mkdtempSync(path.join(tmpdir(), "shop-bench-web-"));
let shop: Running | undefined;
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: CHROME_FLAGS });

try {
  let origin = process.env.BENCH_URL?.replace(/\/$/, "");
  let account: Account | undefined =
    process.env.BENCH_EMAIL && process.env.BENCH_PASSWORD ? { email: process.env.BENCH_EMAIL, password: process.env.BENCH_PASSWORD } : undefined;
  if (!origin) {
    requireBuild();
    shop = await startShop({ DATA_DIR: path.join(work, "data"), DATABASE_URL: "", SEED_DEMO: "1" }, path.join(work, "shop.log"));
    origin = shop.origin;
    account = BENCH_ADMIN;
  }
  const tools = (await (await fetch(`${origin}/api/tools?page=1&limit=1`)).json()) as
    | { _id: string; minimumOrderQuantity: number }[]
    | { items?: { _id: string; minimumOrderQuantity: number }[] };
  const firstTool = Array.isArray(tools) ? tools[0] : tools.items?.[0];
  const signedIn = account ? await signIn(origin, account) : undefined;
  const lines = firstTool ? [{ productId: firstTool._id, quantity: firstTool.minimumOrderQuantity }] : [];
  // A signed-in buyer's cart is the server's (issue 27), and this browser holds its saved copy.
  if (signedIn) await saveCart(origin, signedIn, lines);
  const cart = JSON.stringify(lines);

  const pages = [
    { name: "home", label: "/", url: `${origin}/` },
    { name: "tools", label: "/tools", url: `${origin}/tools` },
    {
      name: "tool",
      label: signedIn ? "/tools/{id} (signed in)" : "/tools/{id} (visitor: the login page)",
      url: `${origin}/tools/${firstTool?._id ?? "none"}`,
      signedIn,
    },
    {
      name: "cart",
      label: signedIn ? "/cart (signed in, one line)" : "/cart (visitor, one line)",
      url: `${origin}/cart`,
      signedIn,
      storage: (signedIn ? { cart, cartOwner: JSON.stringify({ user: signedIn.uid, state: "saved" }) } : { cart }) as Record<string, string>,
    },
  ].filter((page) => !ONLY || ONLY.includes(page.name));

  console.log(`Lighthouse, mobile, on ${origin}; the median of ${RUNS} run(s) a page\n`);
  console.log("| page | performance | accessibility | CLS | LCP ms | TBT ms | bytes loaded | runs (performance / TBT ms) |");
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |");
  for (const page of pages) {
    const runs: Measured[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      // Set again before every run: the page itself may change what is stored (a cart emptied).
      await prepareBrowser(chrome.port, origin, { ...(page.signedIn?.storage ?? {}), ...(page.storage ?? {}) }, Boolean(page.signedIn));
      runs.push(await measure(page.url, page.signedIn?.cookie, origin));
    }
    // A run where Lighthouse saw no paint or no quiet end (NaN metrics, score 0) says nothing of the page.
    const sorted = runs.filter((run) => Number.isFinite(run.tbt) && Number.isFinite(run.lcp)).sort((a, b) => a.performance - b.performance || b.tbt - a.tbt);
    const median = sorted[Math.floor((sorted.length - 1) / 2)] ?? runs[0];
    if (!median) continue;
    console.log(
      `| ${page.label} | ${median.performance} | ${median.accessibility} | ${median.cls.toFixed(3)} | ${Math.round(median.lcp)} | ` +
        `${Math.round(median.tbt)} | ${Math.round(median.bytes).toLocaleString("en")} | ${runs.map((run) => (Number.isFinite(run.tbt) ? `${run.performance} / ${Math.round(run.tbt)}` : "no result")).join(" · ")} |`,
    );
    for (const line of median.details) console.log(line);
  }
} finally {
  chrome.kill();
  await shop?.stop();
  rmSync(work, { recursive: true, force: true });
}

/** One Lighthouse run of `url`, sending `cookie` with every request when given. */
async function measure(url: string, cookie: string | undefined, origin: string): Promise<Measured> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility"],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (name: string) => Math.round((categories[name]?.score ?? 0) * 100);
  const value = (name: string) => audits[name]?.numericValue ?? NaN;
  const details: string[] = [];
  // BENCH_DETAILS=1: what to fix, i.e. the audits that did not pass and the elements they name.
  if (process.env.BENCH_DETAILS) {
    // The main thread's long tasks, longest first: what the blocking time is made of.
    const tasks = (audits["long-tasks"]?.details as { items?: { url?: string; duration?: number; startTime?: number }[] } | undefined)?.items ?? [];
    if (tasks.length > 0) details.push(`    long tasks: ${tasks.slice(0, 6).map((task) => `${Math.round(task.duration ?? 0)} ms at ${Math.round(task.startTime ?? 0)} (${(task.url ?? "").replace(origin, "")})`).join(", ")}`);
    // Where the LCP's time went: to the first byte, before its picture was asked for, loading it, and to its paint.
    const lcp = (audits["largest-contentful-paint-element"]?.details as { items?: { items?: { phase?: string; timing?: number }[] }[] } | undefined)?.items?.[1]?.items ?? [];
    if (lcp.length > 0) details.push(`    LCP phases: ${lcp.map((part) => `${part.phase ?? "?"} ${Math.round(part.timing ?? 0)} ms`).join(", ")}`);
    // What the main thread spent its time on, by script.
    const bootup = (audits["bootup-time"]?.details as { items?: { url?: string; total?: number; scripting?: number }[] } | undefined)?.items ?? [];
    if (bootup.length > 0) details.push(`    scripts (total / scripting ms): ${bootup.slice(0, 6).map((item) => `${(item.url ?? "").replace(origin, "")} ${Math.round(item.total ?? 0)} / ${Math.round(item.scripting ?? 0)}`).join(", ")}`);
    for (const audit of Object.values(audits)) {
      if (audit.score === null || audit.score >= 0.9 || audit.scoreDisplayMode === "informative") continue;
      const listed: unknown = (audit.details as { items?: unknown } | undefined)?.items;
      // Some audits' details hold an object (the insights' summaries), not a list.
      const items = Array.isArray(listed) ? (listed as Record<string, unknown>[]) : [];
      const named = items.slice(0, 5).map((item) => JSON.stringify((item.node as { snippet?: string } | undefined)?.snippet ?? item.url ?? item.label ?? "").slice(0, 160));
      details.push(`    ${audit.id} (${audit.displayValue ?? audit.score}): ${named.join(" ")}`);
    }
  }
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    cls: value("cumulative-layout-shift"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    bytes: value("total-byte-weight"),
    details,
  };
}

/**
 * Leaves the origin's localStorage as a page's visitor has it: `storage` for a signed-in buyer,
 * nothing for a visitor. Lighthouse clears neither localStorage nor cookies between runs (its
 * default clearStorageTypes), so what is set here is what the page finds.
 */
async function prepareBrowser(port: number, origin: string, storage: Record<string, string>, keep: boolean): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const tab = await browser.newPage();
    // A file the server answers without the app (no page code runs, so nothing is stored meanwhile).
    await tab.goto(`${origin}/robots.txt`);
    // A string, as this file is compiled without the DOM's types.
    const entries = keep || Object.keys(storage).length > 0 ? Object.entries(storage) : [];
    await tab.evaluate(`localStorage.clear(); ${entries.map(([key, value]) => `localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(value)});`).join(" ")}`);
    await tab.close();
  } finally {
    await browser.disconnect();
  }
}

/**
 * Signs in through the API, as the web app does: the session cookie tells the server's renderer
 * who is there, and the access token (`PUT /api/user/{email}`, CONTRACT.md) is what the web app
 * keeps in localStorage for its protected calls.
 */
async function signIn(origin: string, account: Account): Promise<SignedIn> {
  const response = await fetch(`${origin}/api/auth/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`sign-in of ${account.email} answered ${response.status}`);
  const cookie = response.headers.getSetCookie().map((line) => line.split(";")[0]).join("; ");
  const tokenResponse = await fetch(`${origin}/api/user/${encodeURIComponent(account.email)}`, {
    method: "PUT",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ email: account.email }),
  });
  if (!tokenResponse.ok) throw new Error(`the access token of ${account.email} answered ${tokenResponse.status}`);
  const { accessToken } = (await tokenResponse.json()) as { accessToken: string };
  const session = (await (await fetch(`${origin}/api/auth/session`, { headers: { cookie } })).json()) as { user?: { uid?: string } | null };
  return { cookie, uid: session.user?.uid ?? "", token: accessToken, storage: { accessToken } };
}

/** `PUT /api/cart`: the account's cart on the server, as the web app saves it. */
async function saveCart(origin: string, signedIn: SignedIn, items: { productId: string; quantity: number }[]): Promise<void> {
  const response = await fetch(`${origin}/api/cart`, {
    method: "PUT",
    headers: { "content-type": "application/json", authorization: `Bearer ${signedIn.token}` },
    body: JSON.stringify({ items }),
  });
  if (!response.ok) throw new Error(`PUT /api/cart answered ${response.status}`);
}
