import { billLabels, billMessages, exportReference, formatDollars, legalNotes, mushakLabels, countryName, registrationMessages, taxMessages, checkoutSchema, orderDetailSchema, placeOrderResponseSchema, toolSchema, type Checkout, type Order, type Tool } from "@shop/contract";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { billingSettings, businessDetails, discountCodes, emailOutbox, quotes, discountRedemptions, orders, shippingMethods, shippingZones, taxRates, taxRegistrations, tools } from "../src/db/schema";
import { createTestApp, payByTestCard, PRODUCTION_ENV, signInAdmin, signUp, TEST_ADMIN_ENV, type SignedIn, type TestApp } from "./app";
import type { LightMyRequestResponse } from "fastify";
import { expectError, rowsOf } from "./expect-error";
import { pdfText } from "./pdf";
import { seedBilling } from "../src/db/seed-billing";
import { startViesStandIn } from "./stand-in";

/**
 * Issue 21 on the server: the bill of an order (shipping by zone and weight, tax per line,
 * reverse charge, codes), the same in the checkout's preview, the placed order, the payment,
 * the invoice and the CSV. The arithmetic's own table is in the contract (billing.test.ts).
 * The shop's country is BD (the default); a VIES stand-in answers for the VAT IDs.
 */
let t: TestApp;
let admin: SignedIn;
let buyer: SignedIn;
let vies: Awaited<ReturnType<typeof startViesStandIn>>;
/** VAT IDs the stand-in says are not registered. */
const unregistered = new Set<string>();
let hoe: Tool;
let plough: Tool;
let home: string;
let world: string;
const methods: Record<string, string> = {};

beforeAll(async () => {
  vies = await startViesStandIn((vatId) => !unregistered.has(vatId));
  const viesUrl = vies.url;
  t = await createTestApp({ seed: false, env: { ...TEST_ADMIN_ENV, MAX_UNPAID_ORDERS: "1000", MAX_HELD_VALUE: "1000000", VAT_LOOKUP_URL: viesUrl } });
  admin = await signInAdmin(t);
  buyer = await signUp(t.app);
  hoe = await addTool({ name: "Billing Hoe", price: 10.05, weight: 1.5 });
  plough = await addTool({ name: "Billing Plough", price: 400, weight: 120, priceBreaks: [{ minQuantity: 10, price: 360 }] });
  const db = t.database.db;
  const [homeZone] = await db.insert(shippingZones).values({ name: "Home", countries: ["BD"], position: 0 }).returning();
  const [worldZone] = await db.insert(shippingZones).values({ name: "World", everywhereElse: true, position: 1 }).returning();
  if (!homeZone || !worldZone) throw new Error("no zones");
  home = homeZone.id;
  world = worldZone.id;
  const inserted = await db
    .insert(shippingMethods)
    .values([
      { zoneId: home, name: "Van", estimate: "1-2 working days", kind: "flat", flatCents: 2_500, freeAboveCents: 100_000, position: 0 },
      { zoneId: home, name: "Collect from the works", kind: "collect", position: 1 },
      { zoneId: world, name: "Freight", estimate: "2-3 weeks", kind: "weight", bands: [{ upToGrams: 50_000, priceCents: 4_000 }, { upToGrams: 500_000, priceCents: 18_000 }], stepGrams: 100_000, stepCents: 3_000, position: 0 },
      { zoneId: world, name: "Parcel", estimate: "5 days", kind: "weight", bands: [{ upToGrams: 30_000, priceCents: 6_000 }], position: 1 },
    ])
    .returning();
  for (const method of inserted) methods[method.name] = method.id;
  await db.insert(taxRates).values([
    { country: "BD", name: "VAT", rateMillis: 15_000 },
    { country: "DE", name: "VAT", rateMillis: 19_000 },
    { country: "US", region: "California", postalPrefixes: ["90", "91"], name: "Sales tax", rateMillis: 8_875 },
  ]);
});
afterAll(async () => {
  await t.close();
  await vies.close();
});

let serial = 0;
async function addTool(overrides: Record<string, unknown>): Promise<Tool> {
  serial += 1;
  const response = await t.app.inject({
    method: "POST",
    url: "/api/tools",
    headers: admin.auth,
    payload: { img: "/images/tools/garden-hoe.svg", name: `Tool ${serial}`, description: "Billed.", minimumOrderQuantity: 1, availableQuantity: 100_000, price: 5, ...overrides },
  });
  expect(response.statusCode, response.body).toBe(201);
  return toolSchema.parse(response.json<{ tool: unknown }>().tool);
}

const shipping = { name: "Billing Buyer", phone: "0123456789", address: "Grain Store 1" };
const checkout = (payload: Record<string, unknown>, who: SignedIn = buyer) => t.app.inject({ method: "POST", url: "/api/checkout", headers: who.auth, payload });
async function preview(payload: Record<string, unknown>, who: SignedIn = buyer): Promise<Checkout> {
  const response = await checkout(payload, who);
  expect(response.statusCode, response.body).toBe(200);
  return checkoutSchema.parse(response.json());
}
const place = (payload: Record<string, unknown>, who: SignedIn = buyer) => t.app.inject({ method: "POST", url: "/api/orders", headers: who.auth, payload: { ...shipping, ...payload } });
async function placed(payload: Record<string, unknown>, who: SignedIn = buyer): Promise<Order> {
  const response = await place(payload, who);
  expect(response.statusCode, response.body).toBe(201);
  return placeOrderResponseSchema.parse(response.json()).order;
}
/** The contract's error body with this status and these words. */
function refused(response: LightMyRequestResponse, status: 400 | 409, message: string): void {
  const body = expectError(response, status, status === 400 ? "bad_request" : "conflict");
  expect(body.error.message).toBe(message);
}
const orderCount = async () => (await t.database.db.select({ n: count() }).from(orders))[0]?.n;
const stockOf = async (id: string) => (await t.database.db.select().from(tools).where(eq(tools.id, id)))[0]?.availableQuantity;

describe("shipping by zone, weight and value", () => {
  it("prices the home zone's flat rate, offers every method with its price, and takes the spec's body for the shop's country", async () => {
    const answer = await preview({ productId: hoe._id, quantity: 4 });
    expect(answer.country).toBe("BD");
    expect(answer.shippingOptions).toEqual([
      { id: methods.Van, name: "Van", estimate: "1-2 working days", price: 25 },
      { id: methods["Collect from the works"], name: "Collect from the works", estimate: "", price: 0 },
    ]);
    // 4 × 10.05 = 40.20, tax 15 % per line: 6.03; shipping 25 + 3.75.
    expect(answer.bill).toMatchObject({ goods: 40.2, shipping: { method: "Van", amount: 25, net: 25, tax: 3.75 }, net: 65.2, tax: 9.78, total: 74.98, weight: 6 });
    const order = await placed({ productId: hoe._id, quantity: 4 });
    expect(order.price).toBe(74.98);
    expect(order.bill).toEqual(answer.bill);
  });

  it("ships free above the threshold, and nothing to collect", async () => {
    expect((await preview({ productId: plough._id, quantity: 3 })).bill.shipping?.amount).toBe(0);
    expect((await preview({ productId: hoe._id, quantity: 1, shippingMethodId: methods["Collect from the works"] })).bill.shipping).toMatchObject({ method: "Collect from the works", amount: 0 });
  });

  it("prices weight bands abroad and a step per started 100 kg beyond the last; a method that cannot carry it is offered without a price", async () => {
    // 5 ploughs = 600 kg: the last band (500 kg, $180) and one started step ($30).
    const answer = await preview({ productId: plough._id, quantity: 5, country: "FR" });
    expect(answer.shippingOptions).toEqual([
      { id: methods.Freight, name: "Freight", estimate: "2-3 weeks", price: 210 },
      { id: methods.Parcel, name: "Parcel", estimate: "5 days", price: null },
    ]);
    expect(answer.bill.taxLines).toEqual([{ name: "VAT", rate: 0, net: 2_210, tax: 0 }]);
    expect(answer.bill.total).toBe(2_000 + 210);
    const refusal = await place({ productId: plough._id, quantity: 5, country: "FR", shippingMethodId: methods.Parcel });
    refused(refusal, 400, billMessages.chooseMethod);
  });

  it("refuses a country outside every zone with the quote offer, and changes nothing", async () => {
    await t.database.db.update(shippingZones).set({ everywhereElse: false, countries: ["FR", "DE"] }).where(eq(shippingZones.id, world));
    try {
      const [orders, stock] = [await orderCount(), await stockOf(hoe._id)];
      refused(await checkout({ productId: hoe._id, quantity: 1, country: "JP" }), 409, billMessages.outsideZones("Japan"));
      refused(await place({ productId: hoe._id, quantity: 1, country: "JP" }), 409, billMessages.outsideZones("Japan"));
      expect([await orderCount(), await stockOf(hoe._id)]).toEqual([orders, stock]);
    } finally {
      await t.database.db.update(shippingZones).set({ everywhereElse: true, countries: [] }).where(eq(shippingZones.id, world));
    }
  });

  it("refuses a method of another zone", async () => {
    refused(await place({ productId: hoe._id, quantity: 1, country: "DE", shippingMethodId: methods.Van }), 400, billMessages.chooseMethod);
  });
});

describe("tax", () => {
  const registerIn = async (...countries: string[]) => {
    const rows = await t.database.db
      .insert(taxRegistrations)
      .values(countries.map((country) => ({ kind: "country" as const, country, vatId: `${country}REG1` })))
      .returning();
    return async () => {
      for (const row of rows) await t.database.db.delete(taxRegistrations).where(eq(taxRegistrations.id, row.id));
    };
  };

  it("taxes at the destination's rate where the shop is registered, rounded once per rate, and the region's by postal code", async () => {
    const unregister = await registerIn("DE", "US");
    try {
      const germany = await preview({ items: [{ productId: hoe._id, quantity: 3 }, { productId: plough._id, quantity: 10 }], country: "DE", postalCode: "10115" });
      // Lines 30.15 and 3,600.00 (the 10+ break); 10 × 120 + 4.5 kg = 1,204.5 kg: $180 + 8 steps × $30 = $420.
      expect(germany.bill.shipping?.amount).toBe(420);
      // 19 % of 4,050.15 is 769.5285: rounded once, 769.53, and shared back over the lines and the shipping.
      expect(germany.bill).toMatchObject({ treatment: "distance_sale", net: 4_050.15, tax: 769.53, total: 4_819.68, taxLines: [{ name: "VAT", rate: 19, net: 4_050.15, tax: 769.53 }] });
      const linesTax = germany.lines.reduce((sum, line) => sum + Math.round(line.tax * 100), 0) + Math.round((germany.bill.shipping?.tax ?? 0) * 100);
      expect(linesTax).toBe(76_953);
      const california = await preview({ productId: hoe._id, quantity: 1, country: "US", postalCode: "90210" });
      expect(california.bill.taxLines).toEqual([{ name: "Sales tax", rate: 8.875, net: 10.05 + 40, tax: 4.44 }]);
      // Registered in the US but no rate kept for New York: refused, never 0 % by silence, and nothing written.
      const [orders, stock] = [await orderCount(), await stockOf(hoe._id)];
      refused(await checkout({ productId: hoe._id, quantity: 1, country: "US", postalCode: "10001" }), 409, taxMessages.cannotTax(countryName("US")));
      refused(await place({ productId: hoe._id, quantity: 1, country: "US", postalCode: "10001" }), 409, taxMessages.cannotTax(countryName("US")));
      expect([await orderCount(), await stockOf(hoe._id)]).toEqual([orders, stock]);
    } finally {
      await unregister();
    }
  });

  it("sells abroad as a zero-rated export where the shop is not registered, with the home country's reason", async () => {
    const answer = await preview({ productId: hoe._id, quantity: 2, country: "DE" });
    expect(answer.bill).toMatchObject({ treatment: "export", legalNote: legalNotes.export(exportReference("BD")), tax: 0, total: 20.1 + 40, taxLines: [{ name: "VAT", rate: 0, net: 60.1, tax: 0 }] });
  });

  it("charges the home rate on a collection, whatever country was typed", async () => {
    const [collect] = await t.database.db.insert(shippingMethods).values({ zoneId: world, name: "Collect (world)", kind: "collect", position: 9 }).returning();
    if (!collect) throw new Error("no method");
    try {
      const answer = await preview({ productId: hoe._id, quantity: 2, country: "US", postalCode: "10001", shippingMethodId: collect.id });
      // 15 % of 20.10 is 3.015: 3.02.
      expect(answer.bill).toMatchObject({ treatment: "domestic", legalNote: "", taxLines: [{ name: "VAT", rate: 15, net: 20.1, tax: 3.02 }] });
    } finally {
      await t.database.db.delete(shippingMethods).where(eq(shippingMethods.id, collect.id));
    }
  });

  it("with prices that include tax, charges the sticker price and shows the tax in it; an export takes the home rate off", async () => {
    await t.database.db.insert(billingSettings).values({ id: 1, pricesIncludeTax: true }).onConflictDoUpdate({ target: billingSettings.id, set: { pricesIncludeTax: true } });
    try {
      const answer = await preview({ productId: hoe._id, quantity: 10, shippingMethodId: methods["Collect from the works"] });
      expect(answer.bill).toMatchObject({ pricesIncludeTax: true, goods: 100.5, net: 87.39, tax: 13.11, total: 100.5 });
      // 100.50 holds 15 % of BD's VAT: 87.39 net; 40.00 of freight holds it too: 34.78.
      const exported = await preview({ productId: hoe._id, quantity: 10, country: "DE" });
      expect(exported.bill).toMatchObject({ treatment: "export", net: 87.39 + 34.78, tax: 0, total: 87.39 + 34.78 });
    } finally {
      await t.database.db.update(billingSettings).set({ pricesIncludeTax: false });
    }
  });

  it("taxes each tool by its class, and the shipping by the goods it carries", async () => {
    const seeds = await addTool({ name: "Billing Seeds", price: 100, weight: 1, taxClass: "reduced" });
    const manual = await addTool({ name: "Billing Manual", price: 100, weight: 1, taxClass: "zero" });
    // BD keeps no reduced rate yet: refused, and the office's tax page says why.
    refused(await checkout({ items: [{ productId: seeds._id, quantity: 1 }], shippingMethodId: methods.Van }), 409, taxMessages.cannotTax(countryName("BD")));
    const page = await t.app.inject({ url: "/api/tax-registrations", headers: admin.auth });
    expect(page.json<{ problems: string[] }>().problems).toContain(registrationMessages.noReducedRate(countryName("BD")));
    await t.database.db.update(taxRates).set({ reducedRateMillis: 7_500 }).where(eq(taxRates.country, "BD"));
    try {
      const answer = await preview({ items: [{ productId: hoe._id, quantity: 10 }, { productId: seeds._id, quantity: 1 }, { productId: manual._id, quantity: 1 }], shippingMethodId: methods.Van });
      // Goods 100.50 at 15 %, 100 at 7.5 %, 100 at 0 %; the van's 25.00 shared 8.36 / 8.32 / 8.32.
      expect(answer.bill.taxLines).toEqual([
        { name: "VAT", rate: 15, net: 108.86, tax: 16.33 },
        { name: "VAT", rate: 7.5, net: 108.32, tax: 8.12 },
        { name: "VAT", rate: 0, net: 108.32, tax: 0 },
      ]);
      expect(answer.bill.total).toBe(325.5 + 16.33 + 8.12);
    } finally {
      await t.database.db.update(taxRates).set({ reducedRateMillis: null }).where(eq(taxRates.country, "BD"));
      await t.database.db.update(tools).set({ archivedAt: new Date() }).where(eq(tools.id, seeds._id));
      await t.database.db.update(tools).set({ archivedAt: new Date() }).where(eq(tools.id, manual._id));
    }
  });

  it("keeps a buyer's business, VAT ID and its proof on the order as they were, and prints the export's reason on the invoice", async () => {
    const business = await signUp(t.app, { name: "EU Co-op" });
    await t.database.db.insert(businessDetails).values({ userId: business.uid, companyName: "Grüne Wiese eG", vatId: "de 123 456 789" });
    const order = await placed({ productId: hoe._id, quantity: 2, country: "DE" }, business);
    expect(order.bill).toMatchObject({ treatment: "export", buyerVatId: "DE123456789", tax: 0, taxLines: [{ name: "VAT", rate: 0, tax: 0 }] });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({ buyerCompany: "Grüne Wiese eG", buyerVatId: "DE123456789", buyerVatProof: "vies", treatment: "export", taxCountry: null });
    expect(row?.buyerVatCheckedAt).toBeInstanceOf(Date);
    await payByTestCard(t.app, business, order._id);
    await t.database.db.update(businessDetails).set({ vatId: null, companyName: null }).where(eq(businessDetails.userId, business.uid));
    const invoice = await t.app.inject({ url: `/api/orders/${order._id}/invoice.pdf`, headers: business.auth });
    const text = await pdfText(invoice.rawPayload);
    expect(text).toContain("Zero-rated export of goods");
    expect(text).toContain("DE123456789");
  });
});

describe("an offered quote", () => {
  it("is billed at its own price before it is accepted, and accepted at that very bill; nobody else may ask", async () => {
    const [quote] = await t.database.db
      .insert(quotes)
      .values({ userId: buyer.uid, email: buyer.email, toolId: plough._id, product: plough.name, quantity: 4, listUnitPriceCents: 40_000, status: "offered", unitPriceCents: 30_000, validUntil: "2999-01-01" })
      .returning();
    if (!quote) throw new Error("no quote");
    const answer = await preview({ quoteId: quote.id, country: "DE" });
    // 4 × $300 quoted, 480 kg: the last band ($180); an export from BD, zero-rated.
    expect(answer.bill).toMatchObject({ goods: 1_200, shipping: { method: "Freight", amount: 180 }, treatment: "export", tax: 0, total: 1_380 });
    const accepted = await t.app.inject({ method: "POST", url: `/api/quotes/${quote.id}/accept`, headers: buyer.auth, payload: { ...shipping, country: "DE" } });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(placeOrderResponseSchema.parse(accepted.json()).order.bill).toEqual(answer.bill);
    const stranger = await signUp(t.app);
    expectError(await checkout({ quoteId: quote.id }, stranger), 404, "not_found");
  });
});

describe("the bill goes everywhere the order goes", () => {
  it("charges the total, and prints shipping, the tax per rate and the total on the invoice, in the CSV and in the email", async () => {
    // Registered in Germany: German VAT on a distance sale.
    await t.database.db.insert(taxRegistrations).values({ kind: "country", country: "DE", vatId: "DE999999999" });
    const order = await placed({ items: [{ productId: hoe._id, quantity: 3 }, { productId: plough._id, quantity: 1 }], country: "DE", postalCode: "10115" });
    const intent = await t.app.inject({ method: "POST", url: "/api/create-payment-intent", headers: buyer.auth, payload: { orderId: order._id } });
    expect(intent.statusCode).toBe(200);
    const [stored] = await t.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(stored?.priceCents).toBe(Math.round((order.bill?.total ?? 0) * 100));
    await payByTestCard(t.app, buyer, order._id);
    const detail = orderDetailSchema.parse((await t.app.inject({ url: `/api/orders/${order._id}`, headers: buyer.auth })).json());
    expect(detail.payment?.amount).toBe(order.bill?.total);
    expect(detail.items?.map((line) => line.sku)).toEqual([hoe.sku, plough.sku]);
    const text = await pdfText((await t.app.inject({ url: `/api/orders/${order._id}/invoice.pdf`, headers: buyer.auth })).rawPayload);
    for (const words of ["Shipping: Freight", "Net", "VAT 19%", "Total", hoe.sku, "Ships to 10115 Germany"]) expect(text).toContain(words);
    const csv = await t.app.inject({ url: "/api/orders/export.csv", headers: admin.auth });
    expect(csv.body).toContain('"Tax lines"');
    expect(csv.body).toContain(`"VAT 19%: ${order.bill?.tax.toFixed(2)} on ${order.bill?.net.toFixed(2)}"`);
    // Issue 36 finding 11: the treatment and its legal note, no "Reverse charge" yes/no.
    expect(csv.body).toContain(`"VAT 19%: ${order.bill?.tax.toFixed(2)} on ${order.bill?.net.toFixed(2)}","${order.bill?.treatment}","${order.bill?.legalNote}",`);
    expect(csv.body).not.toContain('"Reverse charge"');
    const [mail] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.eventKey, `order-placed:${order._id}`));
    // Issue 25: each rate names the net it is on, so net × rate = tax reads on the row.
    expect(mail?.textBody).toContain(`VAT 19%: ${formatDollars(order.bill?.tax ?? 0)} on ${formatDollars(order.bill?.net ?? 0)}`);
    await t.database.db.delete(taxRegistrations);
  });

  it("reads a shipping that costs nothing as Free in the email and on the invoice, as the site does", async () => {
    // 10 ploughs: $3,600 of goods, above the $1,000 from which the home method ships free.
    const order = await placed({ productId: plough._id, quantity: 10 });
    expect(order.bill?.shipping).toMatchObject({ amount: 0 });
    const method = order.bill?.shipping?.method ?? "";
    const [mail] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.eventKey, `order-placed:${order._id}`));
    expect(mail?.textBody).toContain(`${billLabels.shipping}: ${method}: ${billLabels.free}`);
    await payByTestCard(t.app, buyer, order._id);
    const text = await pdfText((await t.app.inject({ url: `/api/orders/${order._id}/invoice.pdf`, headers: buyer.auth })).rawPayload);
    // Issue 36: the demo's seller is in Bangladesh, so its domestic invoice is a Mushak-6.3, whose
    // delivery row (quantity 1) reads Free as its unit price and value.
    expect(text).toContain(mushakLabels.form63);
    expect(text).toContain(mushakLabels.shipping(method).slice(0, 12));
    expect(text).toMatch(new RegExp(`\\n1\\n${billLabels.free}\\n${billLabels.free}\\n`));
  });
});

describe("discount codes", () => {
  async function code(values: Partial<typeof discountCodes.$inferInsert> & { code: string }) {
    const [row] = await t.database.db.insert(discountCodes).values({ kind: "percent", percentBasisPoints: 500, ...values }).returning();
    if (!row) throw new Error("no code");
    return row;
  }

  it("takes a code after the price breaks and before tax, and keeps it on the order", async () => {
    await code({ code: "SPRING5" });
    // 10 ploughs at the $360 break: 3,600.00, 5 % off: 180.00; shipping is free above $1,000.
    const order = await placed({ productId: plough._id, quantity: 10, discountCode: "spring5" });
    expect(order.bill).toMatchObject({ goods: 3_600, discount: { code: "SPRING5", amount: 180 }, shipping: { amount: 0 }, net: 3_420, tax: 513, total: 3_933 });
    expect(order.items?.[0]).toMatchObject({ discount: 180, net: 3_420, tax: 513 });
  });

  it("refuses an unknown, ended or out-of-scope code with the field, and changes nothing", async () => {
    await code({ code: "OVER", endsOn: "2020-01-31" });
    await code({ code: "OTHERTOOL", toolIds: [plough._id] });
    const before = [await orderCount(), await stockOf(hoe._id), await rowsOf(t, discountRedemptions)];
    for (const [text, status] of [["NOPE", 400], ["OVER", 400], ["OTHERTOOL", 400]] as const) {
      const response = await place({ productId: hoe._id, quantity: 1, discountCode: text });
      expect(response.statusCode, `${text}: ${response.body}`).toBe(status);
      expect(response.json<{ error: { fields?: { path: string }[] } }>().error.fields?.[0]?.path).toBe("body.discountCode");
    }
    expect([await orderCount(), await stockOf(hoe._id), await rowsOf(t, discountRedemptions)]).toEqual(before);
  });

  it("gives a use back when its order expires, and holds a limit of one use under concurrent checkouts", async () => {
    const once = await code({ code: "ONCE", maxUses: 1 });
    const buyers = await Promise.all(Array.from({ length: 5 }, (_, i) => signUp(t.app, { name: `Racer ${i}` })));
    const answers = await Promise.all(buyers.map((who) => place({ productId: hoe._id, quantity: 1, discountCode: "ONCE" }, who)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400, 400, 400, 400]);
    const uses = await t.database.db.select().from(discountRedemptions).where(eq(discountRedemptions.codeId, once.id));
    expect(uses).toHaveLength(1);
    // The order that used it lapses: the code may be used again.
    await t.database.db.update(orders).set({ status: "expired" }).where(eq(orders.id, uses[0]?.orderId ?? ""));
    expect((await place({ productId: hoe._id, quantity: 1, discountCode: "ONCE" }, buyers[1])).statusCode).toBe(201);
  });
});


describe("a live shop without its VAT number (issue 26)", () => {
  it("refuses the office's first tax rate, and writes nothing, until SHOP_VAT_ID is set", async () => {
    const live = await createTestApp({ seed: false, env: { ...TEST_ADMIN_ENV, ...PRODUCTION_ENV } });
    try {
      const office = await signInAdmin(live);
      const rate = { country: "BD", name: "VAT", rate: 15 };
      const refused = await live.app.inject({ method: "POST", url: "/api/tax-rates", headers: office.auth, payload: rate });
      expectError(refused, 409, "conflict");
      expect(refused.json<{ error: { message: string } }>().error.message).toBe(taxMessages.sellerVatIdMissing);
      expect(await live.database.db.select().from(taxRates)).toEqual([]);
    } finally {
      await live.close();
    }
    const registered = await createTestApp({ seed: false, env: { ...TEST_ADMIN_ENV, ...PRODUCTION_ENV, SHOP_VAT_ID: "004512789-0101" } });
    try {
      const office = await signInAdmin(registered);
      const answer = await registered.app.inject({ method: "POST", url: "/api/tax-rates", headers: office.auth, payload: { country: "BD", name: "VAT", rate: 15 } });
      expect(answer.statusCode, answer.body).toBe(201);
    } finally {
      await registered.close();
    }
  });
});

describe("the demo's billing set-up (SEED_DEMO=1)", () => {
  it("prices a 20 kg and a 4.5 t order believably: air only for a parcel, the van free above $1,000 only up to a tonne, freight by weight bands", async () => {
    const demo = await createTestApp({ env: TEST_ADMIN_ENV, billingDemo: true });
    try {
      const office = await signInAdmin(demo);
      const who = await signUp(demo.app);
      const tool = async (name: string, price: number) => {
        const response = await demo.app.inject({
          method: "POST",
          url: "/api/tools",
          headers: office.auth,
          payload: { img: "/images/tools/garden-hoe.svg", name, description: "Heavy.", minimumOrderQuantity: 1, availableQuantity: 1_000, price, weight: 20 },
        });
        expect(response.statusCode, response.body).toBe(201);
        return toolSchema.parse(response.json<{ tool: unknown }>().tool);
      };
      const anvil = await tool("Demo Anvil", 50);
      const press = await tool("Demo Press", 1_200);
      const options = async (productId: string, quantity: number, country: string) => {
        const answer = await demo.app.inject({ method: "POST", url: "/api/checkout", headers: who.auth, payload: { productId, quantity, country, postalCode: "1000" } });
        expect(answer.statusCode, answer.body).toBe(200);
        return Object.fromEntries(checkoutSchema.parse(answer.json()).shippingOptions.map((option) => [option.name, option.price]));
      };
      // null: the method cannot carry the order (the checkout offers it greyed out).
      const table = [
        { order: "20 kg at home, $50", productId: anvil._id, quantity: 1, country: "BD", prices: { "Van delivery": 25, "Freight by weight": 40, "Collect from the works": 0 } },
        { order: "20 kg at home, $1,200", productId: press._id, quantity: 1, country: "BD", prices: { "Van delivery": 0, "Freight by weight": 40, "Collect from the works": 0 } },
        { order: "1.2 t at home, $3,000: free only up to 1 t", productId: anvil._id, quantity: 60, country: "BD", prices: { "Van delivery": 95, "Freight by weight": 200 + 2 * 15, "Collect from the works": 0 } },
        { order: "4.5 t at home, $11,250: more than a van takes", productId: anvil._id, quantity: 225, country: "BD", prices: { "Van delivery": null, "Freight by weight": 200 + 35 * 15, "Collect from the works": 0 } },
        { order: "20 kg abroad", productId: anvil._id, quantity: 1, country: "DE", prices: { "Air parcel": 160, "Sea freight": 250, "Collect from the works": 0 } },
        { order: "4.5 t abroad", productId: anvil._id, quantity: 225, country: "DE", prices: { "Air parcel": null, "Sea freight": 900 + 35 * 70, "Collect from the works": 0 } },
      ];
      const answered = [];
      for (const row of table) answered.push({ order: row.order, prices: await options(row.productId, row.quantity, row.country) });
      expect(answered).toEqual(table.map((row) => ({ order: row.order, prices: row.prices })));
    } finally {
      await demo.close();
    }
  });

  it("ships at home and to the world three ways each, taxes at home, exports to the EU zero-rated, takes SPRING5, and is seeded only into empty tables", async () => {
    const demo = await createTestApp({ env: TEST_ADMIN_ENV, billingDemo: true });
    try {
      const who = await signUp(demo.app);
      const [tool] = (await demo.app.inject("/api/tools")).json<Tool[]>();
      if (!tool) throw new Error("no demo tool");
      const atHome = checkoutSchema.parse(
        (await demo.app.inject({ method: "POST", url: "/api/checkout", headers: who.auth, payload: { productId: tool._id, discountCode: "SPRING5" } })).json(),
      );
      expect(atHome.country).toBe("BD");
      expect(atHome.shippingOptions.map((option) => option.name)).toEqual(["Van delivery", "Freight by weight", "Collect from the works"]);
      expect(atHome.bill.taxLines.map((line) => [line.name, line.rate])).toEqual([["VAT", 15]]);
      expect(atHome.bill.discount?.code).toBe("SPRING5");
      const abroad = checkoutSchema.parse(
        (await demo.app.inject({ method: "POST", url: "/api/checkout", headers: who.auth, payload: { productId: tool._id, country: "DE", postalCode: "10115" } })).json(),
      );
      expect(abroad.shippingOptions.map((option) => option.name)).toEqual(["Air parcel", "Sea freight", "Collect from the works"]);
      // The demo is registered at home only: its sales abroad are zero-rated exports.
      expect(abroad.bill.treatment).toBe("export");
      expect(abroad.bill.taxLines.map((line) => [line.name, line.rate])).toEqual([["VAT", 0]]);
      // An office's own set-up is never overwritten by a restart.
      const before = await Promise.all([rowsOf(demo, shippingZones), rowsOf(demo, taxRates), rowsOf(demo, discountCodes)]);
      await seedBilling(demo.database.db, "BD");
      expect(await Promise.all([rowsOf(demo, shippingZones), rowsOf(demo, taxRates), rowsOf(demo, discountCodes)])).toEqual(before);
    } finally {
      await demo.close();
    }
  });
});
