import { randomBytes } from "node:crypto";
import { bulkMessages, cartMessages, quickOrderLabels, quickOrderMessages } from "@shop/contract";
import { audit, auditAsServed } from "./axe";
import { expect, test, type APIRequestContext, type Page } from "./fixtures";
import { e2eAdmin } from "../playwright.config";
import { newCustomer, screenshotBothWidths, widths } from "./support";

/**
 * Issue 27, item 5: a buyer pastes a quick order from a spreadsheet; one line is not a whole
 * number of packs and is rounded up in one click; the ready lines go to the cart, which shows
 * the rounded quantity. Axe at 375 and 1280 px on the pad with its checked lines, and on the cart.
 */
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });

/** Two tools of this run's own, through the office's API: sacks in packs of 100, and a drill with 5 in stock. */
async function addTools(request: APIRequestContext): Promise<{ sacks: { name: string; sku: string }; drill: { name: string; sku: string } }> {
  expect((await request.post("/api/auth/sign-in", { data: e2eAdmin })).ok()).toBe(true);
  const token = await request.put(`/api/user/${encodeURIComponent(e2eAdmin.email)}`, { data: { email: e2eAdmin.email } });
  const { accessToken } = (await token.json()) as { accessToken: string };
  const run = randomBytes(3).toString("hex").toUpperCase();
  const sacks = { name: `Seed Sacks ${run}`, sku: `QO-SACK-${run}` };
  const drill = { name: `Seed Drill ${run}`, sku: `QO-DRILL-${run}` };
  for (const [tool, fields] of [
    [sacks, { minimumOrderQuantity: 100, packSize: 100, availableQuantity: 5000 }],
    [drill, { minimumOrderQuantity: 1, availableQuantity: 5 }],
  ] as const) {
    const created = await request.post("/api/tools", {
      headers: { authorization: `Bearer ${accessToken}` },
      data: { img: "/images/tools/leaf-rake.svg", description: "Sold through the quick-order pad.", price: 2.5, ...tool, ...fields },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  return { sacks, drill };
}

test("a pasted quick order is rounded up to a pack size and goes to the cart", async ({ page, request }, info) => {
  test.setTimeout(180_000);
  const { sacks, drill } = await addTools(request);
  // The buyer's account is made through the API, in the page's own context: its session cookie signs the page in.
  const signUp = await page.request.post("/api/auth/sign-up", { data: newCustomer("Quick Buyer") });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const found: string[] = [];

  await page.setViewportSize(widths.wide);
  await page.goto("/cart");
  await page.getByRole("link", { name: quickOrderLabels.link }).click();
  await expect(page.getByRole("heading", { level: 1, name: quickOrderLabels.heading })).toBeVisible();
  await auditAsServed(page, "/quick-order", quickOrderLabels.heading, found);

  // As a spreadsheet pastes it: tab-separated, Windows line breaks, a header row and a blank line.
  await page.getByLabel(quickOrderLabels.text).fill(`SKU\tQuantity\r\n${sacks.sku.toLowerCase()}\t250\r\n\r\n${drill.sku}\t9\r\nQO-NOBODY-1\t3\r\n`);
  await page.getByRole("button", { name: quickOrderLabels.check }).click();

  const rows = page.getByRole("table").getByRole("row");
  await expect(rows).toHaveCount(1 + 4);
  await expect(page.getByRole("status")).toHaveText(quickOrderMessages.summary(0, 4));
  await expect(rows.filter({ hasText: sacks.sku })).toContainText(quickOrderMessages.notPackMultiple(100, sacks.name, 300));
  await expect(rows.filter({ hasText: drill.sku })).toContainText(quickOrderMessages.shortStock(5, drill.name));
  await expect(rows.filter({ hasText: drill.sku }).getByRole("link", { name: /Ask for a quote/ })).toHaveAttribute("href", /\/tools\/[\w-]+#request-quote$/);
  await expect(rows.filter({ hasText: "QO-NOBODY-1" })).toContainText(quickOrderMessages.unknownSku("QO-NOBODY-1"));
  await expect(page.getByRole("button", { name: quickOrderMessages.nothingToAdd })).toBeDisabled();
  await audit(page, "", quickOrderLabels.heading, found);
  await screenshotBothWidths(page, info, "quick-order");

  // One click rounds the line up to three packs and checks the pad again.
  await page.getByRole("button", { name: "Round up to 300" }).click();
  await expect(page.getByRole("status")).toHaveText(quickOrderMessages.summary(1, 4));
  // A textarea's value has line feeds only, whatever was pasted into it.
  await expect(page.getByLabel(quickOrderLabels.text)).toHaveValue(`SKU\tQuantity\n${sacks.sku.toLowerCase()}\t300\n\n${drill.sku}\t9\nQO-NOBODY-1\t3\n`);
  await expect(rows.filter({ hasText: sacks.sku })).toContainText(quickOrderMessages.ok(sacks.name));

  await page.getByRole("button", { name: quickOrderMessages.addToCart(1) }).click();
  const added = toast(page, quickOrderMessages.added(1));
  await expect(added).toBeVisible();
  await expect(page.getByRole("link", { name: cartMessages.link(1) })).toBeVisible();
  await added.getByRole("button", { name: cartMessages.viewCart }).click();

  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByLabel(cartMessages.lineQuantity(sacks.name))).toHaveValue("300");
  // A signed-in buyer's cart is kept on the server: the rounded line is still there after a reload.
  await page.reload();
  await expect(page.getByLabel(cartMessages.lineQuantity(sacks.name))).toHaveValue("300");
  await audit(page, "", bulkMessages.cartHeading, found);
  expect(found).toEqual([]);
});
