/**
 * `npm run bench:trace -w @shop/server` (after `npm run build`): what a page's main thread does
 * while it loads, on a phone-sized window and a CPU slowed 4× for real (CDP's CPU throttling, not
 * Lighthouse's simulation), read from Chromium's own trace. For each page it prints the tasks over
 * 50 ms (Lighthouse's long tasks) and what they are made of: parsing the HTML, recalculating style,
 * layout, paint, and script by file (compiling, evaluating, running), plus the totals of the load.
 *
 * Lighthouse's report leaves most of a server-rendered page's blocking time "Unattributable"; this
 * says which part is style, which layout and which hydration. Pages alternate (home, login,
 * payment, home, ...) so a burst of other work on a shared host slows one run of each; TRACE_RUNS
 * (3) rounds, the median of each figure shown. TRACE_PAGES=home,login,payment picks them (the
 * names below); TRACE_LANGUAGE=bn measures the Bangla pages. BENCH_COMPARE=<folder> (as in
 * bench/web.ts) alternates another build's pages too. BENCH_PORTS keeps the ports in a range.
 * TRACE_TASK_FUNCTIONS=1 prints each long task's functions, TRACE_CALLERS=<function> who calls one,
 * TRACE_REQUESTS=1 each request and the script that made it.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir, loadavg } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import puppeteer, { type Browser } from "puppeteer-core";
import { BENCH_ADMIN, freePort, requireBuild, startShop, type Running } from "./shop";

const RUNS = Math.max(1, Number(process.env.TRACE_RUNS ?? 3));
const ONLY = (process.env.TRACE_PAGES ?? "home,login,payment").split(",").map((name) => name.trim());
const LANGUAGE = process.env.TRACE_LANGUAGE === "bn" ? "bn" : "en";
const COMPARE = process.env.BENCH_COMPARE;
/** TRACE_REQUESTS=1: each load's requests as they start, with the script that asked (what loads a chunk after hydration). */
const REQUESTS = process.env.TRACE_REQUESTS === "1";
const DEMO_SHOP = { SHOP_CURRENCY: "BDT", MAX_HELD_VALUE: "1000000", COD_MAX: "200000", PAYMENT_METHODS: "card,bkash,sslcommerz,cod,bank_deposit", BANK_ACCOUNT: "Sonali Bank, Motijheel branch, AgroForge Works Ltd, 0002-0345678901" };

/** A trace event as Chromium writes it (the fields read here). */
interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; frame?: string; isMainFrame?: boolean; stackTrace?: unknown; functionName?: string }; beginData?: { url?: string } };
}

interface Signed {
  cookie: string;
  token: string;
}

interface Page {
  name: string;
  url: string;
  signedIn?: Signed;
}

/** One load: its long tasks (each with its parts) and the totals by kind, in ms. */
interface Load {
  tasks: { start: number; ts: number; duration: number; parts: Record<string, number>; scripts: Record<string, number>; functions: Record<string, number> }[];
  totals: Record<string, number>;
  /** Sum over the tasks of their time beyond 50 ms: the load's blocking time as observed. */
  blocking: number;
  /** JavaScript's own time by file and by function (file:function), from a CPU profile of the load. */
  scripts: Record<string, number>;
  functions: Record<string, number>;
}

/** What CDP's Profiler.stop answers (the fields read here). */
interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  startTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

/** Self time (ms) by file and by function of a CPU profile. */
function profileTimes(profile: CpuProfile): Pick<Load, "scripts" | "functions"> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const scripts: Record<string, number> = {};
  const functions: Record<string, number> = {};
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (const [index, id] of samples.entries()) {
    const node = byId.get(id);
    // A sample's time is the delta to the next one.
    const ms = (deltas[index + 1] ?? 0) / 1000;
    if (!node) continue;
    const file = node.callFrame.url ? (node.callFrame.url.split("/").pop()?.replace(/-[\w-]{8}\.js$/, ".js") ?? "?") : node.callFrame.functionName;
    scripts[file] = (scripts[file] ?? 0) + ms;
    const name = `${file}:${node.callFrame.functionName || "(top level)"}`;
    functions[name] = (functions[name] ?? 0) + ms;
  }
  // TRACE_CALLERS=<function>: who calls it (four frames up), by time: `appendChild` showed Vite's
  // preload helper adding its <link rel=modulepreload>s at boot.
  if (process.env.TRACE_CALLERS) {
    const parent = new Map<number, number>();
    for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
    const callers: Record<string, number> = {};
    for (const [index, id] of samples.entries()) {
      if (byId.get(id)?.callFrame.functionName !== process.env.TRACE_CALLERS) continue;
      let chain = "";
      let at = parent.get(id);
      for (let depth = 0; depth < 4 && at !== undefined; depth += 1) {
        const frame = byId.get(at)?.callFrame;
        chain += ` < ${frame?.url.split("/").pop() ?? ""}:${frame?.functionName ?? ""}:${frame?.lineNumber ?? ""}`;
        at = parent.get(at);
      }
      callers[chain] = (callers[chain] ?? 0) + (deltas[index + 1] ?? 0) / 1000;
    }
    console.log(`  callers of ${process.env.TRACE_CALLERS} (ms): ${describe(callers, 6)}`);
  }
  return { scripts, functions };
}

// TRACE_FILES=a.trace.json,…: read traces bench:web saved (BENCH_SAVE) instead. Lighthouse's trace
// is of an unthrottled load, whose tasks its simulation slows 4×: a task is shown at 4× its time.
if (process.env.TRACE_FILES) {
  for (const file of process.env.TRACE_FILES.split(",")) {
    const saved = JSON.parse(readFileSync(file, "utf8")) as { traceEvents: TraceEvent[] } | TraceEvent[];
    const events = Array.isArray(saved) ? saved : saved.traceEvents;
    const report = JSON.parse(readFileSync(file.replace(/\.trace\.json$/, ".json"), "utf8")) as { finalDisplayedUrl: string; requestedUrl: string };
    const load = analyse(events, report.requestedUrl, 4);
    console.log(`${path.basename(file)}: blocking ${Math.round(load.blocking)} ms; long tasks (×4): ${load.tasks.map((task) => `${Math.round(task.duration)} ms at ${Math.round(task.start)} [${describe(task.parts, 5)}]`).join("; ")}`);
    console.log(`  main thread (×4): ${describe(load.totals, 14)}`);
  }
  process.exit(0);
}

const work = mkdtempSync(path.join(tmpdir(), "shop-bench-trace-"));
const shops: Running[] = [];
const chromePort = process.env.BENCH_PORTS ? await freePort() : undefined;
const chrome = await chromeLauncher.launch({
  chromePath: "/usr/bin/chromium",
  chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  ...(chromePort ? { port: chromePort } : {}),
});

try {
  requireBuild();
  const builds: { label: string; origin: string }[] = [];
  if (COMPARE) {
    const shop = await startShop({ DATA_DIR: path.join(work, "data-compare"), DATABASE_URL: "", SEED_DEMO: "1", ...DEMO_SHOP }, path.join(work, "compare.log"), path.resolve(COMPARE, "apps/server/dist/server.js"));
    shops.push(shop);
    builds.push({ label: "before", origin: shop.origin });
  }
  const shop = await startShop({ DATA_DIR: path.join(work, "data"), DATABASE_URL: "", SEED_DEMO: "1", ...DEMO_SHOP }, path.join(work, "shop.log"));
  shops.push(shop);
  builds.push({ label: COMPARE ? "after" : "", origin: shop.origin });

  const targets = await Promise.all(builds.map(async (build) => ({ ...build, pages: await pagesOf(build.origin) })));
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const loads = new Map<string, Load[]>();
  for (let run = 0; run < RUNS; run += 1) {
    for (const name of ONLY) {
      for (const target of targets) {
        const page = target.pages.find((candidate) => candidate.name === name);
        if (!page) continue;
        const key = `${name}${target.label ? ` (${target.label})` : ""}`;
        const load = await traceLoad(browser, page);
        loads.set(key, [...(loads.get(key) ?? []), load]);
        // TRACE_TASK_FUNCTIONS=1: each long task's own JavaScript by function (file:function:line), to find what one task is.
        if (process.env.TRACE_TASK_FUNCTIONS) for (const task of load.tasks) if (Object.keys(task.functions).length > 0) console.log(`  ${Math.round(task.duration)} ms at ${Math.round(task.start)}: ${describe(task.functions, 8)}`);
        console.log(`${key} run ${run + 1}, load average ${loadavg()[0]?.toFixed(1)}: blocking ${Math.round(load.blocking)} ms; long tasks: ${load.tasks.map((task) => `${Math.round(task.duration)} ms at ${Math.round(task.start)} [${describe(task.parts, 4)}${Object.keys(task.scripts).length > 0 ? `; ${describe(task.scripts, 4)}` : ""}]`).join("; ")}`);
      }
    }
  }
  await browser.disconnect();
  console.log(`\nMedians of ${RUNS} run(s), ${LANGUAGE}, CPU slowed 4× (ms):`);
  for (const [key, runs] of loads) {
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? 0;
    const kinds = [...new Set(runs.flatMap((run) => Object.keys(run.totals)))];
    const totals = Object.fromEntries(kinds.map((kind) => [kind, median(runs.map((run) => run.totals[kind] ?? 0))]));
    console.log(`${key}: blocking ${Math.round(median(runs.map((run) => run.blocking)))}, long tasks ${median(runs.map((run) => run.tasks.length))}; main thread: ${describe(totals, 12)}`);
    const medianOf = (field: "scripts" | "functions") => {
      const names = [...new Set(runs.flatMap((run) => Object.keys(run[field])))];
      return Object.fromEntries(names.map((name) => [name, median(runs.map((run) => run[field][name] ?? 0))]));
    };
    console.log(`  JavaScript by file: ${describe(medianOf("scripts"), 10)}`);
    console.log(`  by function: ${describe(medianOf("functions"), 12)}`);
  }
} finally {
  chrome.kill();
  for (const shop of shops) await shop.stop();
  rmSync(work, { recursive: true, force: true });
}

/** "style 120, layout 80, …", largest first. */
function describe(parts: Record<string, number>, count: number): string {
  return Object.entries(parts)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .filter(([, ms]) => ms >= 1)
    .map(([kind, ms]) => `${kind} ${Math.round(ms)}`)
    .join(", ");
}

/** The pages of one shop: home and sign in as a visitor; the payment page and the page of an unpaid order as its buyer, the office's as its admin. */
async function pagesOf(origin: string): Promise<Page[]> {
  const prefix = LANGUAGE === "bn" ? "/bn" : "";
  const signIn = await fetch(`${origin}/api/auth/sign-in`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(BENCH_ADMIN) });
  if (!signIn.ok) throw new Error(`sign-in answered ${signIn.status}`);
  const cookie = signIn.headers.getSetCookie().map((line) => line.split(";")[0]).join("; ");
  const tokenResponse = await fetch(`${origin}/api/user/${encodeURIComponent(BENCH_ADMIN.email)}`, { method: "PUT", headers: { "content-type": "application/json", cookie }, body: JSON.stringify({ email: BENCH_ADMIN.email }) });
  const { accessToken: token } = (await tokenResponse.json()) as { accessToken: string };
  const signedIn = { cookie, token };
  const tools = (await (await fetch(`${origin}/api/tools?page=1&limit=1`)).json()) as { items?: { _id: string; minimumOrderQuantity: number }[] } | { _id: string; minimumOrderQuantity: number }[];
  const tool = Array.isArray(tools) ? tools[0] : tools.items?.[0];
  if (!tool) throw new Error("the demo has no tool");
  const placed = await fetch(`${origin}/api/orders`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ name: "Bench Store", phone: "+880 1712 345678", address: "1 Market Street, Dhaka", items: [{ productId: tool._id, quantity: tool.minimumOrderQuantity }] }),
  });
  const { insertedId } = (await placed.json()) as { insertedId: string };
  // The company page as its founder: only when asked for, as a member's tool page and cart differ.
  if (ONLY.includes("company")) {
    const founded = await fetch(`${origin}/api/companies`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({
        name: "Bench Co-op",
        billingAddress: "1 Market Street, Dhaka",
        addresses: [
          { label: "Main store", address: "1 Market Street, Dhaka", country: "BD", postalCode: "1207" },
          { label: "Warehouse", address: "9 River Road, Khulna", country: "BD", postalCode: "9100" },
        ],
      }),
    });
    if (!founded.ok) throw new Error(`POST /api/companies answered ${founded.status}: ${await founded.text()}`);
  }
  return [
    { name: "home", url: `${origin}${prefix}/` },
    { name: "company", url: `${origin}${prefix}/dashboard/company`, signedIn },
    { name: "quick-order", url: `${origin}${prefix}/quick-order`, signedIn },
    { name: "cart", url: `${origin}${prefix}/cart`, signedIn },
    { name: "tools", url: `${origin}${prefix}/tools` },
    { name: "tool", url: `${origin}${prefix}/tools/${tool._id}`, signedIn },
    { name: "login", url: `${origin}${prefix}/login` },
    { name: "signup", url: `${origin}${prefix}/signUp` },
    { name: "payment", url: `${origin}${prefix}/dashboard/payment/${insertedId}`, signedIn },
    { name: "profile", url: `${origin}${prefix}/dashboard/myProfile`, signedIn },
    { name: "reports", url: `${origin}${prefix}/dashboard/reports`, signedIn },
    { name: "office-tools", url: `${origin}${prefix}/dashboard/manageProducts`, signedIn },
    { name: "office-orders", url: `${origin}${prefix}/dashboard/manageAllOrders`, signedIn },
    { name: "order", url: `${origin}${prefix}/dashboard/orders/${insertedId}`, signedIn },
    { name: "orders", url: `${origin}${prefix}/dashboard/myOrders`, signedIn },
  ];
}

/** The kind of a trace event's own time, or undefined for one whose time belongs to its parent's kind. */
function kindOf(event: TraceEvent): string | undefined {
  const file = (url: string | undefined) => (url ? (url.split("/").pop()?.replace(/-[\w-]{8}\.js$/, ".js") ?? url) : "?");
  switch (event.name) {
    case "ParseHTML":
      return "parse HTML";
    case "UpdateLayoutTree":
    case "RecalculateStyles":
      return "style";
    case "Layout":
      return "layout";
    case "ParseAuthorStyleSheet":
      return "parse CSS";
    case "PrePaint":
    case "Paint":
    case "Layerize":
    case "UpdateLayer":
    case "CompositeLayers":
    case "Commit":
      return "paint";
    case "EvaluateScript":
      return `script ${file(event.args?.data?.url)}`;
    case "v8.compileModule":
    case "v8.compile":
    case "V8.CompileCode":
    case "v8.produceModuleCache":
    case "v8.produceCache":
      return `compile ${file(event.args?.data?.url)}`;
    case "v8.evaluateModule":
      return "module evaluation";
    case "FunctionCall":
      return `script ${file(event.args?.data?.url)}`;
    case "V8.GC_SCAVENGER":
    case "MinorGC":
    case "MajorGC":
    case "V8.GCCompactor":
      return "GC";
    case "RunMicrotasks":
      return "microtasks";
    case "EventDispatch":
      return "event";
    case "TimerFire":
      return "timer";
    case "FireAnimationFrame":
      return "animation frame";
    case "HitTest":
      return "hit test";
    case "ResourceReceivedData":
    case "ResourceFinish":
    case "ResourceSendRequest":
    case "ResourceReceiveResponse":
      return "loading";
    default:
      return undefined;
  }
}

/** One traced load of `page` in a fresh context: a phone's window, the CPU slowed 4×. */
async function traceLoad(browser: Browser, page: Page): Promise<Load> {
  const context = await browser.createBrowserContext();
  try {
    const tab = await context.newPage();
    const origin = new URL(page.url).origin;
    if (page.signedIn) {
      await tab.setExtraHTTPHeaders({ cookie: page.signedIn.cookie });
      await tab.goto(`${origin}/robots.txt`);
      await tab.evaluate(`localStorage.setItem("accessToken", ${JSON.stringify(page.signedIn.token)})`);
    }
    // Lighthouse's mobile: Moto G Power's window, and its 4× CPU slowdown.
    await tab.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const cdp = await tab.createCDPSession();
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    // A warm HTTP cache, as bench:web's Lighthouse run is not: the network is not what is measured here.
    await tab.setCacheEnabled(false);
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
    await cdp.send("Profiler.start");
    await tab.tracing.start({ categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "v8", "blink.user_timing", "loading", "toplevel"] });
    const requests: string[] = [];
    if (REQUESTS) {
      const started = Date.now();
      tab.on("request", (request) => {
        const frames = request.initiator()?.stack?.callFrames ?? [];
        const from = frames.map((frame) => `${frame.url.split("/").pop() ?? "?"}:${frame.functionName || "(top level)"}`).slice(0, 4).join(" < ");
        requests.push(`  ${Date.now() - started} ms ${request.resourceType()} ${request.url().replace(origin, "")}${from ? ` from ${from}` : ""}`);
      });
    }
    await tab.goto(page.url, { waitUntil: "load" });
    // What follows the load event: hydration's later slices, idle work, the lazy chunks.
    await new Promise((resolve) => setTimeout(resolve, 4000));
    const buffer = await tab.tracing.stop();
    const { profile } = (await cdp.send("Profiler.stop")) as unknown as { profile: CpuProfile };
    if (!buffer) throw new Error("no trace");
    const events = (JSON.parse(Buffer.from(buffer).toString("utf8")) as { traceEvents: TraceEvent[] }).traceEvents;
    const load = analyse(events, page.url);
    if (REQUESTS) console.log(`${page.name}'s requests:\n${requests.join("\n")}`);
    // Each long task's JavaScript by file: the profile's clock is the trace's.
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    let at = profile.startTime;
    const deltas = profile.timeDeltas ?? [];
    for (const [index, id] of (profile.samples ?? []).entries()) {
      at += deltas[index] ?? 0;
      const node = byId.get(id);
      const task = load.tasks.find((candidate) => at >= candidate.ts && at < candidate.ts + candidate.duration * 1000);
      if (!node || !task || !node.callFrame.url) continue;
      const file = `js ${node.callFrame.url.split("/").pop()?.replace(/-[\w-]{8}\.js$/, ".js") ?? "?"}`;
      const ms = (deltas[index + 1] ?? 0) / 1000;
      task.scripts[file] = (task.scripts[file] ?? 0) + ms;
      const name = `${file.slice(3)}:${node.callFrame.functionName || "(top level)"}:${node.callFrame.lineNumber}`;
      task.functions[name] = (task.functions[name] ?? 0) + ms;
    }
    return { ...load, ...profileTimes(profile) };
  } finally {
    await context.close();
  }
}

/** The renderer's main thread's tasks, each split into its events' own times by kind. */
function analyse(events: TraceEvent[], url: string, slowdown = 1): Omit<Load, "scripts" | "functions"> {
  // The page's own renderer: the one that parsed its HTML (the browser's own pages have theirs).
  const parsed = events.find((event) => event.name === "ParseHTML" && (event.args?.beginData?.url === url || event.args?.beginData?.url === url.replace(/\/$/, "")));
  if (!parsed) throw new Error(`no renderer parsed ${url}`);
  const main = { pid: parsed.pid, tid: parsed.tid };
  // Times are from the start of the HTML's parse.
  const navigation = parsed.ts;
  const complete = events
    .filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === "X" && typeof event.dur === "number")
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks: Load["tasks"] = [];
  const totals: Record<string, number> = {};
  let blocking = 0;
  // Walk each top-level task with a stack: an event's own time is its duration less its children's.
  let index = 0;
  while (index < complete.length) {
    const task = complete[index] as TraceEvent;
    const end = task.ts + (task.dur ?? 0);
    const inside: TraceEvent[] = [];
    index += 1;
    while (index < complete.length && (complete[index] as TraceEvent).ts < end) {
      inside.push(complete[index] as TraceEvent);
      index += 1;
    }
    if (task.name !== "RunTask" && task.name !== "ThreadControllerImpl::RunTask") continue;
    const parts: Record<string, number> = {};
    const stack: { event: TraceEvent; kind: string; children: number }[] = [{ event: task, kind: "other", children: 0 }];
    const close = (until: number) => {
      while (stack.length > 1) {
        const top = stack[stack.length - 1] as (typeof stack)[number];
        if (top.event.ts + (top.event.dur ?? 0) > until) break;
        stack.pop();
        parts[top.kind] = (parts[top.kind] ?? 0) + (((top.event.dur ?? 0) - top.children) / 1000) * slowdown;
      }
    };
    for (const event of inside) {
      close(event.ts);
      const parent = stack[stack.length - 1] as (typeof stack)[number];
      parent.children += event.dur ?? 0;
      stack.push({ event, kind: kindOf(event) ?? parent.kind, children: 0 });
    }
    close(Number.POSITIVE_INFINITY);
    const root = stack[0] as (typeof stack)[number];
    parts.other = (parts.other ?? 0) + (((task.dur ?? 0) - root.children) / 1000) * slowdown;
    for (const [kind, ms] of Object.entries(parts)) totals[kind] = (totals[kind] ?? 0) + ms;
    const duration = ((task.dur ?? 0) / 1000) * slowdown;
    if (duration > 50) {
      tasks.push({ start: (task.ts - navigation) / 1000, ts: task.ts, duration, parts, scripts: {}, functions: {} });
      blocking += duration - 50;
    }
  }
  return { tasks, totals, blocking };
}
