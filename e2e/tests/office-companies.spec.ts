import { readFile } from "node:fs/promises";
import { companyOrderLabels, formatCount, officeCompanyLabels, officeCompanyMessages, officeOrderLabels, officeOrderMessages, officeQuoteLabels, officeQuoteMessages, quoteStatusLabels, receivablesLabels, statementLabels, vatCheckLabels } from "@shop/contract";
import { expect, test, type Browser, type Page } from "./fixtures";
import { e2eAdmin } from "../playwright.config";
import { audit } from "./axe";
import { expectSignedIn, logInThroughForm, ownAccount, screenshotBothWidths } from "./support";

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });

/** A company founded through the API by a new verified buyer, in a browser context of its own. */
async function foundCompany(browser: Browser, vatId: string | null = null) {
  const buyer = await ownAccount(browser, "Office Company Founder");
  const { page: founder, token: accessToken } = buyer;
  const context = founder.context();
  const name = `Harvest Moon ${Date.now().toString(36)} Co-op`;
  const founded = await founder.request.post("/api/companies", {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { name, vatId, billingAddress: "3 Mill Road, Rajshahi", addresses: [{ label: "Depot", address: "3 Mill Road, Rajshahi", country: "BD", postalCode: "6000" }] },
  });
  expect(founded.status(), await founded.text()).toBe(201);
  return { context, founder, buyer, accessToken, name, companyId: ((await founded.json()) as { _id: string })._id };
}

test("the office finds a company, reads it, checks its VAT ID and suspends it", async ({ page, browser }, info) => {
  const { context, buyer, name } = await foundCompany(browser, "DE123456789");
  await context.close();

  await page.goto("/login");
  await logInThroughForm(page, e2eAdmin.email, e2eAdmin.password);
  await expectSignedIn(page);
  await page.goto("/dashboard/companies");
  await page.getByLabel(officeCompanyLabels.search).fill(name.slice(0, 20).toLowerCase());
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/q=/);
  const found: string[] = [];
  await audit(page, "", "Companies", found, true);
  await screenshotBothWidths(page, info, "companies");
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("cell", { name: buyer.email })).toBeVisible();
  await expect(page.getByText("Depot", { exact: true })).toBeVisible();

  // Its VAT ID is unproven until the office checks it by hand; the check can be withdrawn.
  await expect(page.getByText("DE123456789", { exact: true })).toBeVisible();
  await expect(page.getByText(vatCheckLabels.notChecked, { exact: true })).toBeVisible();
  await page.getByRole("button", { name: vatCheckLabels.markChecked }).click();
  await expect(toast(page, vatCheckLabels.marked)).toBeVisible();
  await expect(page.getByText(/^checked by the office on /)).toBeVisible();
  await page.getByRole("button", { name: vatCheckLabels.unmark }).click();
  await expect(toast(page, vatCheckLabels.undone)).toBeVisible();
  await expect(page.getByText(vatCheckLabels.notChecked, { exact: true })).toBeVisible();

  // Issue 28: the office downloads the company's statement of account (this month, until today).
  const statement = page.getByRole("region", { name: statementLabels.heading });
  const [download] = await Promise.all([page.waitForEvent("download"), statement.getByRole("link", { name: statementLabels.downloadCsv }).click()]);
  expect(download.suggestedFilename()).toMatch(/^statement-harvest-moon-.+\.csv$/);
  const csv = await readFile(await download.path(), "utf8");
  expect(csv).toContain(`"${statementLabels.openingBalance}"`);
  expect(csv).toContain(`"${statementLabels.closingBalance}"`);

  await page.getByRole("button", { name: officeCompanyLabels.suspend }).click();
  const dialog = page.getByRole("dialog", { name: `${officeCompanyLabels.suspend}?` });
  await dialog.getByRole("button", { name: officeCompanyLabels.suspend }).click();
  await expect(toast(page, officeCompanyMessages.suspended(name))).toBeVisible();
  await expect(page.getByText(officeCompanyMessages.suspendedNote)).toBeVisible();
  await audit(page, "", name, found);
  await screenshotBothWidths(page, info, "company-suspended");
  await page.getByRole("button", { name: officeCompanyLabels.release }).click();
  await page.getByRole("dialog", { name: `${officeCompanyLabels.release}?` }).getByRole("button", { name: officeCompanyLabels.release }).click();
  await expect(toast(page, officeCompanyMessages.released(name))).toBeVisible();
  await expect(page.getByText(officeCompanyMessages.suspendedNote)).toHaveCount(0);

  // Issue 28: the receivables, from the side menu.
  await page.getByRole("link", { name: receivablesLabels.heading }).first().click();
  await audit(page, "", receivablesLabels.heading, found, true);
  await screenshotBothWidths(page, info, "receivables");
  expect(found).toEqual([]);
});

test("the office orders for a company after a call: the member's order, to the company's address, theirs to pay", async ({ page, browser }, info) => {
  const { context, founder, buyer, accessToken, name, companyId } = await foundCompany(browser);
  // A demo tool, ordered by its SKU in a quantity its minimum and pack size allow.
  const [tool] = (await (await page.request.get("/api/tools?limit=1&page=1")).json()) as { sku: string; name: string; minimumOrderQuantity: number; packSize: number }[];
  if (!tool) throw new Error("no demo tool");
  const quantity = Math.ceil(tool.minimumOrderQuantity / tool.packSize) * tool.packSize;

  await page.goto("/login");
  await logInThroughForm(page, e2eAdmin.email, e2eAdmin.password);
  await expectSignedIn(page);
  await page.goto(`/dashboard/companies/${companyId}`);
  await expect(page.getByRole("heading", { level: 2, name: officeOrderLabels.heading })).toBeVisible();
  await page.getByRole("combobox", { name: officeOrderLabels.member }).selectOption(buyer.email);
  await page.getByRole("combobox", { name: officeOrderLabels.address }).selectOption({ label: "Depot: 3 Mill Road, Rajshahi" });
  await page.getByLabel(officeOrderLabels.phone, { exact: true }).fill("+880 1712-345678");
  await page.getByLabel(officeOrderLabels.poNumber, { exact: true }).fill("PHONE-42");
  await page.getByLabel(officeOrderLabels.lines, { exact: true }).fill(`${tool.sku.toLowerCase()} ${quantity}`);
  await page.getByRole("button", { name: officeOrderLabels.submit }).click();
  await expect(toast(page, officeOrderMessages.placed(buyer.email))).toBeVisible();
  // The company's orders say the office placed it, for whom.
  await expect(page.getByRole("cell", { name: officeCompanyMessages.placedByOffice(e2eAdmin.email, buyer.email) })).toBeVisible();
  // The pointer stays where the button was: over the toast, sonner would hold it there for the audit below.
  await page.mouse.move(0, 0);
  const found: string[] = [];
  await audit(page, "", name, found);
  await screenshotBothWidths(page, info, "company-office-order");
  await page.getByRole("link", { name: officeOrderLabels.openOrder }).click();
  await expect(page.getByText("PHONE-42")).toBeVisible();
  expect(found).toEqual([]);

  // The member finds it among their orders, placed by the office, to the company's depot, and payable.
  const mine = (await (await founder.request.get(`/api/order?email=${encodeURIComponent(buyer.email)}`, { headers: { authorization: `Bearer ${accessToken}` } })).json()) as {
    status: string;
    address: string;
    quantity: number;
    placedByOffice: string | null;
    companyId: string | null;
  }[];
  expect(mine).toEqual([expect.objectContaining({ status: "unpaid", address: "3 Mill Road, Rajshahi", quantity, placedByOffice: e2eAdmin.email, companyId })]);

  // On the same call the member asks for a price for far more than is in stock: the office asks for a quote for them.
  await page.goto(`/dashboard/companies/${companyId}`);
  await page.getByRole("combobox", { name: officeQuoteLabels.member }).selectOption(buyer.email);
  await page.getByLabel(officeQuoteLabels.sku, { exact: true }).fill(tool.sku);
  await page.getByLabel(officeQuoteLabels.quantity, { exact: true }).fill(String(quantity * 100));
  await page.getByLabel(officeQuoteLabels.note, { exact: true }).fill("For the spring sowing, asked on the phone");
  await page.getByRole("button", { name: officeQuoteLabels.submit }).click();
  await expect(toast(page, officeQuoteMessages.requested(buyer.email))).toBeVisible();
  await expect(page.getByRole("link", { name: officeQuoteLabels.openQuote })).toBeVisible();
  await screenshotBothWidths(page, info, "company-office-quote");

  // The member (signed in since signing up, in their own browser) finds it among the company's quotes, asked by the office for them.
  await founder.goto("/dashboard/company/quotes");
  // Counts are grouped as the page writes them (10,000).
  const row = founder.getByRole("row", { name: new RegExp(`${formatCount(quantity * 100)} × ${tool.name}`) });
  await expect(row).toContainText(quoteStatusLabels.requested);
  await expect(row).toContainText(e2eAdmin.email);
  await audit(founder, "", companyOrderLabels.companyQuotes, found, true);
  await screenshotBothWidths(founder, info, "company-quotes");
  expect(found).toEqual([]);
  await context.close();
});
