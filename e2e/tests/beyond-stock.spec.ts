import { bulkMessages, cartMessages, quoteLabels, quoteMessages, quoteTexts } from "@shop/contract";
import { expect, test, type APIRequestContext, hydrating } from "./fixtures";
import { e2eAdmin } from "../playwright.config";
import { expectSignedIn, logInThroughForm, lookAt, newCustomer, signUpThroughApi, widths } from "./support";

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A tool of this journey's own, through the API the web app uses: the demo tools' stock stays as the other journeys expect it. */
async function addOwnTool(request: APIRequestContext, name: string, stock: { minimum: number; available: number; minimumAfter?: number }) {
  await request.post("/api/auth/sign-in", { data: e2eAdmin });
  const tokenAnswer = await request.put(`/api/user/${encodeURIComponent(e2eAdmin.email)}`, { data: { email: e2eAdmin.email } });
  const { accessToken } = (await tokenAnswer.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  const created = await request.post("/api/tools", {
    headers,
    data: {
      img: "/images/tools/leaf-rake.svg",
      name,
      description: "A tool of the stock journeys.",
      minimumOrderQuantity: stock.minimum,
      availableQuantity: stock.available,
      price: 6,
    },
  });
  expect(created.status()).toBe(201);
  const { insertedId } = (await created.json()) as { insertedId: string };
  // A new tool's minimum may not exceed its stock; an edit may raise it above (the office's catalogue).
  if (stock.minimumAfter !== undefined) {
    const edited = await request.patch(`/api/tools/${insertedId}`, { headers, data: { minimumOrderQuantity: stock.minimumAfter } });
    expect(edited.status()).toBe(200);
  }
  return insertedId;
}

test("an offer for more than is in stock: the office sees the stock, the buyer is told what happens next (issue 20, item 18)", async ({ page, browser, request }, info) => {
  // A long journey: three times the suite's time limit.
  test.slow();
  const name = `Orchard Rake ${Date.now() % 100000}`;
  const toolId = await addOwnTool(request, name, { minimum: 10, available: 40 });
  await signUpThroughApi(page, newCustomer("Stock Buyer"));

  // The buyer asks for 500 of a tool with 40 on the shelf.
  await page.goto(`/tools/${toolId}`);
  const ask = page.getByRole("region", { name: quoteTexts.requestHeading });
  await ask.getByRole("button", { name: quoteMessages.requestButton }).click();
  await ask.getByLabel(quoteLabels.quantity).fill("500");
  await ask.getByRole("button", { name: quoteTexts.sendRequest }).click();
  await ask.getByRole("link", { name: quoteTexts.seeQuote }).click();
  await expect(page.getByRole("heading", { level: 1, name: `${quoteTexts.detailHeading}: 500 × ${name}` })).toBeVisible();
  const quoteUrl = page.url();

  // The office answers knowing the stock: 40 now, 460 short, beside the 500 asked.
  const office = hydrating(await (await browser.newContext()).newPage());
  await office.goto("/login");
  await logInThroughForm(office, e2eAdmin.email, e2eAdmin.password);
  await expectSignedIn(office);
  await office.goto(new URL(quoteUrl).pathname);
  // A fact of the quote's definition list: its term and, beside it, the value.
  const asked = office.getByText(quoteTexts.quantityAsked, { exact: true }).locator("..");
  await expect(asked).toContainText("500");
  const stock = office.getByText(quoteTexts.inStockNow, { exact: true }).locator("..");
  await expect(stock).toContainText("40");
  await expect(stock).toContainText(quoteTexts.short(460));
  for (const viewport of Object.values(widths)) {
    await office.setViewportSize(viewport);
    await lookAt(office, info.outputPath(`office-answer-${viewport.width}.png`));
  }
  await office.getByLabel(quoteLabels.unitPrice).fill("5.50");
  await office.getByLabel(quoteLabels.validUntil).fill(inDays(7));
  await office.getByRole("button", { name: quoteTexts.sendOffer }).click();
  await office.getByRole("dialog", { name: quoteTexts.confirmOffer }).getByRole("button", { name: quoteTexts.sendOffer }).click();
  await expect(office.getByText("Offered", { exact: true })).toBeVisible();

  // The buyer is told before pressing Accept that the order cannot be placed yet, and why.
  await page.reload();
  const acceptForm = page.getByRole("region", { name: quoteTexts.acceptHeading });
  await expect(acceptForm.getByText(quoteTexts.stockShort(40, 500, name))).toBeVisible();
  await expect(acceptForm.getByText(/The order cannot be placed until the stock is back/).first()).toBeVisible();
  await expect(acceptForm.getByRole("link", { name: quoteTexts.contactOffice })).toHaveAttribute("href", "/contact");
  for (const viewport of Object.values(widths)) {
    await page.setViewportSize(viewport);
    await lookAt(page, info.outputPath(`offer-beyond-stock-${viewport.width}.png`));
  }

  // ...and after: the refusal stays in the page with what happens next, the form as typed.
  await acceptForm.getByLabel("Address").fill("7 Orchard Road, Rajshahi");
  await acceptForm.getByLabel("Number", { exact: true }).fill("+880 1712 345678");
  await acceptForm.getByRole("button", { name: quoteTexts.acceptButton }).click();
  const refusal = acceptForm.getByRole("alert");
  await expect(refusal).toContainText(quoteTexts.acceptRefused);
  await expect(refusal).toContainText(`Only 40 of ${name} left in stock`);
  await expect(refusal).toContainText("The order cannot be placed until the stock is back");
  await expect(page).toHaveURL(quoteUrl);
  await expect(acceptForm.getByLabel("Address")).toHaveValue("7 Orchard Road, Rajshahi");
  for (const viewport of Object.values(widths)) {
    await page.setViewportSize(viewport);
    await lookAt(page, info.outputPath(`accept-refused-${viewport.width}.png`));
  }
  await office.context().close();
});

test("a card whose stock is below its minimum says so and cannot be added to the cart (issue 20, item 19)", async ({ page, request }, info) => {
  const name = `Scarce Sickle ${Date.now() % 100000}`;
  await addOwnTool(request, name, { minimum: 10, available: 20, minimumAfter: 30 });
  await page.goto(`/tools?q=${encodeURIComponent(name)}`);
  const card = page.locator("article", { hasText: name });
  await expect(card.getByText(bulkMessages.belowMinimum(20, 30))).toBeVisible();
  const add = card.getByRole("button", { name: cartMessages.addToolToCart(name) });
  await expect(add).toBeDisabled();
  await expect(add).toHaveAccessibleDescription(bulkMessages.belowMinimum(20, 30));
  await expect(page.getByRole("link", { name: cartMessages.link(0) })).toBeVisible();
  for (const viewport of Object.values(widths)) {
    await page.setViewportSize(viewport);
    await lookAt(page, info.outputPath(`below-minimum-card-${viewport.width}.png`));
  }
});
