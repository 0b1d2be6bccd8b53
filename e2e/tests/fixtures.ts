import { test as base, type Page } from "@playwright/test";

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

/** The page, whose loads and reloads wait for hydration (for pages a journey opens itself). */
export function hydrating(page: Page): Page {
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
