import { messages } from "@shop/contract";
import { audit, auditAsItStands, auditAsServed, auditToast } from "./axe";
import { expect, test } from "./fixtures";
import { e2eAdmin } from "../playwright.config";
import { expectSignedIn, logInThroughForm, newCustomer, signOut, signUpThroughApi, widths } from "./support";

/** The visitor's pages, each with its heading (the missing page's reads 404 in either language's digits). */
const publicPages = [
  ["/home", /.+/],
  ["/tools", /.+/],
  ["/blogs", /.+/],
  ["/myPortfolio", /.+/],
  ["/login", /.+/],
  ["/signUp", /.+/],
  ["/forgot-password", /.+/],
  ["/contact", /.+/],
  ["/tools?q=hoe&inStock=true&sort=price-asc", /.+/],
  ["/no-such-page", /404|৪০৪/],
] as const;

// Three journeys (a visitor's pages, a customer's, the office's), each with its own time limit:
// axe takes about a second a page and width on an idle machine, many more on a busy one.
test.describe("axe finds nothing at 375 and 1280 px, and nothing scrolls sideways", () => {
  // The home page's carousel would change slides while axe reads it.
  test.use({ reducedMotion: "reduce" });
  let found: string[];
  test.beforeEach(async ({ page }) => {
    test.setTimeout(600_000);
    found = [];
    await page.setViewportSize(widths.wide);
  });
  test.afterEach(() => {
    expect(found).toEqual([]);
  });

  test("on the public pages", async ({ page }) => {
    for (const [path, heading] of publicPages) await audit(page, path, heading, found);
  });

  // Issue 38: the same pages in Bangla (their words, the Bengali font, the /bn links).
  test("on the public pages, in Bangla", async ({ page }) => {
    for (const [path, heading] of publicPages) await audit(page, `/bn${path}`, heading, found);
  });

  test("on a customer's pages", async ({ page }) => {
    await signUpThroughApi(page, newCustomer("Axe Farmer"));
    await page.goto("/tools");
    await page.getByRole("link", { name: /Buy Now/ }).first().click();
    await audit(page, "", /Purchase by/, found);
    // The quantity typed is the one ordered, Set Quantity pressed or not; the order box says so first.
    const minimum = Number(await page.getByLabel("Quantity").getAttribute("min"));
    await page.getByLabel("Quantity").fill(String(minimum + 1));
    await expect(page.getByText("Quantity:", { exact: false }).first()).toContainText(`Quantity: ${minimum + 1}`);
    // Issue 26: a success and an error toast, at 1280 and at 375 px, read well and leave the header free.
    const toast = (text: string) => page.locator("[data-sonner-toast]", { hasText: text });
    await page.getByRole("button", { name: "Set Quantity" }).click();
    await auditToast(page, toast(messages.quantity.ok), found);
    await page.setViewportSize(widths.narrow);
    await page.getByLabel("Quantity").fill("99999");
    // The keyboard's way to Set Quantity; the pointer's, at 375 px, is walked in customer.spec.ts.
    await page.getByLabel("Quantity").press("Enter");
    await auditToast(page, toast(messages.quantity.tooMany), found);
    await page.setViewportSize(widths.wide);
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
    // My orders, an order, its payment, the profile, the quotes and the cart are audited full of
    // data, in every state, in accessibility-states.spec.ts.
    for (const path of ["/dashboard/myReviews", "/dashboard/upDateProfile"]) await audit(page, path, /.+/, found);
    // Quotes (issue 12): the request form open on the tool page.
    await page.goto("/tools");
    await page.getByRole("link", { name: /Buy Now/ }).first().click();
    const ask = page.getByRole("region", { name: "Ask for a quote" });
    await ask.getByRole("button", { name: "Request a quote" }).click();
    await audit(page, "", /Purchase by/, found);
    await signOut(page);
  });

  // axe once found aria-prohibited-attr on a tool page at 375 px under load: the forms' loading
  // spinners, served before hydration, carried a name without a role that allows one.
  test("on a tool page as the server sends it, before hydration", async ({ page }) => {
    await signUpThroughApi(page, newCustomer("Axe Early"));
    await page.goto("/tools");
    await page.getByRole("link", { name: /Buy Now/ }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: /Purchase by/ })).toBeVisible();
    await auditAsServed(page, new URL(page.url()).pathname, /Purchase by/, found);

    // Issue 27: the forms stay the server's HTML until the buyer reaches for them, their code
    // loaded only then (lib/deferredForms.tsx); a client navigation waits for that code instead
    // (the route preloads it), so the loading spinners of before no longer stand in. That state:
    // the page hydrated, its forms as the server sent them, their code held back until axe is done.
    const toolPath = new URL(page.url()).pathname;
    const browser = page.context().browser();
    if (!browser) throw new Error("no browser");
    const slow = await browser.newContext({ storageState: await page.context().storageState(), reducedMotion: "reduce", baseURL: new URL(page.url()).origin });
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    try {
      const waiting = await slow.newPage();
      await waiting.route(/\/assets\/forms-[^/]+\.js$/, async (route) => {
        await released;
        await route.continue().catch(() => undefined);
      });
      await waiting.goto(toolPath);
      await expect(waiting.getByRole("heading", { level: 1, name: /Purchase by/ })).toBeVisible();
      await expect(waiting.getByLabel("Quantity")).toBeVisible();
      await auditAsItStands(waiting, found, " (its forms as the server sent them)");
    } finally {
      release();
      await slow.close();
    }
    await signOut(page);
  });

  test("on the office's pages", async ({ page }) => {
    await page.goto("/login");
    await logInThroughForm(page, e2eAdmin.email, e2eAdmin.password);
    await expectSignedIn(page);
    await audit(page, "/dashboard", "Shop overview", found);
    await expect(page.getByRole("heading", { name: "Orders to ship" })).toBeVisible();
    await audit(page, "/dashboard/myOrders", "My orders", found);
    // Manage All Orders, the quotes and the orders' and quotes' own pages are audited full of data
    // in accessibility-states.spec.ts.
    for (const path of [
      "/dashboard/makeAdmin",
      "/dashboard/addProduct",
      "/dashboard/manageProducts",
      "/dashboard/manageReviews",
      "/dashboard/categories",
      "/dashboard/emails",
      "/dashboard/subscribers",
      "/dashboard/shipping",
      "/dashboard/tax",
      "/dashboard/discounts",
      "/dashboard/reports",
    ]) {
      await audit(page, path, /.+/, found, true);
    }

    await page.goto("/dashboard/manageProducts");
    await page.getByRole("link", { name: /^Edit / }).first().click();
    await audit(page, "", /.+/, found);
  });
});
