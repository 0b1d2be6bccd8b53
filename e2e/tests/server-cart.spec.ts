import { bulkMessages, cartMessages } from "@shop/contract";
import { audit } from "./axe";
import { expect, hydrating, test, type APIRequestContext, type Browser, type Page } from "./fixtures";
import { expectSignedIn, logInThroughForm, newCustomer, screenshotBothWidths, widths } from "./support";

/**
 * Issue 27, item 4: a signed-in buyer's cart is kept on the server, so it follows them to a
 * second browser (a new browser context: its own storage and cookies), and a visitor's cart
 * merges into it at sign-in.
 */

/** A buyer made through the API (not the sign-up form), with a token to call the API as them. */
async function buyerThroughApi(request: APIRequestContext, name: string) {
  const buyer = newCustomer(name);
  expect((await request.post("/api/auth/sign-up", { data: buyer })).status()).toBe(201);
  const token = await request.put(`/api/user/${encodeURIComponent(buyer.email)}`, { data: { email: buyer.email } });
  const { accessToken } = (await token.json()) as { accessToken: string };
  return { ...buyer, headers: { authorization: `Bearer ${accessToken}` } };
}

async function toolId(request: APIRequestContext, name: string): Promise<string> {
  const tools = (await (await request.get("/api/tools")).json()) as { _id: string; name: string }[];
  const tool = tools.find((candidate) => candidate.name === name);
  if (!tool) throw new Error(`no ${name} in the catalogue`);
  return tool._id;
}

/** A second browser: a context of its own, its pages waiting for hydration as the journey's do. */
async function secondBrowser(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, reducedMotion: "reduce" });
  const page = hydrating(await context.newPage());
  await page.setViewportSize(widths.wide);
  return page;
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/login");
  await logInThroughForm(page, email, password);
  await expectSignedIn(page);
}

/** The cart of this browser has reached the server (lib/cartSync.ts marks it saved). */
async function expectCartSaved(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => (JSON.parse(window.localStorage.getItem("cartOwner") ?? "{}") as { state?: string }).state)).toBe("saved");
}

const quantityOf = (page: Page, tool: string) => page.getByLabel(cartMessages.lineQuantity(tool));

test.describe("carts on the server (issue 27)", () => {
  test.describe.configure({ timeout: 180_000 });

  test("a cart follows the buyer to a second browser", async ({ page, browser, request, baseURL }, info) => {
    if (!baseURL) throw new Error("no baseURL");
    const buyer = await buyerThroughApi(request, "Bea Browser");
    await page.setViewportSize(widths.wide);
    await logIn(page, buyer.email, buyer.password);

    await page.goto("/tools");
    await page.getByRole("button", { name: cartMessages.addToolToCart("Spade") }).click();
    await expect(page.locator("[data-sonner-toast]", { hasText: bulkMessages.addedToCart("Spade") })).toBeVisible();
    await expectCartSaved(page);

    const other = await secondBrowser(browser, baseURL);
    try {
      await other.goto("/cart");
      // Signed out, this browser's cart is its own, and empty.
      await expect(other.getByText(bulkMessages.cartEmpty)).toBeVisible();
      await logIn(other, buyer.email, buyer.password);
      await other.goto("/cart");
      await expect(quantityOf(other, "Spade")).toHaveValue("200");
      await expect(other.getByRole("link", { name: cartMessages.link(1) })).toBeVisible();

      // A change made there comes back to the first browser.
      await quantityOf(other, "Spade").fill("400");
      await quantityOf(other, "Spade").blur();
      await expectCartSaved(other);
      await screenshotBothWidths(other, info, "server-cart");
      const found: string[] = [];
      await audit(other, "", bulkMessages.cartHeading, found);
      expect(found).toEqual([]);
    } finally {
      await other.context().close();
    }
    await page.goto("/cart");
    await expect(quantityOf(page, "Spade")).toHaveValue("400");

    // Signing out forgets this browser's copy; the cart stays the account's.
    const saved = (await (await request.get("/api/cart", { headers: buyer.headers })).json()) as { items: { quantity: number }[] };
    expect(saved.items.map((line) => line.quantity)).toEqual([400]);
  });

  test("a visitor's cart merges into the saved one at sign-in: quantities of the same tool add up", async ({ page, request }) => {
    const buyer = await buyerThroughApi(request, "Mia Merge");
    const [pitchfork, spade] = [await toolId(request, "Pitchfork"), await toolId(request, "Spade")];
    const put = await request.put("/api/cart", { headers: buyer.headers, data: { items: [{ productId: pitchfork, quantity: 300 }] } });
    expect(put.status()).toBe(200);

    await page.setViewportSize(widths.narrow);
    await page.goto("/tools");
    await page.getByRole("button", { name: cartMessages.addToolToCart("Pitchfork") }).click();
    await expect(page.locator("[data-sonner-toast]", { hasText: bulkMessages.addedToCart("Pitchfork") })).toBeVisible();
    await page.getByRole("button", { name: cartMessages.addToolToCart("Spade") }).click();
    await expect(page.locator("[data-sonner-toast]", { hasText: bulkMessages.addedToCart("Spade") })).toBeVisible();

    await logIn(page, buyer.email, buyer.password);
    await page.goto("/cart");
    // 300 saved + the card's minimum of 100; the Spade only the visitor had keeps its 200.
    await expect(quantityOf(page, "Pitchfork")).toHaveValue("400");
    await expect(quantityOf(page, "Spade")).toHaveValue("200");
    const saved = (await (await request.get("/api/cart", { headers: buyer.headers })).json()) as { items: { productId: string; quantity: number }[] };
    expect(saved.items).toEqual([
      { productId: pitchfork, quantity: 400 },
      { productId: spade, quantity: 200 },
    ]);
  });
});
