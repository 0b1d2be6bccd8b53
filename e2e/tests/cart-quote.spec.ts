import { cartMessages, cartQuoteTexts, messages, quoteLabels, quoteMessages, quoteStatusLabels, quoteTexts } from "@shop/contract";
import { expect, hydrating, test, type Browser, type Page } from "./fixtures";
import { e2eAdmin } from "../playwright.config";
import { latestMail } from "./mailbox";
import { expectSignedIn, logInThroughForm, ownAccount, payWithTestCard, screenshotBothWidths } from "./support";

/**
 * Issue 35, item 7 (finding 8): a $33,000 cart is above MAX_HELD_VALUE ($25,000, the default).
 * The cart says so before Place order and beside it once refused, with "Request a quote for the
 * cart"; the cart goes to the office as one request, comes back as one offer (a price per line
 * and freight), and the buyer accepts it into one order of every line and pays it.
 */
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A verified buyer in a browser context of its own, signed in there, with their access token for the API. */
const buyerAccount = (browser: Browser) => ownAccount(browser, "Co-op Buyer", { page: hydrating });

test("a $33,000 cart is refused as an order, goes to one quote and comes back as one order", async ({ browser, request }, info) => {
  // Two people, a quote and a payment: a long journey.
  test.slow();
  const stamp = Date.now().toString(36);
  const names = ["A", "B", "C"].map((letter) => `Power Tiller ${letter} ${stamp}`);

  // Three tools at $110.00, added by the office through the API the web app uses.
  const signIn = await request.post("/api/auth/sign-in", { data: e2eAdmin });
  expect(signIn.ok()).toBe(true);
  const adminToken = ((await (await request.put(`/api/user/${encodeURIComponent(e2eAdmin.email)}`, { data: { email: e2eAdmin.email } })).json()) as { accessToken: string }).accessToken;
  const ids: string[] = [];
  for (const name of names) {
    const created = await request.post("/api/tools", {
      headers: { authorization: `Bearer ${adminToken}` },
      data: { img: "/images/tools/leaf-rake.svg", name, description: "Tills a co-operative's fields.", minimumOrderQuantity: 1, availableQuantity: 1_000, price: 110 },
    });
    expect(created.status(), await created.text()).toBe(201);
    ids.push(((await created.json()) as { insertedId: string }).insertedId);
  }

  // The buyer's saved cart: 100 of each, $33,000.00 in all.
  const buyer = await buyerAccount(browser);
  const page = buyer.page;
  const put = await page.request.put("/api/cart", { headers: buyer.auth, data: { items: ids.map((productId) => ({ productId, quantity: 100 })) } });
  expect(put.ok(), await put.text()).toBe(true);

  // The cart warns before its button, and a try is refused beside it with the true reason.
  await page.goto("/cart");
  const checkout = page.getByRole("region", { name: cartMessages.checkout });
  const above = messages.order.aboveHeldValue("$25,000.00");
  await expect(checkout.getByRole("status").filter({ hasText: cartQuoteTexts.warningHeading })).toContainText(above);
  await checkout.getByLabel("Name", { exact: true }).fill("Co-op Buyer");
  await checkout.getByLabel("Phone", { exact: true }).fill("+880 1712 345678");
  await checkout.getByLabel("Address", { exact: true }).fill("4 Paddy Lane, Rajshahi");
  await checkout.getByRole("button", { name: cartMessages.placeOrder }).click();
  await expect(page.getByRole("alert").filter({ hasText: above })).toBeVisible();
  await screenshotBothWidths(page, info, "cart-refused");

  // Request a quote for the cart: the form under the lines opens.
  await checkout.getByRole("link", { name: cartQuoteTexts.button }).first().click();
  const ask = page.getByRole("region", { name: cartQuoteTexts.heading });
  await ask.getByLabel(cartQuoteTexts.address).fill("4 Paddy Lane, Rajshahi");
  await ask.getByLabel(cartQuoteTexts.postalCode).fill("6000");
  await ask.getByLabel(quoteLabels.note).fill("For the co-operative's season: freight to the depot, please.");
  await ask.getByRole("button", { name: cartQuoteTexts.send }).click();
  await expect(page).toHaveURL(/\/dashboard\/quotes\/[0-9a-f-]{36}$/);
  const quoteUrl = page.url();
  await expect(page.getByText(quoteStatusLabels.requested, { exact: true })).toBeVisible();
  const lines = page.getByRole("region", { name: cartQuoteTexts.lines });
  for (const name of names) await expect(lines.getByRole("row", { name: new RegExp(name) })).toContainText("100");

  // The office is mailed the whole cart, and answers it with a price per line and the freight.
  const mail = await latestMail(e2eAdmin.email, /^Quote requested for a cart of 3 lines/);
  for (const name of names) expect(mail.text).toContain(`100 × ${name}`);
  const office = hydrating(await (await browser.newContext()).newPage());
  await office.goto("/login");
  await logInThroughForm(office, e2eAdmin.email, e2eAdmin.password);
  await expectSignedIn(office);
  await expect(office).not.toHaveURL(/\/login/);
  // The office types while the forms' code is still on its way (as on a slow line, and as CI's
  // busy host once did): the offer's prices are typed into the server's HTML, and the forms come in
  // between two of them. They lost the second and third prices so.
  let slowLine = false;
  await office.route(/\/assets\/.*\.js$/, async (route) => {
    if (slowLine) await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await office.goto(new URL(quoteUrl).pathname);
  slowLine = true;
  const prices = ["100", "99.50", "101"];
  for (const [i, name] of names.entries()) await office.getByLabel(quoteLabels.lineUnitPrice(name)).fill(prices[i] ?? "");
  await office.getByLabel(quoteLabels.freight).fill("250");
  await office.getByLabel(quoteLabels.validUntil).fill(inDays(7));
  await office.getByRole("button", { name: quoteTexts.sendOffer }).click();
  const confirm = office.getByRole("dialog", { name: quoteTexts.confirmOffer });
  await expect(confirm).toContainText("3 lines for $30,300.00 in all, freight of $250.00 included");
  await confirm.getByRole("button", { name: quoteTexts.sendOffer }).click();
  await expect(toast(office, quoteMessages.offered)).toBeVisible();

  // The buyer accepts the offer into one order of every line, and pays it.
  await latestMail(buyer.email, /^Your quote for Power Tiller A/);
  await page.goto(new URL(quoteUrl).pathname);
  await expect(page.getByText(quoteStatusLabels.offered, { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: cartQuoteTexts.lines })).toContainText("$30,300.00");
  await page.getByLabel("Name", { exact: true }).fill("Co-op Buyer");
  await page.getByLabel("Address", { exact: true }).fill("4 Paddy Lane, Rajshahi");
  await page.getByLabel("Number", { exact: true }).fill("+880 1712 345678");
  await page.getByRole("button", { name: quoteTexts.acceptButton }).click();
  await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f-]{36}$/);
  const orderId = /payment\/([0-9a-f-]{36})$/.exec(page.url())?.[1] ?? "";
  await payWithTestCard(page);

  await page.goto(`/dashboard/orders/${orderId}`);
  for (const name of names) await expect(page.getByText(name).first()).toBeVisible();
  await expect(page.getByText("$30,300.00").first()).toBeVisible();
  await page.goto(new URL(quoteUrl).pathname);
  await expect(page.getByText(quoteStatusLabels.accepted, { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: quoteTexts.goToOrder })).toHaveAttribute("href", `/dashboard/orders/${orderId}`);
});
