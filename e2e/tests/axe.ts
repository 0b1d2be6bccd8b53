import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "./fixtures";
import { widths } from "./support";

const tags = ["wcag2a", "wcag2aa", "wcag21aa"];

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
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== "running" || animation.effect?.getComputedTiming().endTime === Infinity),
    );
    const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze();
    for (const violation of violations) {
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

