import { contactPageTexts, footerTexts, navigationTexts, toolFilterTexts, toolsPageTexts } from "@shop/contract";
import { inBangla } from "@shop/contract/testing";
import { expect, test } from "./fixtures";
import { widths } from "./support";

test.describe("the shop in two languages (issue 38)", () => {
  test("a visitor switches to Bangla, browses, is kept in Bangla, and switches back", async ({ page, baseURL }) => {
    await page.setViewportSize(widths.wide);
    await page.goto("/tools");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const main = page.getByRole("navigation", { name: navigationTexts.main });
    await main.getByRole("link", { name: "বাংলা" }).click();

    await expect(page).toHaveURL(/\/bn\/tools$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "bn");
    const bnMain = page.getByRole("navigation", { name: inBangla(() => navigationTexts.main) });
    await expect(bnMain.getByRole("link", { name: inBangla(() => navigationTexts.tools) })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("contentinfo")).toContainText(inBangla(() => footerTexts.explore));
    // Each page names its other version for search engines.
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", `${baseURL}/tools`);
    await expect(page.locator('link[rel="alternate"][hreflang="bn"]')).toHaveAttribute("href", `${baseURL}/bn/tools`);
    // Its own address is the canonical one: the Bangla page is not a copy of the English one.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/bn/tools`);

    // A link within the app stays in Bangla (the router's basename).
    await bnMain.getByRole("link", { name: inBangla(() => navigationTexts.contact) }).click();
    await expect(page).toHaveURL(/\/bn\/contact$/);
    // The choice is kept: an English address leads to its Bangla page.
    await page.goto("/blogs");
    await expect(page).toHaveURL(/\/bn\/blogs$/);

    await page.getByRole("navigation", { name: inBangla(() => navigationTexts.main) }).getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/blogs$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.goto("/tools");
    await expect(page).toHaveURL(/\/tools$/);
  });

  test("a first visit follows the browser's language; the narrow menu has the switch", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: "bn-BD", baseURL, viewport: widths.narrow });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page).toHaveURL(/\/bn$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "bn");
    await page.getByLabel(inBangla(() => navigationTexts.menu)).click();
    await page.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(new RegExp(`^${baseURL ?? ""}/$`));
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await context.close();
  });

  test("a Bangla page hydrates with the words it carries; the rest of the catalogue comes after, for the next page", async ({ page }) => {
    await page.setViewportSize(widths.narrow);
    // Decision 060: without the whole catalogue (the build's compiled file, or the sources it falls back to), the page still hydrates, in Bangla.
    const wholeCatalogue = /\/assets\/(bangla-messages-[\w-]+\.json|bn-[\w-]+\.js)$/;
    await page.route(wholeCatalogue, (route) => route.abort());
    await page.goto("/bn/tools");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(inBangla(() => toolsPageTexts.heading));
    const search = page.getByRole("searchbox", { name: inBangla(() => toolFilterTexts.searchLabel) });
    await search.fill("কোদাল");
    await expect(search).toHaveValue("কোদাল");
    await expect(page.getByRole("button", { name: inBangla(() => toolFilterTexts.search), exact: true })).toBeVisible();

    // With the catalogue let through, a page reached within the app is in Bangla from its first frame.
    await page.unroute(wholeCatalogue);
    await page.setViewportSize(widths.wide);
    const catalogue = page.waitForResponse(/\/assets\/bangla-messages-[\w-]+\.json$/);
    await page.goto("/bn");
    await catalogue;
    await page.getByRole("navigation", { name: inBangla(() => navigationTexts.main) }).getByRole("link", { name: inBangla(() => navigationTexts.contact) }).click();
    await expect(page).toHaveURL(/\/bn\/contact$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(inBangla(() => contactPageTexts.heading));
  });
});
