import { billMessages, dayIn, journalColumns, monthlyReportSchema, placeOrderResponseSchema } from "@shop/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, shippingMethods, shippingZones, taxRates, tools } from "../src/db/schema";
import { createTestApp, payByTestCard, signInAdmin, signUp, TEST_ADMIN_ENV, type SignedIn, type TestApp } from "./app";
import { pdfText } from "./pdf";
import { parseCsv } from "./csv";

/**
 * Issue 36 finding 7: a German shop's buyer with an address in the United States collects the
 * goods at the works. It is a supply at home: the invoice says "Collection at the works" (not
 * "Ships to … United States"), and the report and the journal export both book it under DE.
 */

const ZONE = "Europe/Berlin";
let t: TestApp;
let admin: SignedIn;
let buyer: SignedIn;
let hoe: string;
let collect: string;

beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    env: { ...TEST_ADMIN_ENV, SHOP_NAME: "Pflug & Egge GmbH", SHOP_ADDRESS: "Ackerweg 5, 10115 Berlin", SHOP_VAT_ID: "DE111111111", SHOP_COUNTRY: "DE", SHOP_CURRENCY: "EUR", SHOP_TIMEZONE: ZONE, MAX_UNPAID_ORDERS: "1000" },
  });
  const db = t.database.db;
  const [zone] = await db.insert(shippingZones).values({ name: "Everywhere", everywhereElse: true, position: 0 }).returning();
  if (!zone) throw new Error("no zone");
  const methods = await db
    .insert(shippingMethods)
    .values([
      { zoneId: zone.id, name: "Freight", estimate: "5 days", kind: "flat", flatCents: 2_500, position: 0 },
      { zoneId: zone.id, name: "Collect from the works", estimate: "ready in 2 days", kind: "collect", position: 1 },
    ])
    .returning();
  collect = methods.find((method) => method.kind === "collect")?.id ?? "";
  await db.insert(taxRates).values({ country: "DE", name: "MwSt", rateMillis: 19_000 });
  const [tool] = await db
    .insert(tools)
    .values({ name: "Works Hoe", sku: "WORKS-HOE", description: "Collected.", img: "/images/tools/garden-hoe.svg", minimumOrderQuantity: 1, availableQuantity: 1_000, priceCents: 10_000 })
    .returning();
  if (!tool) throw new Error("no tool");
  hoe = tool.id;
  admin = await signInAdmin(t);
  buyer = await signUp(t.app, { name: "Prairie Buyer" });
});
afterAll(() => t.close());


describe("a collection at the works by a buyer from the United States", () => {
  it("is printed as collection at the works and booked under the shop's home country in the report and the journal", async () => {
    const placed = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      headers: buyer.auth,
      payload: { name: "Prairie Buyer", phone: "+1 515 555 0100", address: "12 Prairie Road, Ames", country: "US", postalCode: "50010", productId: hoe, quantity: 2, shippingMethodId: collect },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placeOrderResponseSchema.parse(placed.json()).order;
    expect(order.bill).toMatchObject({ treatment: "domestic", legalNote: "" });
    await payByTestCard(t.app, buyer, order._id);
    const [kept] = await t.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(kept).toMatchObject({ collection: true, country: "US", taxCountry: "DE" });

    const pdf = await t.app.inject({ url: `/api/orders/${order._id}/invoice.pdf`, headers: buyer.auth });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(billMessages.collectedAtWorks("ready in 2 days"));
    expect(text).toContain("Collection at the works (ready in 2 days).");
    expect(text).not.toContain("Ships to");
    // The buyer's own address still names their country: it is who they are, not where the goods went.
    expect(text).toContain("50010 United States");

    const month = dayIn(new Date(), ZONE).slice(0, 7);
    const report = monthlyReportSchema.parse((await t.app.inject({ url: `/api/reports/monthly?from=${month}&to=${month}`, headers: admin.auth })).json());
    expect(report.byCountry.filter((row) => row.gross !== 0).map((row) => [row.country, row.rate, row.net, row.tax])).toEqual([["DE", 19, 200, 38]]);

    const journal = await t.app.inject({ url: `/api/reports/journal.csv?from=${month}&to=${month}`, headers: admin.auth });
    expect(journal.statusCode, journal.body).toBe(200);
    const [head, ...rows] = parseCsv(journal.body);
    const country = head?.indexOf(journalColumns.country) ?? -1;
    expect(country).toBeGreaterThanOrEqual(0);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((row) => row[country])).toEqual(rows.map(() => "DE"));
  });
});
