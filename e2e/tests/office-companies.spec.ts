import { officeCompanyLabels, officeCompanyMessages } from "@shop/contract";
import { expect, test, type Page } from "./fixtures";
import { e2eAdmin } from "../playwright.config";
import { audit } from "./axe";
import { verifyEmailOf } from "./mailbox";
import { expectSignedIn, logInThroughForm, newCustomer, screenshotBothWidths } from "./support";

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });

test("the office finds a company, reads it and suspends it", async ({ page, browser }, info) => {
  // A company founded through the API by a verified buyer, in a context of its own.
  const context = await browser.newContext();
  const founder = await context.newPage();
  const buyer = newCustomer("Office Company Founder");
  expect((await founder.request.post("/api/auth/sign-up", { data: { name: buyer.name, email: buyer.email, password: buyer.password } })).status()).toBe(201);
  await verifyEmailOf(founder, buyer.email);
  const { accessToken } = (await (await founder.request.put(`/api/user/${encodeURIComponent(buyer.email)}`, { data: { email: buyer.email } })).json()) as { accessToken: string };
  const name = `Harvest Moon ${Date.now().toString(36)} Co-op`;
  const founded = await founder.request.post("/api/companies", {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { name, vatId: null, billingAddress: "3 Mill Road, Rajshahi", addresses: [{ label: "Depot", address: "3 Mill Road, Rajshahi", country: "BD", postalCode: "6000" }] },
  });
  expect(founded.status(), await founded.text()).toBe(201);
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
  await expect(page.getByText("Depot")).toBeVisible();

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
  expect(found).toEqual([]);
});
