import { catalogueMessages, restockFormLabels, toolFilterTexts, toolFormLabels, toolTranslationLabels } from "@shop/contract";
import { inBangla } from "@shop/contract/testing";
import { expect, test, type APIRequestContext, type Page, hydrating } from "./fixtures";
import { e2eAdmin } from "../playwright.config";
import { expectSignedIn, logInThroughForm, widths } from "./support";

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });

/** A category and a tool of this run's own, through the API the web app uses: the demo tools stay as they are for the other journeys. */
async function addOwnTool(request: APIRequestContext, suffix: string) {
  await request.post("/api/auth/sign-in", { data: e2eAdmin });
  const tokenAnswer = await request.put(`/api/user/${encodeURIComponent(e2eAdmin.email)}`, { data: { email: e2eAdmin.email } });
  const { accessToken } = (await tokenAnswer.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  const category = await request.post("/api/categories", { headers, data: { name: `Orchard ${suffix}` } });
  expect(category.status()).toBe(201);
  const { _id: categoryId, name: categoryName } = (await category.json()) as { _id: string; name: string };
  const tool = await request.post("/api/tools", {
    headers,
    data: {
      img: "/images/tools/wheelbarrow.svg",
      name: `Orchard Ladder ${suffix}`,
      description: "Tripod échelle for pruning and picking.",
      minimumOrderQuantity: 20,
      availableQuantity: 20,
      price: 80,
      categoryId,
    },
  });
  expect(tool.status()).toBe(201);
  return { name: `Orchard Ladder ${suffix}`, categoryName };
}

test("the office edits a price, restocks and archives a tool; a buyer finds it with search and filters until then", async ({ page, browser, request }) => {
  const suffix = String(Date.now() % 100000);
  const { name, categoryName } = await addOwnTool(request, suffix);

  // The office: Manage Products -> Edit.
  await page.goto("/login");
  await logInThroughForm(page, e2eAdmin.email, e2eAdmin.password);
  await expectSignedIn(page);
  await page.goto("/dashboard/manageProducts");
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText(categoryName);
  await row.getByRole("link", { name: `Edit ${name}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit Product" })).toBeVisible();
  await page.getByLabel(toolFormLabels.price).fill("99.00");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, catalogueMessages.productUpdated)).toBeVisible();

  const stock = page.getByRole("region", { name: "Stock" });
  await stock.getByLabel(restockFormLabels.quantity).fill("40");
  await stock.getByLabel(restockFormLabels.note).fill("Spring delivery");
  await stock.getByRole("button", { name: "Restock" }).click();
  await expect(toast(page, catalogueMessages.restocked(40, name))).toBeVisible();
  await expect(stock.getByRole("table", { name: `Stock history of ${name}` })).toContainText("Spring delivery");
  await expect(stock).toContainText("In stock: 60");

  // A buyer (signed out, on a phone) searches without the accent, then narrows by category, stock and sort.
  const buyer = hydrating(await browser.newPage({ viewport: widths.narrow }));
  // Headless Chromium holds back the frames of a page in the background: each page is brought to the front when used.
  await buyer.bringToFront();
  await buyer.goto("/tools");
  await expect(buyer.locator("article").first()).toBeVisible();
  await buyer.getByLabel("Search tools").fill("ECHELLE");
  await buyer.getByRole("button", { name: "Search" }).click();
  await expect(buyer).toHaveURL(/[?&]q=ECHELLE/);
  const card = buyer.locator("article", { hasText: name });
  await expect(card).toContainText("$99.00");
  // Each filter is in the URL before the next is set, as a person's pace gives it: the filters
  // build each change on the URL they were rendered with.
  await buyer.getByLabel("Category").selectOption({ label: categoryName });
  await expect(buyer).toHaveURL(/category=/);
  await buyer.getByLabel("In stock only").check();
  await expect(buyer).toHaveURL(/inStock=true/);
  await buyer.getByLabel("Sort by").selectOption({ label: "Price: high to low" });
  await expect(buyer).toHaveURL(/inStock=true/);
  await expect(buyer).toHaveURL(/sort=price-desc/);
  await expect(buyer.locator("article")).toHaveCount(1);
  await expect(card).toBeVisible();
  expect(await buyer.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  // The office archives it: it leaves the shop.
  await page.bringToFront();
  await page.getByRole("button", { name: "Archive" }).click();
  await expect(toast(page, catalogueMessages.archived(name))).toBeVisible();
  await expect(page.getByRole("button", { name: "Restore to shop" })).toBeVisible();

  await buyer.bringToFront();
  await buyer.reload();
  await expect(buyer.getByText(catalogueMessages.noMatches)).toBeVisible();
  await buyer.close();

  // Still in the office's list, marked archived.
  await page.goto("/dashboard/manageProducts");
  await expect(page.getByRole("row", { name: new RegExp(name) })).toContainText("Archived");
});

// Issue 38: the office writes a tool's Bangla name beside the English; the Bangla shop shows it and finds it by it.
test("the office gives a tool its Bangla name; a buyer in Bangla finds the tool by it", async ({ page, browser, request }) => {
  const suffix = String(Date.now() % 100000);
  const { name } = await addOwnTool(request, `bn${suffix}`);
  const banglaName = `ফল পাড়ার মই ${suffix}`;

  await page.goto("/login");
  await logInThroughForm(page, e2eAdmin.email, e2eAdmin.password);
  await expectSignedIn(page);
  await page.goto("/dashboard/manageProducts");
  const row = page.getByRole("row", { name: new RegExp(name) });
  // Marked for the office until it has one.
  await expect(row).toContainText(toolTranslationLabels.missing);
  await row.getByRole("link", { name: `Edit ${name}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit Product" })).toBeVisible();
  await page.getByLabel(toolTranslationLabels.name).fill(banglaName);
  await page.getByLabel(toolTranslationLabels.description).fill("ফল পাড়া ও ডাল ছাঁটার জন্য তিন পায়ের মই।");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, catalogueMessages.productUpdated)).toBeVisible();
  await page.goto("/dashboard/manageProducts");
  await expect(page.getByRole("row", { name: new RegExp(name) })).not.toContainText(toolTranslationLabels.missing);

  const buyer = hydrating(await browser.newPage({ viewport: widths.narrow }));
  await buyer.bringToFront();
  await buyer.goto("/bn/tools");
  await buyer.getByLabel(inBangla(() => toolFilterTexts.searchLabel)).fill(banglaName);
  await buyer.getByRole("button", { name: inBangla(() => toolFilterTexts.search), exact: true }).click();
  await expect(buyer).toHaveURL(/\/bn\/tools\?.*q=/);
  await expect(buyer.locator("article")).toHaveCount(1);
  await expect(buyer.locator("article")).toContainText(banglaName);
  // The English shop keeps the English name.
  await buyer.goto(`/tools?q=${encodeURIComponent(name)}`);
  await expect(buyer.locator("article", { hasText: name })).toBeVisible();
  await buyer.close();
});
