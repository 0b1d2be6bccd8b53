import { expect, test as base, type Page } from "@playwright/test";

export { expect, type APIRequestContext, type Browser, type BrowserContext, type Locator, type Page, type TestInfo } from "@playwright/test";

/**
 * Waits until the shop's page has hydrated (`<html data-hydrated>`, apps/web/src/app/App.tsx).
 * The server's HTML shows the page before its code runs: a journey that clicked then would find
 * a button that does nothing yet. Any other page (the mail catcher, a file) passes at once.
 */
export async function waitForHydration(page: Page): Promise<void> {
  // Polled on a timer: Playwright's default polls on every animation frame, which keeps a
  // waiting page painting at 60 frames a second, and three lanes' browsers share two cores.
  await page.waitForFunction(() => !document.getElementById("shop-state") || document.documentElement.dataset.hydrated === "true", undefined, { polling: 50 });
}

/** Each page's requests on their way, and when the last one started or ended (`quiet`). */
const traffic = new WeakMap<Page, { pending: number; since: number }>();

function countRequests(page: Page): void {
  const state = { pending: 0, since: Date.now() };
  traffic.set(page, state);
  page.on("request", () => {
    state.pending += 1;
    state.since = Date.now();
  });
  const ended = () => {
    state.pending -= 1;
    state.since = Date.now();
  };
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
}

/**
 * Waits until none of the page's requests has been on its way for 100 ms: what Playwright's
 * `networkidle` waits for, in a fifth of its 500 ms, which forty pages in a row paid.
 */
export async function quiet(page: Page): Promise<void> {
  const state = traffic.get(page);
  if (!state) throw new Error("quiet() needs a page from hydrating() or the test's own");
  await expect.poll(() => state.pending === 0 && Date.now() - state.since >= 100, { message: `${page.url()} goes quiet`, intervals: [50] }).toBe(true);
}

/** The page, whose loads and reloads wait for hydration (for pages a journey opens itself). */
export function hydrating(page: Page): Page {
  countRequests(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page["goto"]>) => {
    const response = await goto(...args);
    await waitForHydration(page);
    return response;
  };
  page.reload = async (...args: Parameters<Page["reload"]>) => {
    const response = await reload(...args);
    await waitForHydration(page);
    return response;
  };
  return page;
}

/** Every page of a journey waits for hydration after a load or a reload, unless JavaScript is off. */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled === false ? page : hydrating(page));
  },
});
