import { cartMessages, messages } from "@shop/contract";
import { expect, test, type Page } from "./fixtures";
import { verifiedAccount, widths } from "./support";

/**
 * Issue 35, finding 7: a returning buyer whose business details are saved opens the tool page or
 * the cart and orders without typing a thing. The forms are filled by what arrives after the page
 * hydrated (the session's name, the saved address and phone), and Place order is enabled with no
 * keystroke. Every other journey types into every field, which is how the regression landed.
 */

const saved = { address: "12 Mill Road, Tejgaon, Dhaka", phone: "01712345678", country: "BD", postalCode: "1208" };

/** A verified buyer made through the API with saved business details, signed in in this page's browser. */
async function returningBuyer(page: Page, name: string): Promise<{ email: string; headers: { authorization: string } }> {
  const { email, auth: headers } = await verifiedAccount(page, name);
  const business = await page.request.put("/api/profile/business", {
    headers,
    data: { companyName: `${name} Agro Store`, shippingAddress: saved.address, phone: saved.phone, shippingCountry: saved.country, shippingPostalCode: saved.postalCode },
  });
  expect(business.status()).toBe(200);
  return { email, headers };
}

async function toolNamed(page: Page, name: string): Promise<{ _id: string; name: string; minimumOrderQuantity: number }> {
  const tools = (await (await page.request.get("/api/tools")).json()) as { _id: string; name: string; minimumOrderQuantity: number }[];
  const tool = tools.find((candidate) => candidate.name === name);
  if (!tool) throw new Error(`the demo catalogue has no ${name}`);
  return tool;
}

async function ordersOf(page: Page, buyer: { email: string; headers: { authorization: string } }) {
  const answer = await page.request.get(`/api/order?email=${encodeURIComponent(buyer.email)}`, { headers: buyer.headers });
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as { address: string; phone: string; name: string }[] | { items: { address: string; phone: string; name: string }[] };
  return Array.isArray(body) ? body : body.items;
}

test("a returning buyer with saved details orders from the tool page and from the cart without typing", async ({ page }) => {
  await page.setViewportSize(widths.narrow);
  const buyer = await returningBuyer(page, "Rahim Returning");
  const spade = await toolNamed(page, "Spade");

  await page.goto(`/tools/${spade._id}`);
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Rahim Returning");
  await expect(page.getByLabel("Address", { exact: true })).toHaveValue(saved.address);
  await expect(page.getByLabel("Number", { exact: true })).toHaveValue(saved.phone);
  const placeOrder = page.getByRole("button", { name: "Place Order" });
  await expect(placeOrder).toBeEnabled();
  await placeOrder.click();
  await expect(page.getByRole("status").filter({ hasText: /order no\. [0-9A-F]{8}/ })).toContainText(`${spade.minimumOrderQuantity} × Spade`);
  await expect(page.locator("[data-sonner-toast]", { hasText: messages.order.placed })).toBeVisible();

  // The cart, saved on the account and rendered by the server; nothing typed here either.
  const pitchfork = await toolNamed(page, "Pitchfork");
  const put = await page.request.put("/api/cart", { headers: buyer.headers, data: { items: [{ productId: pitchfork._id, quantity: pitchfork.minimumOrderQuantity }] } });
  expect(put.status()).toBe(200);
  await page.goto("/cart");
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Rahim Returning");
  await expect(page.getByLabel("Phone", { exact: true })).toHaveValue(saved.phone);
  await expect(page.getByLabel("Address", { exact: true })).toHaveValue(saved.address);
  const placeCartOrder = page.getByRole("button", { name: cartMessages.placeOrder });
  await expect(placeCartOrder).toBeEnabled();
  await placeCartOrder.click();
  await expect(page).toHaveURL(/\/dashboard\/payment\//);

  const orders = await ordersOf(page, buyer);
  expect(orders.map((order) => ({ name: order.name, address: order.address, phone: order.phone }))).toEqual([
    { name: "Rahim Returning", address: saved.address, phone: saved.phone },
    { name: "Rahim Returning", address: saved.address, phone: saved.phone },
  ]);
});
