import { randomBytes } from "node:crypto";
import { bulkMessages, cartMessages, priceListLabels, priceListMessages, yourPriceTexts } from "@shop/contract";
import { e2eAdmin } from "../playwright.config";
import { audit } from "./axe";
import { expect, hydrating, test, type APIRequestContext, type Page } from "./fixtures";
import { expectSignedIn, logInThroughForm, ownAccount, screenshotBothWidths } from "./support";

/**
 * Issue 28, item 1 (decision 041; lane e): the office gives a company its own prices through the Price
 * lists pages; a member of the company sees their price beside the catalogue's on the tool page
 * and in the cart, orders at it, and the order keeps the list that priced it. One new account
 * (the member, made through the API); axe at 375 and 1280 px on every page on the way.
 */
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });

/** A tool of this run's own: $20.00, $18.00 from 10 units. */
async function addTool(request: APIRequestContext): Promise<{ id: string; name: string; sku: string }> {
  expect((await request.post("/api/auth/sign-in", { data: e2eAdmin })).ok()).toBe(true);
  const token = await request.put(`/api/user/${encodeURIComponent(e2eAdmin.email)}`, { data: { email: e2eAdmin.email } });
  const { accessToken } = (await token.json()) as { accessToken: string };
  const run = randomBytes(3).toString("hex").toUpperCase();
  const tool = { name: `Co-op Seeder ${run}`, sku: `PL-SEED-${run}` };
  const created = await request.post("/api/tools", {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { ...tool, img: "/images/tools/leaf-rake.svg", description: "Sown at the co-op's own price.", price: 20, priceBreaks: [{ minQuantity: 10, price: 18 }], minimumOrderQuantity: 1, availableQuantity: 500 },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { ...tool, id: ((await created.json()) as { insertedId: string }).insertedId };
}

test("the office gives a company its own prices; a member sees them, orders at them, and the order keeps them", async ({ page, browser, request }, info) => {
  test.slow();
  const found: string[] = [];
  const tool = await addTool(request);

  // The member founds a company, in a browser context of its own (its session cookie signs its pages in).
  const { page: member, auth, ...person } = await ownAccount(browser, "Co-op Member", { page: hydrating });
  const company = `Sunrise ${randomBytes(3).toString("hex")} Co-op`;
  const founded = await member.request.post("/api/companies", {
    headers: auth,
    data: { name: company, vatId: null, billingAddress: "4 Canal Road, Sylhet", addresses: [{ label: "Depot", address: "4 Canal Road, Sylhet", country: "BD", postalCode: "3100" }] },
  });
  expect(founded.status(), await founded.text()).toBe(201);

  // The office makes the list through its pages.
  await page.goto("/login");
  await logInThroughForm(page, e2eAdmin.email, e2eAdmin.password);
  await expectSignedIn(page);
  await audit(page, "/dashboard/price-lists", priceListLabels.heading, found, true);
  await page.getByRole("link", { name: priceListLabels.addList }).click();
  await expect(page.getByRole("heading", { level: 1, name: priceListLabels.addList })).toBeVisible();
  const listName = `Co-op prices ${randomBytes(2).toString("hex")}`;
  await page.getByLabel(priceListLabels.name).fill(listName);
  await page.getByLabel(priceListLabels.priority).fill("10");
  await page.getByLabel(priceListLabels.validFrom).fill(new Date().toISOString().slice(0, 10));
  await page.getByLabel(priceListLabels.companySearch).fill(company.slice(0, 12));
  await page.getByRole("button", { name: `Add company ${company}` }).click();
  await page.getByLabel(priceListLabels.toolSearch).fill(tool.name);
  await page.getByRole("button", { name: `Add tool ${tool.name}` }).click();
  const row = page.getByRole("group", { name: `${tool.name} (${tool.sku})` });
  await row.getByLabel(priceListLabels.price).fill("15.50");
  await row.getByRole("button", { name: priceListLabels.addBreak }).click();
  await row.getByLabel(priceListLabels.breakQuantity).fill("10");
  await row.getByLabel(priceListLabels.breakPrice).fill("14");
  await audit(page, "", priceListLabels.addList, found, true);
  await screenshotBothWidths(page, info, "price-list-form");
  await page.getByRole("button", { name: priceListLabels.save }).click();
  await expect(toast(page, priceListMessages.created)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/price-lists$/);
  await expect(page.getByRole("row").filter({ hasText: listName })).toContainText(company);
  await audit(page, "", priceListLabels.heading, found, true);
  await screenshotBothWidths(page, info, "price-lists");

  // The member's tool page, rendered by the server for them: their price, the catalogue's beside it.
  await member.goto(`/tools/${tool.id}`);
  const card = member.getByRole("region", { name: "Tool" });
  await expect(card).toContainText(`${yourPriceTexts.yourPrice} $15.50 per unit`);
  await expect(card).toContainText(`${yourPriceTexts.catalogue} $20.00`);

  // The catalogue's card says the same; into the cart from it, then its page as the buyer opens it from there.
  await member.goto(`/tools?q=${tool.sku}`);
  const listed = member.locator("article", { hasText: tool.name });
  await expect(listed).toContainText(`${yourPriceTexts.yourPrice} $15.50 per unit`);
  await listed.getByRole("button", { name: cartMessages.addToolToCart(tool.name) }).click();
  await listed.getByRole("link", { name: /Buy Now/ }).click();
  await audit(member, "", `Purchase by ${tool.name}`, found);
  await expect(card).toContainText(`${yourPriceTexts.catalogue} $20.00`);
  await screenshotBothWidths(member, info, "your-price");

  // 12 units reach the list's own 10+ price.
  await member.goto("/cart");
  await member.getByLabel(cartMessages.lineQuantity(tool.name)).fill("12");
  const line = member.getByRole("listitem").filter({ hasText: tool.name });
  await expect(line).toContainText(`${cartMessages.unitPrice}: $14.00 (10+)`);
  await expect(line).toContainText(`${cartMessages.total}: $168.00`);
  await expect(line).toContainText(`${yourPriceTexts.catalogue}: $18.00 each`);
  await audit(member, "", bulkMessages.cartHeading, found);
  await screenshotBothWidths(member, info, "cart");

  // Ordered at that price; the order keeps the list that priced it.
  await member.getByLabel("Name", { exact: true }).fill(person.name);
  await member.getByLabel("Phone").fill("+880 1712 345678");
  await member.getByRole("button", { name: cartMessages.placeOrder }).click();
  await expect(member).toHaveURL(/\/dashboard\/payment\//);
  const orderId = /\/dashboard\/payment\/([\w-]+)/.exec(member.url())?.[1] ?? "";
  await member.goto(`/dashboard/orders/${orderId}`);
  await expect(member.getByRole("cell", { name: `$14.00 (price list ${listName}, 10+ price)` })).toBeVisible();
  await audit(member, "", /^Order [0-9A-F]{8}$/, found);
  await screenshotBothWidths(member, info, "order");
  await member.context().close();
  expect(found).toEqual([]);
});
