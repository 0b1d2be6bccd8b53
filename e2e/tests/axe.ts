import axe from "axe-core";
import { expect, type Locator, type Page } from "./fixtures";
import { widths } from "./support";

const tags = ["wcag2a", "wcag2aa", "wcag21aa"];

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/**
 * axe-core run in the page itself, put in once per document. @axe-core/playwright put the
 * whole engine in again for every run and finished each run in a second page it opened (made for
 * pages with cross-origin frames, which the shop has none of): four times the work, and on the
 * shared 2-core CI machine the axe passes outlived their time limits.
 */
async function violations(page: Page, within?: string): Promise<axe.Result[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  return page.evaluate(
    ({ values, within }) => {
      if (!window.axe) throw new Error("axe-core did not load");
      return window.axe.run(within ?? document, { runOnly: { type: "tag", values }, resultTypes: ["violations"] }).then((results) => results.violations);
    },
    { values: tags, within },
  );
}

/** Records what axe finds on the page as it stands now, at one width. */
async function record(page: Page, width: number, found: string[], note = ""): Promise<void> {
  for (const violation of await violations(page)) {
    const where = violation.nodes.map((node) => `${node.target.join(" ")} (${node.any[0]?.message ?? ""})`).slice(0, 5);
    found.push(`${page.url()}${note} at ${width} px [${violation.id}] ${violation.help}: ${where.join(" | ")}`);
  }
}

/** Runs axe on the page as it stands at each of the two widths, spinners and all (`audit` waits for the data first). */
export async function auditAsItStands(page: Page, found: string[], note: string): Promise<void> {
  for (const viewport of Object.values(widths)) {
    await page.setViewportSize(viewport);
    await record(page, viewport.width, found, note);
  }
  await page.setViewportSize(widths.wide);
}

/**
 * Runs axe on a page as the server sends it, before any of its scripts runs: what a visitor
 * sees until the page hydrates, which on a slow device or a busy machine is a while (its
 * spinners included). A new context of the same browser with the page's cookies, so a
 * signed-in page is rendered for the same visitor, where the web app's code never arrives.
 * (Not `javaScriptEnabled: false`: axe itself then never finishes, as its timers never fire.)
 */
export async function auditAsServed(page: Page, path: string, heading: RegExp | string, found: string[]): Promise<void> {
  const browser = page.context().browser();
  if (!browser) throw new Error("no browser to open a context in");
  const served = await browser.newContext({ storageState: await page.context().storageState(), reducedMotion: "reduce", baseURL: new URL(page.url()).origin });
  try {
    const bare = await served.newPage();
    await bare.route(/\/assets\/[^/]+\.js$/, (route) => route.abort());
    await bare.goto(path);
    await expect(bare.getByRole("heading", { level: 1, name: heading }).first()).toBeVisible();
    expect(await bare.evaluate(() => document.getElementById("root")?.childElementCount ?? 0), "the server rendered the page").toBeGreaterThan(0);
    await auditAsItStands(bare, found, " (as served, before hydration)");
  } finally {
    await served.close();
  }
}

/**
 * Runs axe on the page as it stands, once its data has arrived, at each of the two widths, and
 * records what it finds; the test fails at the end with every page's findings at once, not just
 * the first one's. With `layout` (the admin pages), at each width the page must not scroll
 * sideways and a table's last column (its actions, or an order's status) must be in view; a
 * report's table, which pins its rows' headings instead (TableScroller pin="heading"), has no
 * actions, and its last figures are reached by scrolling.
 */
export async function audit(page: Page, path: string, heading: RegExp | string, found: string[], layout = false): Promise<void> {
  if (path) await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: heading }).first()).toBeVisible();
  await expect(page.locator(".loading")).toHaveCount(0);
  // Toasts fade in and out; their half-transparent frames would be measured mid-animation.
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  for (const viewport of Object.values(widths)) {
    await page.setViewportSize(viewport);
    // A new width can start transitions (the dashboard's side menu fades in at 1280 px): axe would
    // measure a half-faded colour. Wait until every finite animation has ended. One driven by
    // scrolling (daisyUI's `set-page-has-scroll` while a modal is open) has a length in percent,
    // not in time, and never ends by itself.
    await page.waitForFunction(
      () =>
        document.getAnimations().every((animation) => {
          const end = animation.effect?.getComputedTiming().endTime;
          return animation.playState !== "running" || end === Infinity || typeof end !== "number";
        }),
      undefined,
      { polling: 50 },
    );
    await record(page, viewport.width, found);
    if (!layout) continue;
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0) found.push(`${page.url()} at ${viewport.width} px scrolls sideways by ${overflow} px`);
    const firstRow = page.locator("tbody tr").first();
    if ((await firstRow.count()) === 0) continue;
    if ((await firstRow.locator("xpath=ancestor::*[@data-pin='heading']").count()) > 0) continue;
    const lastCell = await firstRow.locator(":scope > *").last().boundingBox();
    if (lastCell && lastCell.x + lastCell.width > viewport.width) found.push(`${page.url()} at ${viewport.width} px: a row's last column is off-screen`);
  }
  await page.setViewportSize(widths.wide);
}


/**
 * Runs axe on the toasts as they stand at the page's width, and records a toast that covers the
 * site's header (issue 26: they sat over the navigation). The pointer rests on the toast, which
 * holds it (sonner pauses its timer) and waits for it to have come in, so axe reads its colours
 * whole.
 */
export async function auditToast(page: Page, toast: Locator, found: string[]): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await toast.hover();
  for (const violation of await violations(page, "[data-sonner-toaster]")) {
    const where = violation.nodes.map((node) => `${node.target.join(" ")} (${node.any[0]?.message ?? ""})`).slice(0, 5);
    found.push(`a toast at ${width} px [${violation.id}] ${violation.help}: ${where.join(" | ")}`);
  }
  const [box, header] = [await toast.boundingBox(), await page.getByRole("banner").boundingBox()];
  if (!box || !header) throw new Error("no toast or no header to measure");
  if (box.y < header.y + header.height && header.y < box.y + box.height) found.push(`a toast covers the header at ${width} px`);
  await page.mouse.move(0, 0);
}
