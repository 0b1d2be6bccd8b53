import { categoryListSchema, DEMO_SELLER, emailListSchema, loginPageTexts, officeOrderTexts, orderDetailSchema, orderOfficeMessages, reviewListSchema, shippingZoneListSchema, toolListSchema } from "@shop/contract";
import { latinNumbers, strayEnglish } from "@shop/contract/stray-english";
import { inBangla } from "@shop/contract/testing";
import { expect, hydrating, quiet, test, type APIRequestContext, type Page } from "./fixtures";
import { e2eAdmin } from "../playwright.config";
import { verifyEmailOf } from "./mailbox";
import { expectSignedIn, newCustomer } from "./support";

/*
 * Issue 38: the office's pages, and a buyer's, render a loading state on the server and fetch
 * their rows in the browser, where apps/server/test/stray-english.test.ts does not see them. Here
 * each is read in Bangla once its rows have come, with the same rule (@shop/contract/stray-english).
 */

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function accessToken(request: APIRequestContext, email: string): Promise<string> {
  const answer = await request.put(`/api/user/${encodeURIComponent(email)}`, { data: { email } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { accessToken: string }).accessToken;
}

/**
 * What the page shows and says: its title, its text, and the attributes a reader hears or sees as a
 * tooltip. Code is code. `placeholders: false` leaves out the fields' examples (what a field takes, as typed).
 */
async function readableText(page: Page, { placeholders = true } = {}): Promise<string> {
  return page.evaluate((withExamples) => {
    const code = [...document.querySelectorAll("pre, code, kbd")].map((element) => (element as HTMLElement).innerText);
    let text = document.body.innerText;
    for (const part of code) text = text.replace(part, " ");
    const spoken = ["aria-label", "aria-description", "aria-valuetext", "aria-roledescription", "alt", "title", ...(withExamples ? ["placeholder"] : [])];
    const attributes = [...document.querySelectorAll(spoken.map((name) => `[${name}]`).join(","))].flatMap((element) => spoken.map((name) => element.getAttribute(name) ?? ""));
    return `${document.title} ${text} ${attributes.join(" ")}`.replace(/\s+/g, " ");
  }, placeholders);
}

/** Waits until the page's rows have come: no spinner, nothing busy, no request on its way. */
async function settled(page: Page, shows?: string): Promise<void> {
  await quiet(page);
  await expect(page.locator(".loading, [aria-busy='true']").locator("visible=true"), `${page.url()} settles`).toHaveCount(0);
  if (shows !== undefined) await expect(page.getByText(shows, { exact: false }).first()).toBeVisible();
}

test("the office's and a buyer's pages show no English outside the catalogue once their rows have come, in Bangla", async ({ browser, page, request }) => {
  test.slow();
  page.setDefaultTimeout(20_000);
  // Digits only: a stamp of letters (base 36 can give "mxcbufcq") would read as an English word.
  const stamp = String(Date.now());

  // The office signs in on the Bangla login form.
  await page.goto("/bn/login");
  await page.getByLabel(inBangla(() => loginPageTexts.email)).fill(e2eAdmin.email);
  await page.getByLabel(inBangla(() => loginPageTexts.password)).fill(e2eAdmin.password);
  await page.getByRole("button", { name: inBangla(() => loginPageTexts.submit), exact: true }).click();
  await expectSignedIn(page);
  const office = bearer((await page.evaluate(() => window.localStorage.getItem("accessToken"))) ?? "");

  // Two tools the office typed: one with its Bangla, one in English only (shown so, marked as missing its Bangla).
  const newTool = async (name: string, bn?: { name: string; description: string }) => {
    const created = await request.post("/api/tools", {
      headers: office,
      data: { img: "/images/tools/spade.svg", name, description: `${name}, for the Bangla pages.`, minimumOrderQuantity: 1, availableQuantity: 500, price: 12.5, ...(bn ? { translations: { bn } } : {}) },
    });
    expect(created.status(), await created.text()).toBe(201);
    return ((await created.json()) as { insertedId: string }).insertedId;
  };
  const englishOnly = `Bangla Check Spade ${stamp}`;
  const toolIds = [await newTool(`Bangla Check Hoe ${stamp}`, { name: "যাচাইয়ের নিড়ানি", description: "বাংলা পাতার জন্য একটি নিড়ানি।" }), await newTool(englishOnly)];

  // A verified buyer orders one and pays for it, orders another left unpaid, asks for a quote and founds a company.
  const buyerContext = await browser.newContext();
  const buyerPage = hydrating(await buyerContext.newPage());
  buyerPage.setDefaultTimeout(20_000);
  const buyer = newCustomer("করিম মিয়া");
  expect((await buyerPage.request.post("/api/auth/sign-up", { data: buyer })).status()).toBe(201);
  await verifyEmailOf(buyerPage, buyer.email);
  const asBuyer = bearer(await accessToken(buyerPage.request, buyer.email));
  const order = async () => {
    const placed = await buyerPage.request.post("/api/orders", { headers: asBuyer, data: { name: buyer.name, phone: "01712345678", address: "১২ মিল রোড, ঢাকা", productId: toolIds[0], quantity: 2 } });
    expect(placed.status(), await placed.text()).toBe(201);
    return ((await placed.json()) as { insertedId: string }).insertedId;
  };
  const paidOrder = await order();
  const unpaidOrder = await order();
  const intent = (await (await buyerPage.request.post("/api/create-payment-intent", { headers: asBuyer, data: { orderId: paidOrder } })).json()) as { clientSecret: string };
  const confirmed = await buyerPage.request.post("/api/payments/test/confirm", { headers: asBuyer, data: { clientSecret: intent.clientSecret, cardNumber: "4242 4242 4242 4242", expiry: "12/34", cvc: "123" } });
  const { transactionId } = (await confirmed.json()) as { transactionId: string };
  expect((await buyerPage.request.patch(`/api/orders/${paidOrder}`, { headers: asBuyer, data: { orderId: paidOrder, transactionId } })).ok()).toBe(true);
  const wantedBy = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const quote = await buyerPage.request.post("/api/quotes", { headers: asBuyer, data: { productId: toolIds[1], quantity: 50, wantedBy, note: "সমবায়ের জন্য" } });
  expect(quote.status(), await quote.text()).toBe(201);
  const quoteId = ((await quote.json()) as { _id: string })._id;
  const company = await buyerPage.request.post("/api/companies", {
    headers: asBuyer,
    data: { name: `সবুজ সমবায় ${stamp}`, vatId: null, billingAddress: "১ বাজার রোড, ঢাকা", addresses: [{ label: "প্রধান দোকান", address: "১ বাজার রোড, ঢাকা", country: "BD", postalCode: "1207" }] },
  });
  expect(company.status(), await company.text()).toBe(201);
  const companyId = ((await company.json()) as { _id: string })._id;
  const list = await request.post("/api/price-lists", { headers: office, data: { name: `সমবায়ের দাম ${stamp}`, priority: 1, companyIds: [companyId], prices: [{ productId: toolIds[0], price: 11 }] } });
  expect(list.status(), await list.text()).toBe(201);
  const priceListId = ((await list.json()) as { _id: string })._id;

  try {
    // What the shop holds in English, as it was typed or sent: the tools' names (an order keeps the name it was placed
    // with) and descriptions, categories without their Bangla, reviews, people's names, the shipping the office set up,
    // the emails' subjects, the company's addresses as its audit trail recorded them.
    const tools = toolListSchema.parse(await (await request.get("/api/tools?archived=include&limit=100", { headers: office })).json());
    const users = (await (await request.get("/api/user?limit=100", { headers: office })).json()) as { name?: string | null }[];
    const zones = shippingZoneListSchema.parse(await (await request.get("/api/shipping-zones", { headers: office })).json());
    // Issue 38: an order's history notes and its product summary are said in the reader's language (the order's
    // history kept as kinds with their values), and the audit trail names an address's country: none is data here.
    const details = await Promise.all([paidOrder, unpaidOrder].map(async (id) => orderDetailSchema.parse(await (await request.get(`/api/orders/${id}`, { headers: office })).json())));
    // A card provider is named by its own word (the order page's providerLabel): here the built-in test provider's.
    const providers = details.flatMap((detail) => (detail.payment ? [detail.payment.transactionId, detail.payment.provider] : []));
    const categories = categoryListSchema.parse(await (await request.get("/api/categories")).json());
    const reviews = reviewListSchema.parse(await (await request.get("/api/reviews?limit=100")).json());
    const emails = emailListSchema.parse(await (await request.get("/api/emails?page=1&limit=100", { headers: office })).json());
    const data = [
      ...tools.flatMap((tool) => [tool.name, tool.description]),
      ...users.flatMap((user) => (user.name ? [user.name] : [])),
      ...zones.flatMap((zone) => [zone.name, ...zone.methods.flatMap((method) => [method.name, method.estimate])]),
      ...providers,
      ...categories.filter((category) => !category.translations.bn?.name).map((category) => category.name),
      ...reviews.flatMap((review) => [review.name, review.description]),
      ...emails.map((email) => email.subject),
      // The seller's address as the shop's settings hold it (the demo's, in the footer).
      DEMO_SELLER.address,
    ];
    const banglaToolTexts = tools.flatMap((tool) => [tool.translations.bn?.name, tool.translations.bn?.description].filter((text): text is string => Boolean(text)));
    const found: Record<string, string[]> = {};
    /** Each stray word with the text around it, to find where it is written. */
    const read = async (label: string, on: Page = page) => {
      const text = await readableText(on);
      const words = strayEnglish(text, { data });
      if (words.length > 0) found[label] = words.map((word) => { const at = text.search(new RegExp(`\\b${word}\\b`)); return `${word} ⟨${text.slice(Math.max(0, at - 30), at + word.length + 30)}⟩`; });
      // Issue 38 item 3: the shop's own numbers in Bengali digits. Written as typed: people's phones and postal
      // codes, the tools' Bangla names (another journey's "ফল পাড়ার মই 46914"), this run's stamp in the company's
      // and price list's names; and the example of the office's Latin-digits setting ("1,23,456 instead of
      // ১,২৩,৪৫৬"), which is what it shows.
      const numbers = latinNumbers(await readableText(on, { placeholders: false }), { data: [...data, ...banglaToolTexts, DEMO_SELLER.phone, DEMO_SELLER.vatId, "01712345678", "1207", stamp, "1,23,456"] });
      if (numbers.length > 0) found[`${label}, Latin digits`] = numbers;
    };

    /** Every office route (apps/web/src/app/router.tsx), with what shows that its rows have come. */
    const officePages: { path: string; shows?: string }[] = [
      { path: "/dashboard" },
      { path: "/dashboard/manageAllOrders", shows: buyer.email },
      { path: `/dashboard/orders/${unpaidOrder}` },
      { path: "/dashboard/manageProducts", shows: englishOnly },
      { path: `/dashboard/editProduct/${toolIds[1]}` },
      { path: "/dashboard/addProduct" },
      { path: "/dashboard/categories" },
      { path: "/dashboard/makeAdmin", shows: buyer.email },
      { path: "/dashboard/manageReviews" },
      { path: "/dashboard/companies", shows: `সবুজ সমবায় ${stamp}` },
      { path: `/dashboard/companies/${companyId}`, shows: buyer.email },
      { path: "/dashboard/receivables" },
      { path: "/dashboard/price-lists", shows: `সমবায়ের দাম ${stamp}` },
      { path: `/dashboard/price-lists/${priceListId}` },
      { path: "/dashboard/price-lists/new" },
      { path: "/dashboard/discounts" },
      { path: "/dashboard/reports" },
      { path: "/dashboard/quotes", shows: englishOnly },
      { path: `/dashboard/quotes/${quoteId}`, shows: englishOnly },
      { path: "/dashboard/subscribers" },
      { path: "/dashboard/shipping" },
      { path: "/dashboard/tax" },
      { path: "/dashboard/languages" },
      { path: "/dashboard/emails", shows: buyer.email },
      { path: "/dashboard/myOrders" },
    ];
    for (const { path, shows } of officePages) {
      await page.goto(`/bn${path}`);
      await settled(page, shows);
      await read(`${path} (office)`);
    }

    // The paid order, and its dialogs: ship, and cancel with a refund.
    await page.goto(`/bn/dashboard/orders/${paidOrder}`);
    await settled(page);
    await read("/dashboard/orders/:paid (office)");
    const dialogs = [
      { opener: "markShipped", dialog: "shipConfirm" },
      { opener: "cancelWithRefund", dialog: "refundConfirm" },
    ] as const;
    for (const { opener, dialog } of dialogs) {
      const name = inBangla(() => orderOfficeMessages[dialog]);
      await page.getByRole("button", { name: inBangla(() => officeOrderTexts[opener]) }).first().click();
      await expect(page.getByRole("dialog", { name })).toBeVisible();
      await read(`/dashboard/orders/:paid, ${opener} (office)`);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog", { name })).toHaveCount(0);
    }

    // The buyer's own pages that fetch their rows in the browser (signed in since signing up).
    const buyerPages = ["/dashboard", "/dashboard/myOrders", `/dashboard/orders/${paidOrder}`, "/dashboard/quotes", `/dashboard/quotes/${quoteId}`, "/dashboard/myProfile", "/dashboard/myReviews", "/dashboard/company", "/dashboard/company/orders", "/dashboard/company/invoices", "/dashboard/company/statement", "/dashboard/company/quotes", "/dashboard/company/approvals", "/dashboard/lists"];
    for (const path of buyerPages) {
      await buyerPage.goto(`/bn${path}`);
      await settled(buyerPage);
      await read(`${path} (buyer)`, buyerPage);
    }

    expect(found, "English words, or numbers in Latin digits, on Bangla pages").toEqual({});
  } finally {
    await buyerContext.close();
    // The catalogue's paging journey counts the demo's tools: these leave it as they found it.
    for (const id of toolIds) await request.delete(`/api/tools/${id}`, { headers: office });
  }
});
