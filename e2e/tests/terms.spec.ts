import { checkoutSchema, companyOrderLabels, companySchema, creditTermsLabels, messages, onAccountTexts, orderStatusLabels, paymentTermsLabels } from "@shop/contract";
import { e2eAdmin } from "../playwright.config";
import { audit } from "./axe";
import { expect, hydrating, test, type Page } from "./fixtures";
import { expectSignedIn, logInThroughForm, ownAccount, payWithTestCard, screenshotBothWidths } from "./support";

/**
 * Issue 28, "a company over its limit must prepay" (decision 041): the office puts a company on
 * Net 30 with a small credit limit; its member's first order goes on account (confirmed, invoiced
 * when dispatched, nothing to pay), and the next one, over the limit, says why at the checkout and is
 * paid by card. One new account: the company's founder, who orders as its admin.
 */
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });
const TOOL = "Pitchfork";

test("a company over its limit must prepay", async ({ page, browser }, info) => {
  // Two people, a company, two orders and a payment: a long journey.
  test.slow();
  const found: string[] = [];

  // The founder (the company's admin) in a browser context of their own; the company through the API.
  const { page: member, auth } = await ownAccount(browser, "Terms Co-op Admin", { page: hydrating });
  const name = `Net Thirty ${Date.now().toString(36)} Co-op`;
  const founded = await member.request.post("/api/companies", {
    headers: auth,
    data: { name, vatId: null, billingAddress: "5 Canal Road, Barishal", addresses: [{ label: "Store", address: "5 Canal Road, Barishal", country: "BD", postalCode: "8200" }] },
  });
  expect(founded.status(), await founded.text()).toBe(201);
  const company = companySchema.parse(await founded.json());

  // What one order of the tool at its minimum costs, as the checkout bills it: the limit fits one, not two.
  const tool = ((await (await member.request.get("/api/tools?page=1&limit=100")).json()) as { _id: string; name: string }[]).find((candidate) => candidate.name === TOOL);
  if (!tool) throw new Error(`no ${TOOL} in the demo catalogue`);
  const bill = checkoutSchema.parse(await (await member.request.post("/api/checkout", { headers: auth, data: { productId: tool._id, companyAddressId: company.addresses[0]?._id } })).json()).bill;
  const limit = Math.round(bill.total * 150) / 100;

  // The office sets Net 30 and the limit on the company's page.
  await page.goto("/login");
  await logInThroughForm(page, e2eAdmin.email, e2eAdmin.password);
  await expectSignedIn(page);
  await page.goto(`/dashboard/companies/${company._id}`);
  await expect(page.getByRole("heading", { level: 2, name: creditTermsLabels.heading })).toBeVisible();
  await page.getByRole("combobox", { name: creditTermsLabels.paymentTerms, exact: true }).selectOption({ label: paymentTermsLabels.net30 });
  await page.getByLabel(creditTermsLabels.creditLimit, { exact: true }).fill(String(limit));
  await page.getByRole("button", { name: creditTermsLabels.save }).click();
  await expect(toast(page, creditTermsLabels.saved(name))).toBeVisible();
  await expect(page.getByText(creditTermsLabels.available)).toBeVisible();
  await audit(page, "", name, found);
  await screenshotBothWidths(page, info, "office-terms");

  // The member's first order: on account, said before it is placed.
  await member.goto("/tools");
  const toolPath = await member.locator("article", { hasText: TOOL }).first().getByRole("link", { name: /Buy Now/ }).getAttribute("href");
  await member.goto(toolPath ?? "/tools");
  await expect(member.getByLabel(companyOrderLabels.deliverTo)).toBeVisible();
  // The order form wakes (and asks the checkout) once it is used.
  await member.getByLabel("Number").fill("+880 1712 345678");
  const onAccount = member.getByRole("status").filter({ hasText: onAccountTexts.onAccount("net30") });
  await expect(onAccount).toBeVisible();
  await screenshotBothWidths(member, info, "checkout-on-account");
  await member.getByRole("button", { name: "Place Order" }).click();
  await expect(toast(member, onAccountTexts.placed)).toBeVisible();
  await expect(member.getByRole("link", { name: "Pay now" })).toHaveCount(0);
  await member.getByRole("link", { name: "View order" }).click();

  // Its page: Confirmed, its terms (the due date comes with the invoice, at dispatch: issue 36), no Pay.
  await expect(member.getByText(orderStatusLabels.confirmed, { exact: true }).first()).toBeVisible();
  await expect(member.getByText(paymentTermsLabels.net30, { exact: true }).first()).toBeVisible();
  await expect(member.getByText(onAccountTexts.confirmedNote)).toBeVisible();
  await expect(member.getByRole("link", { name: "Pay" })).toHaveCount(0);
  await audit(member, "", /^Order /, found);
  await screenshotBothWidths(member, info, "order-on-account");

  // My orders says it too, without a Pay button.
  await audit(member, "/dashboard", /My orders/i, found, true);
  await expect(member.getByText(paymentTermsLabels.net30, { exact: true }).filter({ visible: true }).first()).toBeVisible();
  await expect(member.getByRole("link", { name: "Pay", exact: true })).toHaveCount(0);

  // The next order would pass the limit: the checkout says by how much, and it is paid by card.
  await member.goto(toolPath ?? "/tools");
  await member.getByLabel("Number").fill("+880 1712 345678");
  const refusal = member.getByRole("status").filter({ hasText: onAccountTexts.payByCard });
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText("over your company's available credit");
  await audit(member, "", new RegExp(TOOL), found);
  await screenshotBothWidths(member, info, "checkout-over-limit");
  await member.getByRole("button", { name: "Place Order" }).click();
  await expect(toast(member, messages.order.placed)).toBeVisible();
  await member.getByRole("link", { name: "Pay now" }).click();
  await payWithTestCard(member);

  await member.context().close();
  expect(found).toEqual([]);
});
