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
 * tools, tool, cart, and issue 27's below).
 *
 * Issue 27's pages are measured as a company's buyer (its founder, so its admin): the bench signs
 * up BENCH_MEMBER's account, verifies it with the link the development mailbox holds, founds a
 * company with two addresses, limits the founder's own orders to $1 (so the one order it places
 * waits for approval), keeps a shared list and a cart of one line. Pages: quick-order,
 * company, company-orders, approvals, lists, and member-tool, member-cart (the tool page and the
 * cart as that member: delivering to the company's addresses, "Save cart as list").
 *
 * BENCH_COMPARE=<folder>: another build of the shop (a copy of a checkout's apps/server/dist,
 * apps/server/drizzle, apps/web/dist and apps/web/dist-ssr, with node_modules beside them) is
 * started too, and each page's runs alternate between the two (before, this build, before, ...):
 * on a shared machine a burst of other work then slows one run of each, not one build's runs.
 * BENCH_PORTS=first-last keeps the shops and Chromium within that range of ports.
 *
 * Issue 38: every page is measured in each language of BENCH_LANGUAGES (`en,bn` unless told; the
 * Bangla page is the same path under /bn), and issue 37's payment page (`payment`: an unpaid taka
 * order of the signed-in buyer, with the demo's methods shown). The shop the bench starts is the
 * demo seller's: taka and every payment method. Lighthouse's 4× CPU slowdown assumes a host of
 * benchmarkIndex about 1,500; each run prints the index its host measured
 * (`lhr.environment.benchmarkIndex`), and a run on a host slower than BENCH_MIN_INDEX (1,300
 * unless told) is measured again, up to BENCH_RETRIES (3) more times. A run still on a slow host
 * is kept, marked, and the median is taken from the others when there are any.
 *
 * Issue 38 item 6 ("every page, in both languages"): the rest of the shop's pages too. As a
 * visitor: login, signup, contact, search (/tools?q= a word of the first tool's name) and category
 * (/tools?category= the first category). As the signed-in buyer: orders (its order list, holding
 * the unpaid order `payment` pays), order (that order's page), quotes and quote (a quote it asked
 * for, `POST /api/quotes`) and profile. As the company buyer, whose company the office puts on
 * Net 30 and whose first order on terms it dispatches (so an invoice is issued): company-invoices
 * and company-statement. As the shop's admin: office-orders (/dashboard/manageAllOrders),
 * office-tools (/dashboard/manageProducts), receivables and reports.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import puppeteer from "puppeteer-core";
import { BENCH_ADMIN, freePort, requireBuild, startShop, type Running } from "./shop";

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
const COMPARE = process.env.BENCH_COMPARE;
const LANGUAGES = (process.env.BENCH_LANGUAGES ?? "en,bn").split(",").map((language) => language.trim()).filter((language) => language === "en" || language === "bn");
const MIN_INDEX = Number(process.env.BENCH_MIN_INDEX ?? 1300);
const RETRIES = Math.max(0, Number(process.env.BENCH_RETRIES ?? 3));
/**
 * The host Lighthouse's 4× CPU slowdown assumes (benchmarkIndex ~1,500). Before each run the bench
 * measures this host's index with Lighthouse's own benchmark and slows the CPU by 4 × index /
 * BENCH_TARGET_INDEX, so a host twice as fast is slowed 8× and the run reads as on the host the
 * score's curves were drawn for (its simulation multiplies each task's time by the slowdown).
 * `BENCH_TARGET_INDEX=0` keeps Lighthouse's plain 4×.
 */
const TARGET_INDEX = Number(process.env.BENCH_TARGET_INDEX ?? 1500);
const LIGHTHOUSE_SLOWDOWN = 4;
/** The demo seller's shop: taka, and every way it takes money (issue 37). */
const DEMO_SHOP = { SHOP_CURRENCY: "BDT", MAX_HELD_VALUE: "1000000", COD_MAX: "200000", PAYMENT_METHODS: "card,bkash,sslcommerz,cod,bank_deposit", BANK_ACCOUNT: "Sonali Bank, Motijheel branch, AgroForge Works Ltd, 0002-0345678901" };
/** The company buyer of issue 27's pages. */
const MEMBER = { name: "Bench Buyer", email: process.env.BENCH_MEMBER ?? "bench-buyer@example.com", password: "Bench-buyer-pass-1" } as const;

/** What the bench reads of a tool. */
interface BenchTool {
  _id: string;
  name: string;
  minimumOrderQuantity: number;
}

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
  /** Lighthouse's measure of the host's speed: about 1,500 is what its CPU slowdown assumes. */
  benchmarkIndex: number;
  /** The CPU slowdown this run simulated (BENCH_TARGET_INDEX). */
  slowdown: number;
  details: string[];
}

interface Page {
  name: string;
  /** The page in one language: `tools`, `tools:bn`. */
  key: string;
  label: string;
  url: string;
  signedIn?: SignedIn | undefined;
  storage?: Record<string, string>;
}

/** One shop measured: its pages, ready to be opened. */
interface Target {
  label: string;
  origin: string;
  pages: Page[];
}

const work = mkdtempSync(path.join(tmpdir(), "shop-bench-web-"));
const shops: Running[] = [];
const chromePort = process.env.BENCH_PORTS ? await freePort() : undefined;
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: CHROME_FLAGS, ...(chromePort ? { port: chromePort } : {}) });

try {
  const targets: Target[] = [];
  if (COMPARE) {
    const server = path.resolve(COMPARE, "apps/server/dist/server.js");
    const shop = await startShop({ DATA_DIR: path.join(work, "data-compare"), DATABASE_URL: "", SEED_DEMO: "1", ...DEMO_SHOP }, path.join(work, "shop-compare.log"), server);
    shops.push(shop);
    targets.push(await prepareTarget(`before (${COMPARE})`, shop.origin, BENCH_ADMIN));
  }
  let origin = process.env.BENCH_URL?.replace(/\/$/, "");
  let account: Account | undefined =
    process.env.BENCH_EMAIL && process.env.BENCH_PASSWORD ? { email: process.env.BENCH_EMAIL, password: process.env.BENCH_PASSWORD } : undefined;
  if (!origin) {
    requireBuild();
    const shop = await startShop({ DATA_DIR: path.join(work, "data"), DATABASE_URL: "", SEED_DEMO: "1", ...DEMO_SHOP }, path.join(work, "shop.log"));
    shops.push(shop);
    origin = shop.origin;
    account = BENCH_ADMIN;
  }
  targets.push(await prepareTarget(COMPARE ? "this build" : "", origin, account));

  console.log(`Lighthouse, mobile, on ${targets.map((target) => `${target.origin}${target.label ? ` (${target.label})` : ""}`).join(" and ")}; the median of ${RUNS} run(s) a page`);
  console.log(`A run on a host of benchmarkIndex under ${MIN_INDEX} is measured again (up to ${RETRIES} times); "slow" marks one that stayed so.`);
  console.log(TARGET_INDEX > 0 ? `Each run's CPU is slowed 4 × the host's index / ${TARGET_INDEX} ("×" in the runs), so it reads as on the host Lighthouse assumes.\n` : "Each run's CPU is slowed 4× (BENCH_TARGET_INDEX=0), whatever the host.\n");
  console.log("| page | performance | accessibility | CLS | LCP ms | TBT ms | bytes loaded | runs (performance / TBT ms / benchmarkIndex ×slowdown) |");
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |");
  const keys = targets[0]?.pages.map((page) => page.key) ?? [];
  for (const key of keys) {
    const runs = targets.map((): Measured[] => []);
    for (let run = 0; run < RUNS; run += 1) {
      for (const [index, target] of targets.entries()) {
        const page = target.pages.find((candidate) => candidate.key === key);
        if (!page) continue;
        runs[index]?.push(await measureOnAFastHost(page, target.origin));
      }
    }
    for (const [index, target] of targets.entries()) {
      const page = target.pages.find((candidate) => candidate.key === key);
      const measured = runs[index] ?? [];
      // A run where Lighthouse saw no paint or no quiet end (NaN metrics, score 0) says nothing of
      // the page; nor, when there are others, does one on a host slower than Lighthouse assumes.
      const finite = measured.filter((run) => Number.isFinite(run.tbt) && Number.isFinite(run.lcp));
      const fast = finite.filter((run) => !(run.benchmarkIndex < MIN_INDEX));
      const sorted = (fast.length > 0 ? fast : finite).sort((a, b) => a.performance - b.performance || b.tbt - a.tbt);
      const median = sorted[Math.floor((sorted.length - 1) / 2)] ?? measured[0];
      if (!median || !page) continue;
      const described = (run: Measured) =>
        Number.isFinite(run.tbt) ? `${run.performance} / ${Math.round(run.tbt)} / ${Math.round(run.benchmarkIndex)}${run.benchmarkIndex < MIN_INDEX ? " slow" : ""} ×${String(run.slowdown)}` : "no result";
      console.log(
        `| ${page.label}${target.label ? ` — ${target.label}` : ""} | ${median.performance} | ${median.accessibility} | ${median.cls.toFixed(3)} | ${Math.round(median.lcp)} | ` +
          `${Math.round(median.tbt)} | ${Math.round(median.bytes).toLocaleString("en")} | ${measured.map(described).join(" · ")} |`,
      );
      for (const line of median.details) console.log(line);
    }
  }
} finally {
  chrome.kill();
  for (const shop of shops) await shop.stop();
  rmSync(work, { recursive: true, force: true });
}

/**
 * One run of a page, measured again while Lighthouse finds its host slower than it assumes, or
 * gives no result (NO_NAVSTART: its trace of the load came back without the navigation, a fault
 * of the recording on a busy host, not of the page).
 */
async function measureOnAFastHost(page: Page, origin: string): Promise<Measured> {
  let measured: Measured | undefined;
  const done = (run: Measured | undefined) => run !== undefined && Number.isFinite(run.tbt) && !(run.benchmarkIndex < MIN_INDEX);
  for (let attempt = 0; attempt <= RETRIES && !done(measured); attempt += 1) {
    // Set again before every run: the page itself may change what is stored (a cart emptied).
    const hostIndex = await prepareBrowser(chrome.port, origin, { ...(page.signedIn?.storage ?? {}), ...(page.storage ?? {}) }, Boolean(page.signedIn));
    measured = await measure(page.url, page.signedIn?.cookie, origin, slowdownFor(hostIndex));
  }
  if (!measured) throw new Error(`no run of ${page.url}`);
  return measured;
}

/** A page's address in a language: Bangla pages are the same paths under /bn (issue 38). */
function inLanguage(url: string, language: string): string {
  if (language === "en") return url;
  const parsed = new URL(url);
  parsed.pathname = `/${language}${parsed.pathname === "/" ? "" : parsed.pathname}`;
  return parsed.toString();
}

/** A shop's accounts and data made ready, and the pages to measure on it. */
async function prepareTarget(label: string, origin: string, account: Account | undefined): Promise<Target> {
  const tools = (await (await fetch(`${origin}/api/tools?page=1&limit=1`)).json()) as
    | BenchTool[]
    | { items?: BenchTool[] };
  const firstTool = Array.isArray(tools) ? tools[0] : tools.items?.[0];
  const signedIn = account ? await signIn(origin, account) : undefined;
  const lines = firstTool ? [{ productId: firstTool._id, quantity: firstTool.minimumOrderQuantity }] : [];
  // A signed-in buyer's cart is the server's (issue 27), and this browser holds its saved copy.
  if (signedIn) await saveCart(origin, signedIn, lines);
  const cart = JSON.stringify(lines);
  const wanted = (name: string) => !ONLY || ONLY.includes(name);
  const memberPages = ["quick-order", "company", "company-orders", "approvals", "lists", "member-tool", "member-cart", "company-invoices", "company-statement"];
  // Only when its pages are measured, and only where the admin can read the development mailbox.
  const member = signedIn && memberPages.some(wanted) ? await companyBuyer(origin, signedIn, lines) : undefined;
  // A buyer who comes back: the token, and the saved copy of the account's cart.
  const returning: Record<string, string> = member ? { cart, cartOwner: JSON.stringify({ user: member.uid, state: "saved" }) } : {};

  // Issue 37: an unpaid taka order of the signed-in buyer, whose payment page shows the methods.
  const unpaid = signedIn && ["payment", "orders", "order"].some(wanted) && lines.length > 0 ? await placeUnpaidOrder(origin, signedIn, lines) : undefined;
  const quote = signedIn && ["quotes", "quote"].some(wanted) && firstTool ? await askForQuote(origin, signedIn, firstTool) : undefined;
  const categories = (await (await fetch(`${origin}/api/categories`)).json()) as { _id: string }[];
  const firstCategory = categories[0]?._id;
  // A word of the first tool's name: a search that finds it.
  const searched = /[A-Za-z]{3,}/.exec(firstTool?.name ?? "")?.[0] ?? "hoe";

  const pages: Omit<Page, "key">[] = [
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
    ...(member
      ? [
          { name: "quick-order", label: "/quick-order (member)", url: `${origin}/quick-order`, signedIn: member, storage: returning },
          { name: "company", label: "/dashboard/company (member)", url: `${origin}/dashboard/company`, signedIn: member, storage: returning },
          { name: "company-orders", label: "/dashboard/company/orders (member)", url: `${origin}/dashboard/company/orders`, signedIn: member, storage: returning },
          { name: "approvals", label: "/dashboard/company/approvals (member)", url: `${origin}/dashboard/company/approvals`, signedIn: member, storage: returning },
          { name: "lists", label: "/dashboard/lists (member)", url: `${origin}/dashboard/lists`, signedIn: member, storage: returning },
          { name: "member-tool", label: "/tools/{id} (member)", url: `${origin}/tools/${firstTool?._id ?? "none"}`, signedIn: member, storage: returning },
          { name: "member-cart", label: "/cart (member, one line)", url: `${origin}/cart`, signedIn: member, storage: returning },
          { name: "company-invoices", label: "/dashboard/company/invoices (member)", url: `${origin}/dashboard/company/invoices`, signedIn: member, storage: returning },
          { name: "company-statement", label: "/dashboard/company/statement (member)", url: `${origin}/dashboard/company/statement`, signedIn: member, storage: returning },
        ]
      : []),
    ...(unpaid
      ? [
          { name: "payment", label: "/dashboard/payment/{id} (signed in, the methods shown)", url: `${origin}/dashboard/payment/${unpaid}`, signedIn },
          { name: "orders", label: "/dashboard/myOrders (signed in)", url: `${origin}/dashboard/myOrders`, signedIn },
          { name: "order", label: "/dashboard/orders/{id} (signed in, unpaid)", url: `${origin}/dashboard/orders/${unpaid}`, signedIn },
        ]
      : []),
    ...(quote
      ? [
          { name: "quotes", label: "/dashboard/quotes (signed in)", url: `${origin}/dashboard/quotes`, signedIn },
          { name: "quote", label: "/dashboard/quotes/{id} (signed in, requested)", url: `${origin}/dashboard/quotes/${quote}`, signedIn },
        ]
      : []),
    ...(signedIn
      ? [
          { name: "profile", label: "/dashboard/myProfile (signed in)", url: `${origin}/dashboard/myProfile`, signedIn },
          { name: "office-orders", label: "/dashboard/manageAllOrders (admin)", url: `${origin}/dashboard/manageAllOrders`, signedIn },
          { name: "office-tools", label: "/dashboard/manageProducts (admin)", url: `${origin}/dashboard/manageProducts`, signedIn },
          { name: "receivables", label: "/dashboard/receivables (admin)", url: `${origin}/dashboard/receivables`, signedIn },
          { name: "reports", label: "/dashboard/reports (admin)", url: `${origin}/dashboard/reports`, signedIn },
        ]
      : []),
    { name: "login", label: "/login (visitor)", url: `${origin}/login` },
    { name: "signup", label: "/signUp (visitor)", url: `${origin}/signUp` },
    { name: "contact", label: "/contact (visitor)", url: `${origin}/contact` },
    { name: "search", label: `/tools?q=${searched} (visitor)`, url: `${origin}/tools?q=${encodeURIComponent(searched)}` },
    ...(firstCategory ? [{ name: "category", label: "/tools?category={id} (visitor)", url: `${origin}/tools?category=${firstCategory}` }] : []),
  ].filter((page) => wanted(page.name));
  const inEachLanguage = LANGUAGES.flatMap((language) =>
    pages.map((page): Page => (language === "en" ? { ...page, key: page.name } : { ...page, key: `${page.name}:${language}`, label: `/${language}${page.label}`, url: inLanguage(page.url, language) })),
  );
  return { label, origin, pages: inEachLanguage };
}

/**
 * The company buyer: signed up, verified with the emailed link (read by the admin from the
 * development mailbox), the founder of a company with two addresses, with one order waiting for
 * approval (its own limit per order is $1), a shared list and a cart of `lines`.
 */
async function companyBuyer(origin: string, admin: SignedIn, lines: { productId: string; quantity: number }[]): Promise<SignedIn> {
  const json = async (response: Response, what: string): Promise<unknown> => {
    if (!response.ok) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
    return response.json();
  };
  const post = (url: string, body: unknown, headers: Record<string, string> = {}, method = "POST") =>
    fetch(`${origin}${url}`, { method, headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
  await json(await post("/api/auth/sign-up", { name: MEMBER.name, email: MEMBER.email, password: MEMBER.password }), "sign-up");
  const adminAuth = { authorization: `Bearer ${admin.token}` };
  let token: string | null = null;
  for (let attempt = 0; attempt < 60 && token === null; attempt += 1) {
    const emails = (await json(await fetch(`${origin}/api/emails?page=1&limit=50`, { headers: adminAuth }), "the mailbox")) as { _id: string; to: string; subject: string }[];
    const mail = emails.find((email) => email.to === MEMBER.email && /^Verify your email address/.test(email.subject));
    if (mail) {
      const { text } = (await json(await fetch(`${origin}/api/emails/${mail._id}`, { headers: adminAuth }), "the email")) as { text: string };
      token = /\/verify-email\?token=([\w-]+)/.exec(text)?.[1] ?? null;
    }
    if (token === null) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (token === null) throw new Error(`no verification email to ${MEMBER.email}`);
  await json(await post("/api/auth/verify-email", { token }), "verify-email");
  const member = await signIn(origin, MEMBER);
  const auth = { authorization: `Bearer ${member.token}` };
  const company = (await json(
    await post(
      "/api/companies",
      {
        name: "Bench Co-op",
        billingAddress: "1 Market Street, Dhaka",
        addresses: [
          { label: "Main store", address: "1 Market Street, Dhaka", country: "BD", postalCode: "1207" },
          { label: "Warehouse", address: "9 River Road, Khulna", country: "BD", postalCode: "9100" },
        ],
      },
      auth,
    ),
    "POST /api/companies",
  )) as { _id: string; addresses: { _id: string }[]; members: { userId: string }[] };
  const self = company.members[0]?.userId ?? "";
  // The company's invoices and statement: on Net 30, its first order is placed on terms and the
  // office dispatches it, which issues its invoice (decision 053); before the limit below, so it
  // does not wait for approval.
  if (lines.length > 0) {
    await json(await post(`/api/admin/companies/${company._id}`, { paymentTerms: "net30", creditLimit: 10_000_000 }, adminAuth, "PATCH"), "the company's terms");
    const placed = (await json(
      await post("/api/orders", { name: MEMBER.name, phone: "+880 1712 345678", address: "1 Market Street, Dhaka", items: lines, companyAddressId: company.addresses[0]?._id }, auth),
      "POST /api/orders on terms",
    )) as { insertedId: string };
    await json(await post(`/api/orders/${placed.insertedId}`, { status: "shipped", carrier: "Sundarban Courier", trackingNumber: "SC-1001" }, adminAuth, "PATCH"), "dispatching the order on terms");
  }
  await json(await post(`/api/companies/${company._id}/members/${self}`, { orderLimit: 1 }, auth, "PATCH"), "the member's limit");
  if (lines.length > 0) {
    await json(
      await post("/api/orders", { name: MEMBER.name, phone: "+880 1712 345678", address: "1 Market Street, Dhaka", items: lines, companyAddressId: company.addresses[0]?._id }, auth),
      "POST /api/orders",
    );
    await json(await post("/api/lists", { name: "Weekly restock", items: lines }, auth), "POST /api/lists");
  }
  await saveCart(origin, member, lines);
  return member;
}

/** An order of `lines` placed by `buyer`, left unpaid: its id. */
async function placeUnpaidOrder(origin: string, buyer: SignedIn, lines: { productId: string; quantity: number }[]): Promise<string> {
  const response = await fetch(`${origin}/api/orders`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${buyer.token}` },
    body: JSON.stringify({ name: "Bench Store", phone: "+880 1712 345678", address: "1 Market Street, Dhaka", items: lines }),
  });
  if (!response.ok) throw new Error(`POST /api/orders answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { insertedId: string }).insertedId;
}

/** A quote `buyer` asks for of `tool` (`POST /api/quotes`), not answered yet: its id. */
async function askForQuote(origin: string, buyer: SignedIn, tool: BenchTool): Promise<string> {
  const response = await fetch(`${origin}/api/quotes`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${buyer.token}` },
    body: JSON.stringify({ productId: tool._id, quantity: Math.max(tool.minimumOrderQuantity, 50), note: "For the monsoon planting." }),
  });
  if (!response.ok) throw new Error(`POST /api/quotes answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { _id: string })._id;
}

/** The CPU slowdown that makes a host of `hostIndex` read as one of TARGET_INDEX (never under 1×). */
function slowdownFor(hostIndex: number): number {
  if (!(TARGET_INDEX > 0) || !(hostIndex > 0)) return LIGHTHOUSE_SLOWDOWN;
  return Math.max(1, Math.round(((LIGHTHOUSE_SLOWDOWN * hostIndex) / TARGET_INDEX) * 10) / 10);
}

/** One Lighthouse run of `url`, sending `cookie` with every request when given, its CPU slowed `slowdown` times. */
async function measure(url: string, cookie: string | undefined, origin: string, slowdown: number): Promise<Measured> {
  const details: string[] = [];
  const result = await lighthouse(url, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility"],
    throttling: { cpuSlowdownMultiplier: slowdown },
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  // BENCH_SAVE=<folder>: every run's whole report, to read its diagnostics (long tasks, main-thread work by kind and script).
  if (process.env.BENCH_SAVE) {
    mkdirSync(process.env.BENCH_SAVE, { recursive: true });
    const name = `${new URL(url).pathname.replace(/[^\w]+/g, "_")}-${new URL(origin).port}-${Date.now()}.json`;
    writeFileSync(path.join(process.env.BENCH_SAVE, name), JSON.stringify(result.lhr));
    // The page load's trace beside it, for what the report leaves "Unattributable" (open it in Chromium's Performance panel).
    const trace: unknown = (result.artifacts as { Trace?: unknown }).Trace;
    if (trace) writeFileSync(path.join(process.env.BENCH_SAVE, name.replace(/\.json$/, ".trace.json")), JSON.stringify(trace));
  }
  const { categories, audits } = result.lhr;
  if (result.lhr.runtimeError) details.push(`    runtime error: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
  const score = (name: string) => Math.round((categories[name]?.score ?? 0) * 100);
  const value = (name: string) => audits[name]?.numericValue ?? NaN;
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
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
    slowdown,
    details,
  };
}

/**
 * Leaves the origin's localStorage as a page's visitor has it: `storage` for a signed-in buyer,
 * nothing for a visitor. Lighthouse clears neither localStorage nor cookies between runs (its
 * default clearStorageTypes), so what is set here is what the page finds.
 */
async function prepareBrowser(port: number, origin: string, storage: Record<string, string>, keep: boolean): Promise<number> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const tab = await browser.newPage();
    // A file the server answers without the app (no page code runs, so nothing is stored meanwhile).
    await tab.goto(`${origin}/robots.txt`);
    // A string, as this file is compiled without the DOM's types.
    const entries = keep || Object.keys(storage).length > 0 ? Object.entries(storage) : [];
    await tab.evaluate(`localStorage.clear(); ${entries.map(([key, value]) => `localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(value)});`).join(" ")}`);
    // The host's speed now, by Lighthouse's own benchmark (half a second), for the run's slowdown.
    const hostIndex = TARGET_INDEX > 0 ? Number(await tab.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`)) : NaN;
    await tab.close();
    return hostIndex;
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
