import { formatCents, placeOrderResponseSchema, refundOrderResponseSchema, roundHalfUp, type Order } from "@shop/contract";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { billingSettings, creditNotes, discountCodes, emailOutbox, orderLines, orders, paymentIntents, shippingMethods, shippingZones, taxRates, tools } from "../src/db/schema";
import { createTestApp, payByTestCard, signInAdmin, signUp, TEST_ADMIN_ENV, type SignedIn, type TestApp } from "./app";
import { pdfText } from "./pdf";

/**
 * Issue 36, item 2 and finding 10: with prices that include tax the buyer pays the stickers to
 * the cent (charged, invoiced and emailed), and the credit notes of an invoice read
 * net × rate = tax on each row while never giving back more tax per rate than was charged.
 */

const DE_SHOP = { SHOP_NAME: "Sticker Hof GmbH", SHOP_ADDRESS: "Ackerweg 5, 10115 Berlin", SHOP_VAT_ID: "DE111111111", SHOP_COUNTRY: "DE", SHOP_CURRENCY: "EUR", SHOP_TIMEZONE: "Europe/Berlin" };
const ENV = { ...TEST_ADMIN_ENV, MAX_UNPAID_ORDERS: "1000", MAX_HELD_VALUE: "1000000", ...DE_SHOP };
const BUYER = { name: "Ada Bauer", phone: "0123456789", address: "Feldweg 7, Berlin", country: "DE", postalCode: "10115" };

let t: TestApp;
let admin: SignedIn;

async function addTool(name: string, priceCents: number, taxClass: "standard" | "reduced") {
  const [tool] = await t.database.db
    .insert(tools)
    .values({ name, description: "For the sticker tests.", img: "/images/tools/garden-hoe.svg", minimumOrderQuantity: 1, availableQuantity: 100_000, priceCents, taxClass })
    .returning();
  if (!tool) throw new Error("no tool");
  return tool.id;
}

async function placeAndPay(buyer: SignedIn, payload: Record<string, unknown>): Promise<Order> {
  const response = await t.app.inject({ method: "POST", url: "/api/orders", headers: buyer.auth, payload: { ...BUYER, ...payload } });
  expect(response.statusCode, response.body).toBe(201);
  const order = placeOrderResponseSchema.parse(response.json()).order;
  await payByTestCard(t.app, buyer, order._id);
  return order;
}

beforeAll(async () => {
  t = await createTestApp({ seed: false, env: ENV });
  admin = await signInAdmin(t);
  const db = t.database.db;
  const [zone] = await db.insert(shippingZones).values({ name: "Everywhere", everywhereElse: true, position: 0 }).returning();
  if (!zone) throw new Error("no zone");
  await db.insert(shippingMethods).values({ zoneId: zone.id, name: "Freight", estimate: "5 days", kind: "flat", flatCents: 12_000, position: 0 });
  await db.insert(taxRates).values({ country: "DE", name: "VAT", rateMillis: 19_000, reducedRateMillis: 7_000 });
  await db.insert(billingSettings).values({ id: 1, pricesIncludeTax: true });
  await db.insert(discountCodes).values({ code: "SPRING5", kind: "percent", percentBasisPoints: 500 });
});
afterAll(async () => {
  await t.close();
});

describe("prices with tax: the sticker holds (issue 36, item 2)", () => {
  it("charges, invoices and emails the stickers to the cent: goods €3,047.80, SPRING5 −€152.40, freight €120.00 make €3,015.40", async () => {
    const spade = await addTool("Sticker Spade", 1_450, "standard");
    const seed = await addTool("Sticker Seed Drill", 303_330, "reduced");
    const buyer = await signUp(t.app, { name: "Ada" });
    const order = await placeAndPay(buyer, { items: [{ productId: spade, quantity: 1 }, { productId: seed, quantity: 1 }], discountCode: "SPRING5" });
    // What the buyer saw: the stickers, less the code, plus the freight.
    const stickers = 1_450 + 303_330 - 15_240 + 12_000;
    expect(stickers).toBe(301_540);

    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({ priceCents: stickers, discountCents: 15_240, shippingCents: 12_000 });
    expect((row?.netCents ?? 0) + (row?.taxCents ?? 0)).toBe(stickers);
    const [intent] = await t.database.db.select().from(paymentIntents).where(eq(paymentIntents.orderId, order._id));
    expect(intent?.amountCents).toBe(stickers);

    const invoice = await t.app.inject({ url: `/api/orders/${order._id}/invoice.pdf`, headers: buyer.auth });
    expect(invoice.statusCode).toBe(200);
    const text = await pdfText(invoice.rawPayload);
    expect(text).toContain(`Total\n${formatCents(stickers, "EUR")}`);
    expect(text).not.toContain(formatCents(stickers + 1, "EUR"));

    const [mail] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.eventKey, `order-paid:${order._id}`));
    expect(mail?.textBody).toContain(`We received your payment of ${formatCents(stickers, "EUR")}`);
    expect(mail?.textBody).not.toContain(formatCents(stickers + 1, "EUR"));
  });
});

describe("credit notes: net × rate = tax per row, never more tax back than charged (issue 36, finding 10)", () => {
  it("partial notes read net × rate = tax; the last takes the rest, and the tax given back per rate is the tax charged", async () => {
    // Prices with tax at 19 %: units of €11.99 and €3.33, refunded a unit at a time.
    const hoe = await addTool("Rows Hoe", 1_199, "standard");
    const rake = await addTool("Rows Rake", 333, "standard");
    const buyer = await signUp(t.app, { name: "Bea" });
    const order = await placeAndPay(buyer, { items: [{ productId: hoe, quantity: 7 }, { productId: rake, quantity: 3 }] });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order._id));
    if (!row) throw new Error("no order");
    const refund = async (payload: Record<string, unknown>) => {
      const response = await t.app.inject({ method: "POST", url: `/api/orders/${order._id}/refund`, headers: admin.auth, payload: { reason: "returned", ...payload } });
      expect(response.statusCode, response.body).toBe(200);
      return refundOrderResponseSchema.parse(response.json());
    };
    await refund({ lines: [{ position: 0, quantity: 1 }, { position: 1, quantity: 1 }] });
    await refund({ lines: [{ position: 0, quantity: 2 }, { position: 1, quantity: 1 }] });
    await refund({ lines: [{ position: 0, quantity: 3 }], shipping: true });
    const notes = await t.database.db.select().from(creditNotes).where(eq(creditNotes.orderId, order._id)).orderBy(asc(creditNotes.number));
    expect(notes).toHaveLength(3);
    for (const note of notes.slice(0, -1)) {
      for (const rate of note.taxLines) expect(rate.taxCents, `note ${String(note.number)} at ${String(rate.rateMillis)}`).toBe(roundHalfUp(rate.netCents * rate.rateMillis, 100_000));
      expect(note.taxCents).toBe(note.taxLines.reduce((sum, rate) => sum + rate.taxCents, 0));
      expect(note.taxCents).toBe(note.lines.reduce((sum, line) => sum + line.taxCents, note.shippingTaxCents));
    }
    await refund({});
    const all = await t.database.db.select().from(creditNotes).where(eq(creditNotes.orderId, order._id)).orderBy(asc(creditNotes.number));
    expect(all).toHaveLength(4);
    for (const charged of row.taxLines) {
      const given = all.flatMap((note) => note.taxLines.filter((rate) => rate.rateMillis === charged.rateMillis));
      expect(given.reduce((sum, rate) => sum + rate.taxCents, 0)).toBe(charged.taxCents);
      expect(given.reduce((sum, rate) => sum + rate.netCents, 0)).toBe(charged.netCents);
    }
    expect(all.reduce((sum, note) => sum + note.totalCents, 0)).toBe(row.priceCents);
  });
});

describe("a discounted line multiplies to its figures (issue 36, finding 13)", () => {
  it("prices without tax: the line reads its net unit × quantity, and the code's share of the line follows as its own figure", async () => {
    await t.database.db.update(billingSettings).set({ pricesIncludeTax: false }).where(eq(billingSettings.id, 1));
    try {
      const spade = await addTool("Unit Spade", 1_005, "standard");
      const buyer = await signUp(t.app, { name: "Cem" });
      const order = await placeAndPay(buyer, { items: [{ productId: spade, quantity: 2 }], discountCode: "SPRING5" });
      const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order._id));
      // 5 % of 20.10 is 1.005, rounded per line to 1.01: the line's net is 19.09, which no unit price times 2 gives.
      expect(row).toMatchObject({ discountCents: 101, netCents: 1_909 + 12_000 });
      const invoice = await t.app.inject({ url: `/api/orders/${order._id}/invoice.pdf`, headers: buyer.auth });
      const text = await pdfText(invoice.rawPayload);
      const money = (cents: number) => formatCents(cents, "EUR");
      expect(text).toContain(["2", "Unit Spade", "19%", money(1_005), money(2_010)].join("\n"));
      expect(text).toContain(["Discount (SPRING5)", money(-101)].join("\n"));
      expect(text).not.toContain("9.545");
    } finally {
      await t.database.db.update(billingSettings).set({ pricesIncludeTax: true }).where(eq(billingSettings.id, 1));
    }
  });

  it("prices with tax: the line reads its price with tax × quantity, the code's share and what is left, and its net with no net unit price", async () => {
    const spade = await addTool("Gross Spade", 1_005, "standard");
    const buyer = await signUp(t.app, { name: "Dora" });
    const order = await placeAndPay(buyer, { items: [{ productId: spade, quantity: 2 }], discountCode: "SPRING5" });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order._id));
    if (!row) throw new Error("no order");
    // €20.10 with tax less 5 % (€1.005, rounded to €1.01) is €19.09 with tax; with the freight's
    // €120.00 the rate's €139.09 holds €22.21 of tax: the line's net is its share of the €116.88 net.
    expect(row).toMatchObject({ discountCents: 101, priceCents: 1_909 + 12_000 });
    const [line] = await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, order._id));
    if (!line) throw new Error("no line");
    const invoice = await t.app.inject({ url: `/api/orders/${order._id}/invoice.pdf`, headers: buyer.auth });
    expect(invoice.statusCode).toBe(200);
    const text = await pdfText(invoice.rawPayload);
    const money = (cents: number) => formatCents(cents, "EUR");
    // The line: no net unit price (none multiplies to its net), its net in the net column.
    expect(text).toContain(["2", "Gross Spade", "19%", "-", money(line.netCents)].join("\n"));
    // Beneath it, what the buyer saw, each figure exact: 2 × 10.05 = 20.10; 20.10 − 1.01 = 19.09.
    expect(text).toContain([`Price with tax: 2 × ${money(1_005)} = ${money(2_010)}`, `Discount (SPRING5): ${money(-101)}`, `With tax after the discount: ${money(1_909)}`].join("\n"));
    // No four-decimal unit, and the net column adds to the total net: the line and the freight.
    expect(text).not.toMatch(/€\d+\.\d{3,}/);
    expect(line.netCents + row.shippingNetCents).toBe(row.netCents);
    expect(text).toContain(`Total net\n${money(row.netCents)}`);
    expect(text).toContain(`Total\n${money(row.priceCents)}`);
    expect(text).toContain("A discounted line shows its price with tax");
    // The email's bill adds up the same figures: 20.10 − 1.01 + 120.00 = 139.09 = net + tax.
    const [mail] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.eventKey, `order-paid:${order._id}`));
    expect(mail?.textBody).toContain([`Subtotal: ${money(2_010)}`, `Discount (SPRING5): ${money(-101)}`, `Shipping: Freight: ${money(12_000)}`, `Net: ${money(row.netCents)}`].join("\n"));
    expect(row.netCents + row.taxCents).toBe(2_010 - 101 + 12_000);
  });
});
