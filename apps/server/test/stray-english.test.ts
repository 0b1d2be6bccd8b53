import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { CONTACT_MESSAGE_MAX_LENGTH, DEMO_SELLER, errorBodySchema, placeOrderResponseSchema, quoteSchema, setLanguageSource, TEST_CARDS, toolListSchema, webRoutes, type Language } from "@shop/contract";
import { latinNumbers, strayEnglish } from "@shop/contract/stray-english";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCategories, seedReviews, seedTools } from "../src/db/seed-data";
import { addDays } from "../src/modules/quotes/quotes";
import { utcDay } from "../src/modules/orders/place";
import { createTestApp, signInAdmin, signUp, TEST_ADMIN_ENV, type SignedIn, type TestApp } from "./app";
import { newCompany } from "./companies";
import { rawText } from "./raw-http";

/*
 * Issue 38 item 2: a Bangla page shows no English outside the catalogue. Every route of the web
 * app is rendered in Bangla (/bn/…) by the web app's own server renderer (entry-server.tsx, loaded
 * from source: the build is not needed), through the server, as a visitor, a buyer, a company's
 * admin or the office sees it; the page's visible and accessible text may hold Latin letters only
 * in the data the shop holds in English and the few words @shop/contract/stray-english allows.
 */

const technicalRoutes = new Set(["blogs", "portfolio"]);

/** The data this test puts in the shop in English (a tool's English name has no other). */
const testData = ["Stray Hoe", "A hoe for this test."];

/**
 * The billing demo's shipping methods, zones and tax names, and the seller's address: what the
 * office typed (SHOP_ADDRESS for a live shop), shown as it was written.
 */
const officeData = [
  "Van delivery",
  "Freight by weight",
  "Collect from the works",
  "Air parcel",
  "Sea freight",
  "Ready the next working day",
  "working days",
  "weeks",
  "Home",
  "World",
  DEMO_SELLER.address,
  // The name ADMIN_EMAIL's account is created with (users.ts ensureAdmin), as All Users lists it.
  "Administrator",
];

/**
 * The shop's data, written in English by the seed (the demo's tools, its reviews) or by this test:
 * not the catalogue's words. Category names too, until they have their Bangla (h38c, issue 38 item 4).
 */
const englishData = [...seedTools.flatMap((tool) => [tool.name, tool.description]), ...seedReviews.flatMap((review) => [review.name, review.description]), ...seedCategories, ...testData, ...officeData];

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity: string, name: string) =>
    name.startsWith("#x") || name.startsWith("#X") ? String.fromCodePoint(Number.parseInt(name.slice(2), 16)) : name.startsWith("#") ? String.fromCodePoint(Number(name.slice(1))) : (ENTITIES[name] ?? entity),
  );

/** The attributes a reader hears or sees (a screen reader, a tooltip, a missing picture's stand-in). */
const SPOKEN = ["aria-label", "aria-description", "aria-valuetext", "aria-roledescription", "alt", "title"];
const attributesPattern = (names: readonly string[]) => new RegExp(`\\s(${names.join("|")})="([^"]*)"`, "g");
const SPOKEN_ATTRIBUTES = attributesPattern([...SPOKEN, "placeholder"]);
const SPOKEN_ATTRIBUTES_BUT_EXAMPLES = attributesPattern(SPOKEN);

/**
 * What people typed that a Bangla page shows in Latin digits, as typed: the seller's phone and BIN,
 * a buyer's phone, a postal code, the office's "1-3 working days".
 */
const typedNumbers = [DEMO_SELLER.phone, DEMO_SELLER.vatId, "01712345678", "1207", "1-3", "3-5"];

/**
 * What a reader of the page sees or hears: its title, its text, its spoken attributes.
 * `placeholders: false` leaves out the fields' examples, which show what a field takes as typed.
 */
function readableText(html: string, { placeholders = true } = {}): string {
  const spoken = placeholders ? SPOKEN_ATTRIBUTES : SPOKEN_ATTRIBUTES_BUT_EXAMPLES;
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
  const root = html.indexOf('<div id="root">');
  const body = html
    .slice(root === -1 ? 0 : root)
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<svg[\s\S]*?<\/svg>/g, " ")
    // Code in the blog's articles is code, in any language.
    .replace(/<(pre|code|kbd)\b[\s\S]*?<\/\1>/g, " ")
    // A place a long word may break (EmailText's before the "@"), not a space a reader sees.
    .replace(/<wbr\s*\/?>/g, "")
    .replace(/<[^>]*>/g, (tag) => ` ${[...tag.matchAll(spoken)].map((match) => match[2]).join(" ")} `);
  return decode(`${title} ${body}`).replace(/\s+/g, " ");
}

const INDEX = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /></head><body><div id="root"></div></body></html>`;

let t: TestApp;
let origin: string;
let folder: string;
let office: SignedIn;
let buyer: SignedIn;
let companyAdmin: SignedIn;
const ids: Record<string, string> = {};
/**
 * The renderer, loaded from source into this worker's one module graph, shares the server's
 * contract module and makes its own render the language's source (a built renderer bundles its
 * own copy): the files run after this one get back the source they would have had.
 */
let languageBefore: () => Language;

beforeAll(async () => {
  languageBefore = setLanguageSource(() => "en");
  setLanguageSource(languageBefore);
  folder = mkdtempSync(path.join(tmpdir(), "shop-stray-english-"));
  mkdirSync(path.join(folder, "dist"));
  mkdirSync(path.join(folder, "dist-ssr"));
  writeFileSync(path.join(folder, "dist", "index.html"), INDEX);
  // The web app's renderer from its source, as the built one would be loaded.
  const source = path.resolve(import.meta.dirname, "../../web/src/entry-server.tsx");
  writeFileSync(path.join(folder, "dist-ssr", "entry-server.js"), `export { renderPage } from ${JSON.stringify(source)};\n`);
  t = await createTestApp({ env: TEST_ADMIN_ENV, webDist: path.join(folder, "dist"), billingDemo: true });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;

  office = await signInAdmin(t);
  buyer = await signUp(t.app, { name: "রহিম উদ্দিন" });
  const created = await t.app.inject({
    method: "POST",
    url: "/api/tools",
    headers: office.auth,
    payload: { img: "/images/tools/spade.svg", name: testData[0], description: testData[1], minimumOrderQuantity: 1, availableQuantity: 500, price: 12.5, translations: { bn: { name: "পরীক্ষার নিড়ানি", description: "এই পরীক্ষার জন্য একটি নিড়ানি।" } } },
  });
  expect(created.statusCode, created.body).toBe(201);
  ids.tool = created.json<{ insertedId: string }>().insertedId;
  const tool = toolListSchema.parse((await t.app.inject("/api/tools")).json()).find((candidate) => candidate._id === ids.tool);
  expect(tool).toBeDefined();

  // An order the buyer pays, one left unpaid: the office sees both kinds of row.
  const order = async () => {
    const placed = await t.app.inject({ method: "POST", url: "/api/orders", headers: buyer.auth, payload: { name: "রহিম উদ্দিন", phone: "01712345678", address: "১২ মিল রোড, ঢাকা", productId: ids.tool, quantity: 2 } });
    expect(placed.statusCode, placed.body).toBe(201);
    return placeOrderResponseSchema.parse(placed.json()).order;
  };
  const unpaid = await order();
  ids.unpaidOrder = unpaid._id;
  const paid = await order();
  ids.paidOrder = paid._id;
  const intent = await t.app.inject({ method: "POST", url: "/api/create-payment-intent", headers: buyer.auth, payload: { orderId: paid._id } });
  const { clientSecret } = intent.json<{ clientSecret: string }>();
  const confirmed = await t.app.inject({ method: "POST", url: "/api/payments/test/confirm", headers: buyer.auth, payload: { clientSecret, cardNumber: "4242 4242 4242 4242", expiry: "12/34", cvc: "123" } });
  const { transactionId } = confirmed.json<{ transactionId: string }>();
  const recorded = await t.app.inject({ method: "PATCH", url: `/api/orders/${paid._id}`, headers: buyer.auth, payload: { orderId: paid._id, transactionId } });
  expect(recorded.statusCode, recorded.body).toBe(200);

  const quote = await t.app.inject({ method: "POST", url: "/api/quotes", headers: buyer.auth, payload: { productId: ids.tool, quantity: 50, wantedBy: addDays(utcDay(new Date()), 7), note: "সমবায়ের জন্য" } });
  expect(quote.statusCode, quote.body).toBe(201);
  ids.quote = quoteSchema.parse(quote.json())._id;

  const company = await newCompany(t, await signUp(t.app, { name: "করিম মিয়া" }), {
    name: "সবুজ উপত্যকা সমবায়",
    billingAddress: "১ বাজার রোড\n১২০৭ ঢাকা",
    addresses: [{ label: "প্রধান দোকান", address: "১ বাজার রোড, ঢাকা", country: "BD", postalCode: "1207" }],
  });
  companyAdmin = company.admin;
  ids.company = company.company._id;

  const list = await t.app.inject({ method: "POST", url: "/api/price-lists", headers: office.auth, payload: { name: "সমবায়ের দাম", priority: 1, companyIds: [ids.company], prices: [{ productId: ids.tool, price: 11 }] } });
  expect(list.statusCode, list.body).toBe(201);
  ids.priceList = list.json<{ _id: string }>()._id;
});
afterAll(async () => {
  await t.close();
  rmSync(folder, { recursive: true, force: true });
  setLanguageSource(languageBefore);
});

type Reader = "visitor" | "buyer" | "companyAdmin" | "office";

/** Every route of the web app, as the reader who uses it, at a path that shows it. */
const pages = (): Record<keyof typeof webRoutes, { reader: Reader; path: string }[]> => ({
  root: [{ reader: "visitor", path: "/" }],
  home: [{ reader: "visitor", path: "/home" }],
  blogs: [{ reader: "visitor", path: "/blogs" }],
  tools: [{ reader: "visitor", path: "/tools" }, { reader: "buyer", path: "/tools" }],
  purchase: [{ reader: "buyer", path: `/tools/${ids.tool}` }],
  login: [{ reader: "visitor", path: "/login" }],
  signUp: [{ reader: "visitor", path: "/signUp" }],
  portfolio: [{ reader: "visitor", path: "/myPortfolio" }],
  dashboard: [{ reader: "buyer", path: "/dashboard" }, { reader: "office", path: "/dashboard" }],
  myOrders: [{ reader: "buyer", path: "/dashboard/myOrders" }],
  myReviews: [{ reader: "buyer", path: "/dashboard/myReviews" }],
  myProfile: [{ reader: "buyer", path: "/dashboard/myProfile" }],
  updateProfile: [{ reader: "buyer", path: "/dashboard/upDateProfile" }],
  makeAdmin: [{ reader: "office", path: "/dashboard/makeAdmin" }],
  addProduct: [{ reader: "office", path: "/dashboard/addProduct" }],
  manageAllOrders: [{ reader: "office", path: "/dashboard/manageAllOrders" }],
  manageProducts: [{ reader: "office", path: "/dashboard/manageProducts" }],
  manageReviews: [{ reader: "office", path: "/dashboard/manageReviews" }],
  payment: [{ reader: "buyer", path: `/dashboard/payment/${ids.unpaidOrder}` }],
  orderDetail: [
    { reader: "buyer", path: `/dashboard/orders/${ids.paidOrder}` },
    { reader: "office", path: `/dashboard/orders/${ids.paidOrder}` },
    { reader: "office", path: `/dashboard/orders/${ids.unpaidOrder}` },
  ],
  contact: [{ reader: "visitor", path: "/contact" }],
  confirmSubscription: [{ reader: "visitor", path: "/subscribe/confirm" }],
  unsubscribe: [{ reader: "visitor", path: "/subscribe/unsubscribe" }],
  subscribers: [{ reader: "office", path: "/dashboard/subscribers" }],
  editProduct: [{ reader: "office", path: `/dashboard/editProduct/${ids.tool}` }],
  categories: [{ reader: "office", path: "/dashboard/categories" }],
  languages: [{ reader: "office", path: "/dashboard/languages" }],
  shipping: [{ reader: "office", path: "/dashboard/shipping" }],
  tax: [{ reader: "office", path: "/dashboard/tax" }],
  discounts: [{ reader: "office", path: "/dashboard/discounts" }],
  verifyEmail: [{ reader: "visitor", path: "/verify-email" }],
  forgotPassword: [{ reader: "visitor", path: "/forgot-password" }],
  resetPassword: [{ reader: "visitor", path: "/reset-password" }],
  sentEmails: [{ reader: "office", path: "/dashboard/emails" }],
  cart: [{ reader: "visitor", path: "/cart" }, { reader: "buyer", path: "/cart" }],
  quotes: [{ reader: "buyer", path: "/dashboard/quotes" }, { reader: "office", path: "/dashboard/quotes" }],
  quoteDetail: [{ reader: "buyer", path: `/dashboard/quotes/${ids.quote}` }, { reader: "office", path: `/dashboard/quotes/${ids.quote}` }],
  quickOrder: [{ reader: "buyer", path: "/quick-order" }],
  reports: [{ reader: "office", path: "/dashboard/reports" }],
  lists: [{ reader: "companyAdmin", path: "/dashboard/lists" }],
  officeCompanies: [{ reader: "office", path: "/dashboard/companies" }],
  officeCompany: [{ reader: "office", path: `/dashboard/companies/${ids.company}` }],
  company: [{ reader: "buyer", path: "/dashboard/company" }, { reader: "companyAdmin", path: "/dashboard/company" }],
  companyStatement: [{ reader: "companyAdmin", path: "/dashboard/company/statement" }],
  receivables: [{ reader: "office", path: "/dashboard/receivables" }],
  companyInvoices: [{ reader: "companyAdmin", path: "/dashboard/company/invoices" }],
  companyOrders: [{ reader: "companyAdmin", path: "/dashboard/company/orders" }],
  approvals: [{ reader: "companyAdmin", path: "/dashboard/company/approvals" }],
  companyQuotes: [{ reader: "companyAdmin", path: "/dashboard/company/quotes" }],
  acceptInvitation: [{ reader: "visitor", path: "/invitations/accept" }],
  priceLists: [{ reader: "office", path: "/dashboard/price-lists" }],
  priceList: [{ reader: "office", path: `/dashboard/price-lists/${ids.priceList}` }, { reader: "office", path: "/dashboard/price-lists/new" }],
});

/** The subjects of the emails the shop has sent so far (the first page of Sent Emails and more). */
async function sentSubjects(): Promise<string[]> {
  const answer = await t.app.inject({ method: "GET", url: "/api/emails?page=1&limit=100", headers: office.auth });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ subject: string }[]>().map((email) => email.subject);
}

const readers = (): Record<Reader, string | undefined> => ({ visitor: undefined, buyer: buyer.cookie, companyAdmin: companyAdmin.cookie, office: office.cookie });

describe("a page in Bangla shows no English outside the shop's data and the allowed names, and writes its numbers in Bengali digits", () => {
  for (const route of Object.keys(webRoutes) as (keyof typeof webRoutes)[]) {
    it(`at ${webRoutes[route]}, for each of its readers`, async () => {
      for (const { reader, path: pagePath } of pages()[route]) {
        const cookie = readers()[reader];
        // Sent Emails lists each email's subject as it was sent, in its recipient's language: the shop's data.
        const sent = route === "sentEmails" ? await sentSubjects() : [];
        const page = await rawText(origin, `/bn${pagePath === "/" ? "" : pagePath}`, cookie ? { cookie } : {});
        const label = `/bn${pagePath} (${reader})`;
        expect(page.status, `${label}: ${page.body.slice(0, 200)}`).toBe(200);
        expect(page.body, label).toContain('<html lang="bn"');
        expect(strayEnglish(readableText(page.body), { data: [...englishData, ...sent], technical: technicalRoutes.has(route) }), `${label} shows English words`).toEqual([]);
        if (!technicalRoutes.has(route)) expect(latinNumbers(readableText(page.body, { placeholders: false }), { data: [...englishData, ...sent, ...typedNumbers] }), `${label} writes numbers in Latin digits`).toEqual([]);
      }
    });
  }

  it("covers every route of the web app", () => {
    expect(Object.keys(pages()).sort()).toEqual(Object.keys(webRoutes).sort());
  });
});

describe("the stray-English check", () => {
  it("finds English words in a page's text and its spoken attributes, not in its data, code, scripts or styles", () => {
    const html =
      '<title>যন্ত্রপাতি · AgroForge</title><div id="root"><a aria-label="Open order">খুলুন</a><img alt="ছবি" src="/images/x.svg"/>' +
      '<p>Garden Hoe কিনুন, SKU: AF-HOE-150, sales@agroforge.com.bd</p><script>const english = "words";</script><style>.a{color:red}</style><code>setState()</code>' +
      '<input placeholder="Search here"/></div>';
    expect(strayEnglish(readableText(html), { data: englishData })).toEqual(["Open", "order", "Search", "here"]);
    expect(strayEnglish("React নিয়ে লেখা", { data: englishData, technical: true })).toEqual([]);
    expect(strayEnglish("React নিয়ে লেখা", { data: englishData })).toEqual(["React"]);
    // A review cut short on its card is still the review.
    expect(strayEnglish(`${seedReviews[0]?.description.slice(0, 60) ?? ""}… ভালো`, { data: englishData })).toEqual([]);
  });

  it("finds numbers the shop wrote in Latin digits, not those of data as typed, references, examples or English data", () => {
    expect(latinNumbers("নিট ৳৫০.০০ VAT 15% ৳৭.৫০ মোট", { data: [] })).toEqual(["নিট ৳৫০.০০ VAT 15% ৳৭.৫০ মোট"]);
    expect(latinNumbers("কাজ 1 পিচফর্ক", { data: [] })).toEqual(["কাজ 1 পিচফর্ক"]);
    const typed = `ফোন 01712345678 অর্ডার 80228617 যেমন: AF-PFK-135 100 We ordered 150 pitchforks ${TEST_CARDS.success} VAT ১৫%`;
    expect(latinNumbers(typed, { data: ["01712345678"] })).toEqual([]);
    // An empty datum (a tool without a description) removes nothing; it must not split the text into letters.
    expect(latinNumbers("সারি 12 টি", { data: [""] })).toEqual(["সারি 12 টি"]);
  });
});

/**
 * The contract's names an API refusal quotes as they are, in any language: a header, the fields
 * and the media type a request must send.
 */
const requestNames = ["Idempotency-Key", "ASCII", "multipart/form-data", "file", "productId", "items", "application/json"];

/** The Latin words of an error answer's message and its fields' messages. */
function strayEnglishInAnswer(payload: string): string[] {
  const { error } = errorBodySchema.parse(JSON.parse(payload));
  const said = [error.message, ...(error.fields ?? []).map((field) => field.message)].join(" · ");
  return strayEnglish(said, { data: [...englishData, ...requestNames] });
}

describe("a refusal answered to a Bangla request shows no English", () => {
  /** One app whose sign-in limit is reached at the second try. */
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ throttle: { signInPerAddress: { max: 1, windowMs: 60_000 } } });
  });
  afterAll(() => limited.close());

  const signInTwice = async (headers: Record<string, string>) => {
    const ask = () => limited.app.inject({ method: "POST", url: "/api/auth/sign-in", headers, payload: { email: "nobody@agritools.example", password: "not-a-password" } });
    await ask();
    return ask();
  };
  const asked = (request: InjectOptions) => async (headers: Record<string, string>) => t.app.inject({ ...request, headers: { ...request.headers, ...headers } });

  /** A request of each family of refusal, with the status and the English it answers today. */
  const refusals = (): { family: string; status: number; english: RegExp; send: (headers: Record<string, string>) => ReturnType<typeof signInTwice> }[] => [
    { family: "a rate limit", status: 429, english: /^Too many sign-in attempts from your address; try again in \d+ (seconds?|minutes?)$/, send: signInTwice },
    {
      family: "an Idempotency-Key refused",
      status: 400,
      english: /^The Idempotency-Key header must be 1 to 255 printable ASCII characters$/,
      send: asked({ method: "POST", url: "/api/cart/merge", headers: { ...buyer.auth, "idempotency-key": "k".repeat(300) }, payload: { items: [] } }),
    },
    { family: "a role's refusal", status: 403, english: /^You may only ask about your own account$/, send: asked({ method: "GET", url: "/api/admin/someone-else@agritools.example", headers: buyer.auth }) },
    { family: "an upload refused", status: 400, english: /^Send the image as multipart\/form-data in the field file$/, send: asked({ method: "POST", url: "/api/uploads", headers: office.auth, payload: { file: "x" } }) },
    { family: "a payment refused", status: 409, english: /^This order is already paid$/, send: asked({ method: "POST", url: "/api/create-payment-intent", headers: buyer.auth, payload: { orderId: ids.paidOrder } }) },
    { family: "a route that does not exist", status: 404, english: /^No route for GET \/api\/no-such-thing$/, send: asked({ method: "GET", url: "/api/no-such-thing" }) },
    {
      family: "a body that is not JSON",
      status: 400,
      english: /JSON/,
      send: asked({ method: "POST", url: "/api/auth/sign-in", headers: { "content-type": "application/json" }, payload: "{" }),
    },
    {
      family: "a validation error naming its fields",
      status: 400,
      english: /^The request is invalid$/,
      send: asked({ method: "POST", url: "/api/contact", payload: { name: " ", email: "not-an-email", message: "x".repeat(CONTACT_MESSAGE_MAX_LENGTH + 1) } }),
    },
  ];

  it("for each family: English as the contract writes it, Bangla to a Bangla reader", async () => {
    for (const { family, status, english, send } of refusals()) {
      const inEnglish = await send({});
      expect(inEnglish.statusCode, `${family}: ${inEnglish.body}`).toBe(status);
      expect(errorBodySchema.parse(inEnglish.json()).error.message, family).toMatch(english);
      const inBangla = await send({ "accept-language": "bn" });
      expect(inBangla.statusCode, `${family}: ${inBangla.body}`).toBe(status);
      expect(strayEnglishInAnswer(inBangla.body), `${family}: ${inBangla.body}`).toEqual([]);
      // Said in Bangla, not dropped: each message still says something.
      expect(inBangla.body, family).toMatch(/[\u0980-\u09ff]/);
    }
  });
});
