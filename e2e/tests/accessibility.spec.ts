import AxeBuilder from "@axe-core/playwright";
import { bulkMessages, cartMessages } from "@shop/contract";
import { expect, test, type Page } from "./fixtures";
import { e2eAdmin } from "../playwright.config";
import { expectSignedIn, logInThroughForm, newCustomer, signOut, signUpThroughForm, widths } from "./support";

const tags = ["wcag2a", "wcag2aa", "wcag21aa"];

/**
 * Runs axe on the page as it stands, once its data has arrived, at each of the two widths, and
 * records what it finds; the test fails at the end with every page's findings at once, not just
 * the first one's. With `layout` (the admin pages), at each width the page must not scroll
 * sideways and a table's last column (its actions, or an order's status) must be in view.
 */
async function audit(page: Page, path: string, heading: RegExp | string, found: string[], layout = false): Promise<void> {
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

// Three journeys (a visitor's pages, a customer's, the office's), each with its own time limit:
// axe takes about a second a page and width on an idle machine, many more on a busy one.
test.describe("axe finds nothing at 375 and 1280 px, and nothing scrolls sideways", () => {
  let found: string[];
  test.beforeEach(async ({ page }) => {
    test.setTimeout(240_000);
    found = [];
    await page.setViewportSize(widths.wide);
  });
  test.afterEach(() => {
    expect(found).toEqual([]);
  });

  test("on the public pages", async ({ page }) => {
    for (const [path, heading] of [
      ["/home", /.+/],
      ["/tools", /.+/],
      ["/blogs", /.+/],
      ["/myPortfolio", /.+/],
      ["/login", /.+/],
      ["/signUp", /.+/],
      ["/forgot-password", /.+/],
      ["/contact", /.+/],
      ["/tools?q=hoe&inStock=true&sort=price-asc", /.+/],
      ["/no-such-page", /404/],
    ] as const) {
      await audit(page, path, heading, found);
    }

  });

  test("on a customer's pages", async ({ page }) => {
    await signUpThroughForm(page, newCustomer("Axe Farmer"));
    await page.goto("/tools");
    await page.getByRole("link", { name: /Buy Now/ }).first().click();
    await audit(page, "", /Purchase by/, found);
    // The quantity typed is the one ordered, Set Quantity pressed or not; the order box says so first.
    const minimum = Number(await page.getByLabel("Quantity").getAttribute("min"));
    await page.getByLabel("Quantity").fill(String(minimum + 1));
    await expect(page.getByText("Quantity:", { exact: false }).first()).toContainText(`Quantity: ${minimum + 1}`);
    await page.getByLabel("Address").fill("12 Mill Road, Bogura");
    await page.getByLabel("Number").fill("+880 1712 345678");
    await page.getByRole("button", { name: "Place Order" }).click();
    const placed = page.getByRole("status").filter({ hasText: /order no\. [0-9A-F]{8}/ });
    await expect(placed).toBeFocused();
    await expect(placed).toContainText(`${minimum + 1} ×`);
    await expect(page.getByRole("button", { name: "Place Order" })).toHaveCount(0);
    await audit(page, "", /Purchase by/, found);
    const orderPage = await placed.getByRole("link", { name: "View order" }).getAttribute("href");
    await placed.getByRole("link", { name: "Pay now" }).click();
    await expect(page.getByLabel("Card number")).toBeVisible();
    await audit(page, "", /.+/, found);
    for (const [path, heading] of [
      ["/dashboard", "My orders"],
      ["/dashboard/myReviews", /.+/],
      ["/dashboard/myProfile", /.+/],
      ["/dashboard/upDateProfile", /.+/],
      [orderPage ?? "/dashboard", /^Order /],
      ["/dashboard/quotes", "My quotes"],
    ] as const) {
      await audit(page, path, heading, found);
    }
    // The cart with a line (issue 12).
    await page.goto("/tools");
    await page.getByRole("link", { name: /Buy Now/ }).first().click();
    await page.getByRole("button", { name: cartMessages.addToCart }).click();
    await audit(page, "/cart", bulkMessages.cartHeading, found);
    // Quotes (issue 12): the request form open on the tool page, then the quote's own page.
    await page.goto("/tools");
    await page.getByRole("link", { name: /Buy Now/ }).first().click();
    const ask = page.getByRole("region", { name: "Ask for a quote" });
    await ask.getByRole("button", { name: "Request a quote" }).click();
    await audit(page, "", /Purchase by/, found);
    await ask.getByRole("button", { name: "Send request" }).click();
    await ask.getByRole("link", { name: "See the quote" }).click();
    await audit(page, "", /^Quote: /, found);
    await signOut(page);
  });

  test("on the office's pages", async ({ page }) => {
    await page.goto("/login");
    await logInThroughForm(page, e2eAdmin.email, e2eAdmin.password);
    await expectSignedIn(page);
    await audit(page, "/dashboard", "Shop overview", found);
    await expect(page.getByRole("heading", { name: "Orders to ship" })).toBeVisible();
    await audit(page, "/dashboard/myOrders", "My orders", found);
    for (const path of ["/dashboard/makeAdmin", "/dashboard/addProduct", "/dashboard/manageAllOrders", "/dashboard/manageProducts", "/dashboard/manageReviews", "/dashboard/categories", "/dashboard/emails", "/dashboard/subscribers"]) {
      await audit(page, path, /.+/, found, true);
    }

    await page.goto("/dashboard/manageProducts");
    await page.getByRole("link", { name: /^Edit / }).first().click();
    await audit(page, "", /.+/, found);
    await audit(page, "/dashboard/quotes", "Quotes", found, true);
    await page.getByRole("link", { name: /^Answer: / }).first().click();
    await audit(page, "", /^Quote: /, found);
  });
});
