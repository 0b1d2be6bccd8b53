import { checkoutSchema, exportReference, legalNotes, placeOrderResponseSchema, countryName, registrationMessages, taxMessages, toolSchema, type TaxTreatment, type Tool } from "@shop/contract";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessDetails, orders, shippingMethods, shippingZones, taxRates, taxRegistrations, tools } from "../src/db/schema";
import { createTestApp, signInAdmin, signUp, TEST_ADMIN_ENV, type SignedIn, type TestApp } from "./app";
import { expectError } from "./expect-error";
import { startViesStandIn } from "./stand-in";

/**
 * Issue 25's table over every pair: an EU seller (DE) and a seller outside the EU (BD); home, EU
 * business, EU consumer with and without OSS, export, collection. Each row is priced by the
 * checkout and placed, so the treatment, the rate and the legal mention are the ones the order
 * keeps (and the report and the journal read). The rule itself is the contract's
 * decideTreatment, with its own table; this one shows the server feeds it the right facts.
 */

type Shop = { t: TestApp; admin: SignedIn; consumer: SignedIn; business: SignedIn; unconfirmed: SignedIn; checked: SignedIn; tool: Tool; collect: string; post: string };

let vies: Awaited<ReturnType<typeof startViesStandIn>>;
const confirmed = new Set(["FR40303265045", "DE123456789"]);
let de: Shop;
let bd: Shop;

async function shopIn(country: string, currency: string, homeRate: number): Promise<Shop> {
  const t = await createTestApp({
    seed: false,
    env: { ...TEST_ADMIN_ENV, SHOP_COUNTRY: country, SHOP_CURRENCY: currency, SHOP_VAT_ID: `${country}999999999`, MAX_UNPAID_ORDERS: "1000", VAT_LOOKUP_URL: vies.url },
  });
  const admin = await signInAdmin(t);
  const db = t.database.db;
  const added = await t.app.inject({
    method: "POST",
    url: "/api/tools",
    headers: admin.auth,
    payload: { img: "/images/tools/garden-hoe.svg", name: "Table Hoe", description: "Taxed.", minimumOrderQuantity: 1, availableQuantity: 10_000, price: 100, weight: 1 },
  });
  const tool = toolSchema.parse(added.json<{ tool: unknown }>().tool);
  const [zone] = await db.insert(shippingZones).values({ name: "All", everywhereElse: true, position: 0 }).returning();
  if (!zone) throw new Error("no zone");
  const methods = await db
    .insert(shippingMethods)
    .values([
      { zoneId: zone.id, name: "Post", kind: "flat", flatCents: 1_000, position: 0 },
      { zoneId: zone.id, name: "Collect from the works", kind: "collect", position: 1 },
    ])
    .returning();
  await db.insert(taxRates).values([
    { country, name: "VAT", rateMillis: homeRate },
    { country: "FR", name: "TVA", rateMillis: 20_000 },
    { country: "DE", name: "MwSt", rateMillis: 19_000 },
  ].filter((rate, i, all) => all.findIndex((other) => other.country === rate.country) === i));
  const withVat = async (vatId: string | null, checkedByOffice = false) => {
    const who = await signUp(t.app);
    if (vatId) await db.insert(businessDetails).values({ userId: who.uid, companyName: `Co-op ${vatId}`, vatId, ...(checkedByOffice && { vatCheckedId: vatId, vatCheckedAt: new Date() }) });
    return who;
  };
  return {
    t,
    admin,
    consumer: await withVat(null),
    business: await withVat(country === "DE" ? "FR40303265045" : "DE123456789"),
    unconfirmed: await withVat("FR12345678901"),
    checked: await withVat("FR12345678901", true),
    tool,
    post: methods.find((m) => m.name === "Post")?.id ?? "",
    collect: methods.find((m) => m.name === "Collect from the works")?.id ?? "",
  };
}

beforeAll(async () => {
  vies = await startViesStandIn((vatId) => confirmed.has(vatId));
  de = await shopIn("DE", "EUR", 19_000);
  bd = await shopIn("BD", "USD", 15_000);
});
afterAll(async () => {
  await de.t.close();
  await bd.t.close();
  await vies.close();
});

type Buyer = "consumer" | "business" | "unconfirmed" | "checked";
interface Row {
  seller: "DE" | "BD";
  name: string;
  buyer: Buyer;
  country: string;
  collect?: boolean;
  oss?: boolean;
  treatment: TaxTreatment;
  /** Percent on the bill's one tax line. */
  rate: number;
  legalNote: string;
}

const art138 = legalNotes.intraCommunity;
const deExport = legalNotes.export(exportReference("DE"));
const bdExport = legalNotes.export(exportReference("BD"));

const rows: Row[] = [
  { seller: "DE", name: "home consumer", buyer: "consumer", country: "DE", treatment: "domestic", rate: 19, legalNote: "" },
  { seller: "DE", name: "EU business, VIES-confirmed", buyer: "business", country: "FR", treatment: "intra_community", rate: 0, legalNote: art138 },
  { seller: "DE", name: "EU business, ID checked by the office", buyer: "checked", country: "FR", treatment: "intra_community", rate: 0, legalNote: art138 },
  { seller: "DE", name: "EU business whose ID VIES does not confirm: a business, taxed at home", buyer: "unconfirmed", country: "FR", treatment: "domestic", rate: 19, legalNote: "" },
  { seller: "DE", name: "EU consumer without OSS: the home rate", buyer: "consumer", country: "FR", treatment: "domestic", rate: 19, legalNote: "" },
  { seller: "DE", name: "EU consumer under OSS: the destination's rate", buyer: "consumer", country: "FR", oss: true, treatment: "distance_sale", rate: 20, legalNote: legalNotes.distanceSale("FR") },
  { seller: "DE", name: "export", buyer: "business", country: "US", treatment: "export", rate: 0, legalNote: deExport },
  { seller: "DE", name: "collection, whatever country was typed", buyer: "consumer", country: "US", collect: true, treatment: "domestic", rate: 19, legalNote: "" },
  { seller: "BD", name: "home consumer", buyer: "consumer", country: "BD", treatment: "domestic", rate: 15, legalNote: "" },
  { seller: "BD", name: "EU business, VIES-confirmed: an export", buyer: "business", country: "DE", treatment: "export", rate: 0, legalNote: bdExport },
  { seller: "BD", name: "EU consumer: an export", buyer: "consumer", country: "DE", treatment: "export", rate: 0, legalNote: bdExport },
  { seller: "BD", name: "EU consumer with OSS registered: still an export", buyer: "consumer", country: "FR", oss: true, treatment: "export", rate: 0, legalNote: bdExport },
  { seller: "BD", name: "export outside the EU", buyer: "consumer", country: "US", treatment: "export", rate: 0, legalNote: bdExport },
  { seller: "BD", name: "collection, whatever country was typed", buyer: "consumer", country: "DE", collect: true, treatment: "domestic", rate: 15, legalNote: "" },
];

const shipping = { name: "Table Buyer", phone: "0123456789", address: "Farm Road 1" };

describe("the tax of every pair of seller and sale, as priced and as kept on the order", () => {
  it.each(rows)("$seller seller, $name: $treatment at $rate %", async (row) => {
    const shop = row.seller === "DE" ? de : bd;
    const who = shop[row.buyer];
    const oss = row.oss ? (await shop.t.database.db.insert(taxRegistrations).values({ kind: "oss", vatId: `${row.seller}OSS1` }).returning())[0] : undefined;
    try {
      const payload = { productId: shop.tool._id, quantity: 2, country: row.country, shippingMethodId: row.collect ? shop.collect : shop.post };
      const answer = await shop.t.app.inject({ method: "POST", url: "/api/checkout", headers: who.auth, payload });
      expect(answer.statusCode, answer.body).toBe(200);
      const { bill } = checkoutSchema.parse(answer.json());
      expect(bill).toMatchObject({ treatment: row.treatment, legalNote: row.legalNote });
      expect(bill.taxLines.map((line) => line.rate)).toEqual([row.rate]);
      // 2 × 100.00 and 10.00 of post (nothing to collect), taxed once at the rate.
      const net = 200 + (row.collect ? 0 : 10);
      expect(bill.tax).toBe(Math.round(net * row.rate) / 100);

      const placed = await shop.t.app.inject({ method: "POST", url: "/api/orders", headers: who.auth, payload: { ...shipping, ...payload } });
      expect(placed.statusCode, placed.body).toBe(201);
      const order = placeOrderResponseSchema.parse(placed.json()).order;
      expect(order.bill).toEqual(bill);
      const [kept] = await shop.t.database.db.select().from(orders).where(eq(orders.id, order._id));
      expect(kept).toMatchObject({ treatment: row.treatment, legalNote: row.legalNote, sellerVatId: row.oss && row.treatment === "distance_sale" ? `${row.seller}OSS1` : `${row.seller}999999999` });
      if (row.treatment === "intra_community") expect(kept?.buyerVatProof).toBe(row.buyer === "checked" ? "office" : "vies");
    } finally {
      if (oss) await shop.t.database.db.delete(taxRegistrations).where(eq(taxRegistrations.id, oss.id));
    }
  });
});

describe("a destination the set-up cannot tax", () => {
  it("is refused at checkout and when ordering, with the words, and nothing is written", async () => {
    const db = de.t.database.db;
    // OSS makes Austria a distance sale at Austria's rate, which the office has not set up.
    const [oss] = await db.insert(taxRegistrations).values({ kind: "oss", vatId: "DEOSS1" }).returning();
    const ordersBefore = (await db.select({ n: count() }).from(orders))[0]?.n;
    const stockBefore = (await db.select().from(tools).where(eq(tools.id, de.tool._id)))[0]?.availableQuantity;
    try {
      const payload = { productId: de.tool._id, quantity: 2, country: "AT", shippingMethodId: de.post };
      const preview = await de.t.app.inject({ method: "POST", url: "/api/checkout", headers: de.consumer.auth, payload });
      expect(expectError(preview, 409, "conflict").error.message).toBe(taxMessages.cannotTax(countryName("AT")));
      const placed = await de.t.app.inject({ method: "POST", url: "/api/orders", headers: de.consumer.auth, payload: { ...shipping, ...payload } });
      expect(expectError(placed, 409, "conflict").error.message).toBe(taxMessages.cannotTax(countryName("AT")));
      expect((await db.select({ n: count() }).from(orders))[0]?.n).toBe(ordersBefore);
      expect((await db.select().from(tools).where(eq(tools.id, de.tool._id)))[0]?.availableQuantity).toBe(stockBefore);
      // The office's tax page names it.
      const page = await de.t.app.inject({ url: "/api/tax-registrations", headers: de.admin.auth });
      expect(page.json()).toMatchObject({ home: { country: "DE", vatId: "DE999999999" }, vatLookup: true });
      expect(page.json<{ problems: string[] }>().problems).toContain(registrationMessages.noRate(countryName("AT")));
      expect(page.json<{ problems: string[] }>().problems).not.toContain(registrationMessages.noRate(countryName("FR")));
    } finally {
      if (oss) await db.delete(taxRegistrations).where(eq(taxRegistrations.id, oss.id));
    }
  });
});

describe("the office's check of a VAT ID by hand", () => {
  it("lists the buyers who keep a VAT ID, marks one checked so it exempts, refuses an ID that changed meanwhile with nothing written, and undoes", async () => {
    const { t, admin } = de;
    const buyer = await signUp(t.app);
    await t.database.db.insert(businessDetails).values({ userId: buyer.uid, companyName: "Ferme du Lac", vatId: "FR99999999999" });
    const list = async () => (await t.app.inject({ url: "/api/profile/vat-ids?page=1&limit=100", headers: admin.auth })).json<{ email: string; vatId: string; vatCheckedAt: string | null }[]>();
    // Most recently changed first; a buyer without a VAT ID is not listed.
    expect((await list())[0]).toEqual({ email: buyer.email, companyName: "Ferme du Lac", vatId: "FR99999999999", vatCheckedAt: null });
    expect((await list()).map((row) => row.email)).not.toContain(de.consumer.email);

    const check = (vatId: string) => t.app.inject({ method: "PUT", url: `/api/profile/${buyer.email}/vat-check`, headers: admin.auth, payload: { vatId } });
    const before = await t.database.db.select().from(businessDetails).where(eq(businessDetails.userId, buyer.uid));
    expectError(await check("FR11111111111"), 409, "conflict");
    expect(await t.database.db.select().from(businessDetails).where(eq(businessDetails.userId, buyer.uid))).toEqual(before);

    expect((await check("fr 99 999 999 999")).statusCode).toBe(204);
    expect((await list()).find((row) => row.email === buyer.email)?.vatCheckedAt).toEqual(expect.any(String));
    const payload = { productId: de.tool._id, quantity: 1, country: "FR", shippingMethodId: de.post };
    const exempt = checkoutSchema.parse((await t.app.inject({ method: "POST", url: "/api/checkout", headers: buyer.auth, payload })).json());
    expect(exempt.bill.treatment).toBe("intra_community");

    expect((await t.app.inject({ method: "DELETE", url: `/api/profile/${buyer.email}/vat-check`, headers: admin.auth })).statusCode).toBe(204);
    const taxed = checkoutSchema.parse((await t.app.inject({ method: "POST", url: "/api/checkout", headers: buyer.auth, payload })).json());
    expect(taxed.bill.treatment).toBe("domestic");
  });
});

describe("issue 36, finding 1 and 2: the buyer's status and places outside the VAT area", () => {
  it("bills a German company with an office-checked VAT ID, delivered to France, at German VAT (art. 32), not under OSS", async () => {
    const { t, admin } = de;
    const db = t.database.db;
    const added = await t.app.inject({
      method: "POST",
      url: "/api/tools",
      headers: admin.auth,
      payload: { img: "/images/tools/garden-hoe.svg", name: "Company Harrow", description: "Taxed.", minimumOrderQuantity: 1, availableQuantity: 100, price: 1_020, weight: 1 },
    });
    const harrow = toolSchema.parse(added.json<{ tool: unknown }>().tool);
    const company = await signUp(t.app);
    await db.insert(businessDetails).values({ userId: company.uid, companyName: "Muster Landtechnik GmbH", vatId: "DE123456789", vatCheckedId: "DE123456789", vatCheckedAt: new Date() });
    const [oss] = await db.insert(taxRegistrations).values({ kind: "oss", vatId: "DEOSS1" }).returning();
    try {
      // 2 × €1,020.00 and €10.00 of post: €2,050.00 net.
      const payload = { productId: harrow._id, quantity: 2, country: "FR", postalCode: "75001", shippingMethodId: de.post };
      const { bill } = checkoutSchema.parse((await t.app.inject({ method: "POST", url: "/api/checkout", headers: company.auth, payload })).json());
      expect(bill).toMatchObject({ treatment: "domestic", legalNote: "" });
      expect(bill.taxLines.map((line) => [line.rate, line.net, line.tax])).toEqual([[19, 2_050, 389.5]]);
      expect(bill.tax).toBe(389.5);

      // A named company whose VAT ID nobody confirmed is not a consumer either: the home rate, not OSS.
      const unconfirmed = checkoutSchema.parse((await t.app.inject({ method: "POST", url: "/api/checkout", headers: de.unconfirmed.auth, payload })).json()).bill;
      expect(unconfirmed).toMatchObject({ treatment: "domestic", legalNote: "" });
      expect(unconfirmed.taxLines.map((line) => line.rate)).toEqual([19]);

      const placed = await t.app.inject({ method: "POST", url: "/api/orders", headers: company.auth, payload: { ...shipping, ...payload } });
      expect(placed.statusCode, placed.body).toBe(201);
      const order = placeOrderResponseSchema.parse(placed.json()).order;
      const [kept] = await db.select().from(orders).where(eq(orders.id, order._id));
      expect(kept).toMatchObject({ treatment: "domestic", taxCountry: "DE", sellerVatId: "DE999999999" });
    } finally {
      if (oss) await db.delete(taxRegistrations).where(eq(taxRegistrations.id, oss.id));
    }
  });

  it.each([
    { place: "the Canary Islands", country: "ES", postalCode: "35001" },
    { place: "Heligoland", country: "DE", postalCode: "27498" },
  ])("exports to $place ($country $postalCode) exempt, whatever the country's rate", async ({ country, postalCode }) => {
    const { t } = de;
    const db = t.database.db;
    const [spain] = await db.insert(taxRates).values({ country: "ES", name: "IVA", rateMillis: 21_000 }).returning();
    const [oss] = await db.insert(taxRegistrations).values({ kind: "oss", vatId: "DEOSS1" }).returning();
    try {
      const payload = { productId: de.tool._id, quantity: 2, country, postalCode, shippingMethodId: de.post };
      const { bill } = checkoutSchema.parse((await t.app.inject({ method: "POST", url: "/api/checkout", headers: de.consumer.auth, payload })).json());
      expect(bill).toMatchObject({ treatment: "export", legalNote: deExport, tax: 0 });
      expect(deExport).toBe("Exempt export of goods (article 146 of Directive 2006/112/EC)");
      const placed = await t.app.inject({ method: "POST", url: "/api/orders", headers: de.consumer.auth, payload: { ...shipping, ...payload } });
      expect(placed.statusCode, placed.body).toBe(201);
      const [kept] = await db.select().from(orders).where(eq(orders.id, placeOrderResponseSchema.parse(placed.json()).order._id));
      expect(kept).toMatchObject({ treatment: "export", taxCountry: null, postalCode });
      // The office's CSV names the exempt line exempt, not 0 % (finding 12).
      const csv = await t.app.inject({ url: "/api/orders/export.csv", headers: de.admin.auth });
      expect(csv.body).toContain(`"VAT exempt: 0.00 on ${(bill.net).toFixed(2)}","export","${deExport}"`);
    } finally {
      if (oss) await db.delete(taxRegistrations).where(eq(taxRegistrations.id, oss.id));
      if (spain) await db.delete(taxRates).where(eq(taxRates.id, spain.id));
    }
  });
});
