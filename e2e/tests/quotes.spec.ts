import { quoteLabels, quoteMessages, quoteStatusLabels, quoteTexts } from "@shop/contract";
import { expect, test, type Page, hydrating } from "./fixtures";
import { e2eAdmin } from "../playwright.config";
import { latestMail, pathOf } from "./mailbox";
import { expectSignedIn, logInThroughForm, lookAt, newCustomer, payWithTestCard, signUpThroughApi, widths } from "./support";

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** The link of a quote email to the quote's page. */
const quoteLinkIn = (text: string) => pathOf(/https?:\/\/\S+\/dashboard\/quotes\/[0-9a-f-]{36}/.exec(text)?.[0] ?? "http://missing/");

test("a buyer asks for a better price, the office offers one, the buyer accepts and pays the order at that price", async ({ page, browser }, info) => {
  // Two people, a quote and a payment: about 20 s alone, more on a shared CI box.
  // A long journey: three times the suite's time limit.
  test.slow();
  const buyer = newCustomer("Quote Buyer");
  await signUpThroughApi(page, buyer);

  // The request, from the tool page: 500 Leaf Rakes (list $8.50 each) for the season.
  await page.goto("/tools");
  await page.locator("article", { hasText: "Leaf Rake" }).first().getByRole("link", { name: /Buy Now/ }).click();
  const ask = page.getByRole("region", { name: quoteTexts.requestHeading });
  await ask.getByRole("button", { name: quoteMessages.requestButton }).click();
  await ask.getByLabel(quoteLabels.quantity).fill("500");
  await ask.getByLabel(quoteLabels.wantedBy).fill(inDays(10));
  await ask.getByLabel(quoteLabels.note).fill("For the whole co-op: can you do better than list?");
  await lookAt(page, info.outputPath("request-1280.png"));
  await ask.getByRole("button", { name: quoteTexts.sendRequest }).click();
  await expect(ask.getByRole("status")).toContainText(quoteMessages.requested);
  await ask.getByRole("link", { name: quoteTexts.seeQuote }).click();
  await expect(page.getByRole("heading", { level: 1, name: `${quoteTexts.detailHeading}: 500 × Leaf Rake` })).toBeVisible();
  await expect(page.getByText(quoteStatusLabels.requested, { exact: true })).toBeVisible();
  const quoteUrl = page.url();

  // The office is told by email (no SHOP_EMAIL here: every admin), with a link to the quote.
  const request = await latestMail(e2eAdmin.email, /^Quote requested: 500 × Leaf Rake/);
  expect(request.text).toContain(`${buyer.email} asks for 500 × Leaf Rake (list price $8.50 each)`);
  expect(request.text).toContain("For the whole co-op: can you do better than list?");
  expect(quoteLinkIn(request.text)).toBe(new URL(quoteUrl).pathname);

  // The office finds it among the requested quotes and offers $7.25 each, confirming first.
  const office = hydrating(await (await browser.newContext()).newPage());
  await office.goto("/login");
  await logInThroughForm(office, e2eAdmin.email, e2eAdmin.password);
  await expectSignedIn(office);
  await expect(office).not.toHaveURL(/\/login/);
  await office.goto("/dashboard/quotes");
  await office.getByLabel(quoteTexts.statusFilter).selectOption({ label: quoteStatusLabels.requested });
  await expect(office).toHaveURL(/status=requested/);
  await office.getByRole("listitem").filter({ hasText: buyer.email }).getByRole("link", { name: `${quoteTexts.answer}: 500 × Leaf Rake` }).click();
  await office.getByLabel(quoteLabels.unitPrice).fill("7.25");
  await office.getByLabel(quoteLabels.validUntil).fill(inDays(7));
  await office.getByRole("button", { name: quoteTexts.sendOffer }).click();
  const confirm = office.getByRole("dialog", { name: quoteTexts.confirmOffer });
  await expect(confirm).toContainText("500 × Leaf Rake at $7.25 each ($3,625.00 in all)");
  await lookAt(office, info.outputPath("answer-confirm-1280.png"));
  await confirm.getByRole("button", { name: quoteTexts.sendOffer }).click();
  await expect(toast(office, quoteMessages.offered)).toBeVisible();
  await expect(office.getByText(quoteStatusLabels.offered, { exact: true })).toBeVisible();

  // The buyer reads the offer in an email and follows its link; accepts it with the shipping
  // details and goes on to pay.
  const offer = await latestMail(buyer.email, /^Your quote for Leaf Rake/);
  expect(offer.text).toContain("We can offer 500 × Leaf Rake at $7.25 each ($3,625.00 in all).");
  expect(offer.text).toContain(`The offer holds until ${inDays(7)}`);
  await page.goto(quoteLinkIn(offer.text));
  await expect(page).toHaveURL(quoteUrl);
  await expect(page.getByText(quoteStatusLabels.offered, { exact: true })).toBeVisible();
  await expect(page.getByText("$7.25 each · $3,625.00 in all")).toBeVisible();
  await page.getByLabel("Address").fill("7 Orchard Road, Rajshahi");
  await page.getByLabel("Number", { exact: true }).fill("+880 1712 345678");
  await page.getByLabel("Purchase order number").fill("PO-2026-17");
  await page.setViewportSize(widths.narrow);
  await lookAt(page, info.outputPath("accept-375.png"));
  await page.setViewportSize(widths.wide);
  await lookAt(page, info.outputPath("accept-1280.png"));
  await page.getByRole("button", { name: quoteTexts.acceptButton }).click();
  await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f-]{36}$/);
  const orderId = /payment\/([0-9a-f-]{36})$/.exec(page.url())?.[1] ?? "";
  await payWithTestCard(page);

  // Paid at the quoted price: $7.25 × 500, not the list price's $4,250.00.
  await page.goto("/dashboard");
  const row = page.getByRole("row", { name: /Leaf Rake/ }).first();
  await expect(row).toContainText("$3,625.00");
  await expect(row).toContainText("Paid");
  await page.goto(`/dashboard/orders/${orderId}`);
  await expect(page.getByText("$3,625.00").first()).toBeVisible();
  await page.goto(quoteUrl);
  await expect(page.getByText(quoteStatusLabels.accepted, { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: quoteTexts.goToOrder })).toHaveAttribute("href", `/dashboard/orders/${orderId}`);

  await page.goto("/dashboard/quotes");
  await expect(page.getByRole("heading", { level: 1, name: quoteTexts.myQuotes })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "500 × Leaf Rake" })).toContainText(quoteStatusLabels.accepted);
  await lookAt(page, info.outputPath("my-quotes-1280.png"));
  await page.setViewportSize(widths.narrow);
  await lookAt(page, info.outputPath("my-quotes-375.png"));
  await office.goto("/dashboard/quotes");
  await lookAt(office, info.outputPath("office-quotes-1280.png"));
  await office.setViewportSize(widths.narrow);
  await lookAt(office, info.outputPath("office-quotes-375.png"));
});
