import axe from "axe-core";
import { expect, type Page } from "./fixtures";
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
async function violations(page: Page): Promise<axe.Result[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  return page.evaluate((values) => {
    if (!window.axe) throw new Error("axe-core did not load");
    return window.axe.run(document, { runOnly: { type: "tag", values }, resultTypes: ["violations"] }).then((results) => results.violations);
  }, tags);
}

/**
 * Runs axe on the page as it stands, once its data has arrived, at each of the two widths, and
 * records what it finds; the test fails at the end with every page's findings at once, not just
 * the first one's. With `layout` (the admin pages), at each width the page must not scroll
 * sideways and a table's last column (its actions, or an order's status) must be in view.
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
    // measure a half-faded colour. Wait until every finite animation has ended.
    await page.waitForFunction(
      () => document.getAnimations().every((animation) => animation.playState !== "running" || animation.effect?.getComputedTiming().endTime === Infinity),
      undefined,
      { polling: 50 },
    );
    for (const violation of await violations(page)) {
      const where = violation.nodes.map((node) => `${node.target.join(" ")} (${node.any[0]?.message ?? ""})`).slice(0, 5);
      found.push(`${page.url()} at ${viewport.width} px [${violation.id}] ${violation.help}: ${where.join(" | ")}`);
    }
    if (!layout) continue;
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0) found.push(`${page.url()} at ${viewport.width} px scrolls sideways by ${overflow} px`);
    const firstRow = page.locator("tbody tr").first();
    if ((await firstRow.count()) === 0) continue;
    const lastCell = await firstRow.locator(":scope > *").last().boundingBox();
    if (lastCell && lastCell.x + lastCell.width > viewport.width) found.push(`${page.url()} at ${viewport.width} px: a row's last column is off-screen`);
  }
  await page.setViewportSize(widths.wide);
}

