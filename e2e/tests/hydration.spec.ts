import { cartMessages, formatCents, messages } from "@shop/contract";
import { auditAsItStands } from "./axe";
import { expect, test, waitForHydration, type Page } from "./fixtures";
import { verifiedAccount, widths } from "./support";

/**
 * Issue 27: on a loaded machine a quantity typed into the tool page before it hydrated was
 * replaced by the default, and the order went through for a quantity the buyer never typed.
 */

/** A verified buyer made through the API, signed in in this page's browser; answers the access token. */
async function signedInBuyer(page: Page, name: string): Promise<{ email: string; token: string }> {
  const { email, token } = await verifiedAccount(page, name);
  await page.addInitScript((value) => window.localStorage.setItem("accessToken", value), token);
  return { email, token };
}

/**
 * Holds the page's code (its JavaScript files) until the answer is called: what the server sent
 * is on screen and takes input, and nothing of React has run yet.
 */
async function holdCode(page: Page): Promise<() => Promise<void>> {
  const held: (() => Promise<void>)[] = [];
  let holding = true;
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    if (!holding) return route.continue();
    await new Promise<void>((resolve) => held.push(() => route.continue().then(resolve, resolve)));
  });
  return async () => {
    holding = false;
    await Promise.all(held.splice(0).map((release) => release()));
  };
}

test("a quantity and an address typed before the tool page hydrated, on a slow CPU, are the ones ordered", async ({ page }) => {
  await page.setViewportSize(widths.wide);
  const buyer = await signedInBuyer(page, "Early Typist");
  const [tool] = ((await (await page.request.get("/api/tools?q=Spade")).json()) as { _id: string; name: string; minimumOrderQuantity: number }[]).filter(
    (candidate) => candidate.name === "Spade",
  );
  if (!tool) throw new Error("the demo catalogue has no Spade");
  const typed = tool.minimumOrderQuantity + 37;

  // A phone's CPU: hydration and the forms' code take long enough for a buyer to type meanwhile.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  const release = await holdCode(page);
  // Not page.goto: it waits for hydration, which waits for the code held here. Module scripts
  // hold DOMContentLoaded back, so the page is used from its first bytes.
  await page.mainFrame().goto(`/tools/${tool._id}`, { waitUntil: "commit" });
  const quantity = page.getByLabel("Quantity", { exact: true });
  await quantity.fill(String(typed));
  await page.getByLabel("Address").fill("7 Early Lane, Rajshahi");
  await page.getByLabel("Number").fill("+880 1712 345678");
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
  // No control fades while the page hydrates (index.css): the buttons come alive at once.
  expect(await page.locator(".btn").first().evaluate((button) => getComputedStyle(button).transitionProperty)).toBe("none");

  await release();
  await waitForHydration(page);
  // The forms are ready once Place Order takes a press (it waits for hydration).
  const placeOrder = page.getByRole("button", { name: "Place Order" });
  await expect(placeOrder).toBeEnabled();
  // Once the page has settled, they fade again.
  await expect(page.locator("html")).toHaveAttribute("data-settled", "true");
  expect(await placeOrder.evaluate((button) => getComputedStyle(button).transitionProperty)).not.toBe("none");
  await expect(quantity).toHaveValue(String(typed));
  await expect(page.getByLabel("Address")).toHaveValue("7 Early Lane, Rajshahi");
  await expect(page.getByText(`Quantity: ${typed}`, { exact: true })).toBeVisible();
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  // The forms rendered in place of the server's HTML, at both widths.
  const found: string[] = [];
  await auditAsItStands(page, found, " (the forms taken over from the server's HTML)");
  expect(found).toEqual([]);

  await placeOrder.click();
  const placed = page.getByRole("status").filter({ hasText: /order no\. [0-9A-F]{8}/ });
  await expect(placed).toContainText(`${typed} × ${tool.name}`);
  await expect(page.locator("[data-sonner-toast]", { hasText: messages.order.placed })).toBeVisible();

  const orders = await page.request.get(`/api/order?email=${encodeURIComponent(buyer.email)}`, { headers: { authorization: `Bearer ${buyer.token}` } });
  expect(orders.ok()).toBe(true);
  const body = (await orders.json()) as { quantity: number; address: string }[] | { items: { quantity: number; address: string }[] };
  const list = Array.isArray(body) ? body : body.items;
  expect(list.map((order) => ({ quantity: order.quantity, address: order.address }))).toEqual([{ quantity: typed, address: "7 Early Lane, Rajshahi" }]);
});

// A quantity typed into a cart line of the server's HTML, before the page hydrated, is the one the
// line's bill reads once it has (it stayed in the box while the bill read the saved quantity).
test("a quantity typed into the cart before it hydrated is the one its bill reads", async ({ page }) => {
  await page.setViewportSize(widths.wide);
  const buyer = await signedInBuyer(page, "Early Cart Typist");
  const [tool] = ((await (await page.request.get("/api/tools?q=Spade")).json()) as { _id: string; name: string; minimumOrderQuantity: number; price: number }[]).filter(
    (candidate) => candidate.name === "Spade",
  );
  if (!tool) throw new Error("the demo catalogue has no Spade");
  const saved = await page.request.put("/api/cart", { headers: { authorization: `Bearer ${buyer.token}` }, data: { items: [{ productId: tool._id, quantity: tool.minimumOrderQuantity }] } });
  expect(saved.ok()).toBe(true);
  const typed = tool.minimumOrderQuantity + 40;

  const release = await holdCode(page);
  await page.mainFrame().goto("/cart", { waitUntil: "commit" });
  const quantity = page.getByLabel(cartMessages.lineQuantity(tool.name));
  await quantity.fill(String(typed));
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
  await release();
  await waitForHydration(page);
  await expect(quantity).toHaveValue(String(typed));
  // The line's total is the typed quantity's, not the saved one's.
  const bill = page.getByRole("listitem").filter({ has: quantity });
  await expect(bill).toContainText(`${cartMessages.total}: ${formatCents(Math.round(tool.price * 100) * typed)}`);
  await expect(bill).not.toContainText(`${cartMessages.total}: ${formatCents(Math.round(tool.price * 100) * tool.minimumOrderQuantity)}`);
});
