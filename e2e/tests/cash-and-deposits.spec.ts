import { cashAndDepositMessages, orderOfficeMessages, paymentMethodLabels } from "@shop/contract";
import { e2eAdmin } from "../playwright.config";
import { audit } from "./axe";
import { expect, hydrating, test, type Page } from "./fixtures";
import { expectSignedIn, logInThroughForm, ownAccount, widths } from "./support";

/**
 * Issue 37, "cash on delivery from order to the office marking it paid" (decision 054), at 375 px
 * in a shop in Dhaka that takes taka: a store owner (an account made through the API) chooses
 * Cash on delivery before placing, sees the order confirmed with nothing to pay online; the
 * office dispatches it (invoiced then) and records the cash the driver brought; the buyer sees it paid.
 */
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });
const TOOL = "Pitchfork";

test("cash on delivery from order to the office marking it paid", async ({ page, browser }) => {
  test.slow();
  const found: string[] = [];

  const person = await ownAccount(browser, "Rahim Krishi Store", { context: { viewport: widths.narrow }, page: hydrating });
  const buyer = person.page;
  const context = buyer.context();

  // The order form: Cash on delivery is offered (a verified buyer, BDT, within COD_MAX).
  await buyer.goto("/tools");
  const toolPath = await buyer.locator("article", { hasText: TOOL }).first().getByRole("link", { name: /Buy Now/ }).getAttribute("href");
  await buyer.goto(toolPath ?? "/tools");
  await buyer.getByLabel("Address").fill("House 12, Road 3, Mirpur 10, Dhaka");
  await buyer.getByLabel("Number").fill("+880 1711 000000");
  const choice = buyer.getByRole("group", { name: "How will you pay?" });
  await expect(choice).toBeVisible();
  await choice.getByRole("radio", { name: new RegExp(paymentMethodLabels.cod) }).check();
  await buyer.getByRole("button", { name: "Place Order" }).click();
  await expect(toast(buyer, cashAndDepositMessages.codPlaced)).toBeVisible();
  await expect(buyer.getByRole("link", { name: "Pay now" })).toHaveCount(0);
  await buyer.getByRole("link", { name: "View order" }).click();
  await expect(buyer).toHaveURL(/\/dashboard\/orders\/[0-9a-f-]+$/);
  const orderPath = new URL(buyer.url()).pathname;
  await expect(buyer.getByText(cashAndDepositMessages.codConfirmed)).toBeVisible();
  await expect(buyer.getByRole("link", { name: "Pay", exact: true })).toHaveCount(0);
  // axe at both widths (it leaves the page wide), then back to the phone's.
  await audit(buyer, "", /^Order /, found);
  await buyer.setViewportSize(widths.narrow);

  // The office, at 375 px too: dispatches it, then records the cash the driver brought.
  await page.setViewportSize(widths.narrow);
  await page.goto("/login");
  await logInThroughForm(page, e2eAdmin.email, e2eAdmin.password);
  await expectSignedIn(page);
  await page.goto(orderPath);
  await page.getByRole("button", { name: /^Mark shipped/ }).click();
  const ship = page.getByRole("dialog", { name: orderOfficeMessages.shipConfirm });
  await ship.getByLabel("Carrier").fill("Sundarban Courier");
  await ship.getByLabel("Tracking number").fill("SCS-1001");
  await ship.getByRole("button", { name: "Mark shipped" }).click();
  await expect(page.getByRole("button", { name: /^Cash received/ })).toBeVisible();
  await expect(page.getByText(/^Invoice INV-/)).toBeVisible();
  await page.getByRole("button", { name: /^Cash received/ }).click();
  const cash = page.getByRole("dialog", { name: cashAndDepositMessages.cashReceivedConfirm });
  await cash.getByRole("button", { name: cashAndDepositMessages.cashReceived }).click();
  await expect(toast(page, "Cash received: the order is paid")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Cash received/ })).toHaveCount(0);

  // The buyer sees it paid, by cash on delivery.
  await buyer.reload();
  const payment = buyer.getByRole("region", { name: "Payment" });
  await expect(payment.getByText(paymentMethodLabels.cod, { exact: true })).toBeVisible();
  await expect(payment.getByText(/^COD-/)).toBeVisible();
  expect(found).toEqual([]);
  await context.close();
});

/**
 * Issue 37, "a bank deposit recorded by the office", at 375 px: the store owner chooses Bank
 * deposit, reads the account, the reference and the deadline on the payment page; the office
 * records the deposit from the bank statement, and the order is paid with its invoice.
 */
test("a bank deposit recorded by the office", async ({ page, browser }) => {
  test.slow();
  const person = await ownAccount(browser, "Karim Seed Store", { context: { viewport: widths.narrow }, page: hydrating });
  const buyer = person.page;
  const context = buyer.context();

  await buyer.goto("/tools");
  const toolPath = await buyer.locator("article", { hasText: TOOL }).first().getByRole("link", { name: /Buy Now/ }).getAttribute("href");
  await buyer.goto(toolPath ?? "/tools");
  await buyer.getByLabel("Address").fill("Shop 4, Station Road, Bogura");
  await buyer.getByLabel("Number").fill("+880 1811 000000");
  await buyer.getByRole("group", { name: "How will you pay?" }).getByRole("radio", { name: new RegExp(paymentMethodLabels.bank_deposit) }).check();
  await buyer.getByRole("button", { name: "Place Order" }).click();
  await buyer.getByRole("link", { name: "Pay now" }).click();
  const deposit = buyer.getByRole("region", { name: "Bank deposit" });
  await expect(deposit.getByText("Agrani Bank, Motijheel branch, A/C 0200012345678")).toBeVisible();
  await expect(deposit.getByText("Deposit by")).toBeVisible();
  const reference = (await deposit.locator("code").textContent()) ?? "";
  expect(reference).toMatch(/^[0-9A-F]{8}$/);
  const orderId = new URL(buyer.url()).pathname.split("/").at(-1) ?? "";

  await page.setViewportSize(widths.narrow);
  await page.goto("/login");
  await logInThroughForm(page, e2eAdmin.email, e2eAdmin.password);
  await expectSignedIn(page);
  await page.goto(`/dashboard/orders/${orderId}`);
  await page.getByRole("button", { name: /^Record deposit/ }).click();
  const dialog = page.getByRole("dialog", { name: cashAndDepositMessages.recordDepositConfirm });
  await dialog.getByLabel("Bank reference").fill(`AGRANI-${reference}`);
  await dialog.getByRole("button", { name: cashAndDepositMessages.recordDeposit }).click();
  await expect(toast(page, "Deposit recorded: the order is paid")).toBeVisible();
  await expect(page.getByText(/^Invoice INV-/)).toBeVisible();

  await buyer.goto(`/dashboard/orders/${orderId}`);
  await expect(buyer.getByRole("region", { name: "Payment" }).getByText(`AGRANI-${reference}`)).toBeVisible();
  await expect(buyer.getByRole("region", { name: "Bank deposit" })).toHaveCount(0);
  await context.close();
});
