import { eq } from "drizzle-orm";
import { billingSettingsSchema, shippingMessages, taxRateListSchema, taxRateSchema, type TaxRate } from "@shop/contract";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { billingSettings, taxRates } from "../src/db/schema";
import { pricesIncludeTax, ratesFor } from "../src/modules/billing/taxes";
import { createTestApp, signInAdmin, signUp, TEST_ADMIN_ENV, type SignedIn, type TestApp } from "./app";
import { expectError, expectFieldErrors, rowsOf } from "./expect-error";

let t: TestApp;
let admin: SignedIn;
let customer: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ env: TEST_ADMIN_ENV, seed: false });
  admin = await signInAdmin(t);
  customer = await signUp(t.app);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(taxRates);
  await t.database.db.delete(billingSettings);
});

type Who = SignedIn | null;
const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, who: Who = admin, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: who ? { authorization: `Bearer ${who.token}` } : {}, ...(payload ? { payload } : {}) });

async function addRate(body: Record<string, unknown>): Promise<TaxRate> {
  const response = await call("POST", "/api/tax-rates", admin, body);
  expect(response.statusCode, response.body).toBe(201);
  return taxRateSchema.parse(response.json());
}

const snapshot = async () => Promise.all([rowsOf(t, taxRates), t.database.db.select().from(billingSettings)]);

describe("tax rates", () => {
  it("are added, listed, edited and deleted by an admin", async () => {
    const ny = await addRate({ country: "us", region: "New York City", postalPrefixes: "100, 101, 1 02", name: "Sales tax", rate: "8.875" });
    expect(ny).toEqual({ _id: expect.any(String), country: "US", region: "New York City", postalPrefixes: ["100", "101", "102"], name: "Sales tax", rate: 8.875, reducedRate: null });
    const [row] = await t.database.db.select().from(taxRates);
    expect(row).toMatchObject({ rateMillis: 8875, postalPrefixes: ["100", "101", "102"] });
    const de = await addRate({ country: "DE", name: "VAT", rate: 19, reducedRate: "7" });
    expect(de).toMatchObject({ region: null, postalPrefixes: [], rate: 19, reducedRate: 7 });
    expect((await t.database.db.select().from(taxRates).where(eq(taxRates.country, "DE")))[0]?.reducedRateMillis).toBe(7_000);
    const us = await addRate({ country: "US", region: "", postalPrefixes: [], name: "Sales tax", rate: 0 });

    const list = taxRateListSchema.parse((await call("GET", "/api/tax-rates")).json());
    expect(list.map((rate) => [rate.country, rate.region])).toEqual([
      ["DE", null],
      ["US", null],
      ["US", "New York City"],
    ]);

    const edited = await call("PUT", `/api/tax-rates/${de._id}`, admin, { country: "DE", name: "MwSt", rate: 7 });
    expect(edited.statusCode, edited.body).toBe(200);
    // A PUT replaces the rate whole: a reduced rate left out is none.
    expect(edited.json()).toEqual({ ...de, name: "MwSt", rate: 7, reducedRate: null });

    expect((await call("DELETE", `/api/tax-rates/${us._id}`)).json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expectError(await call("DELETE", `/api/tax-rates/${us._id}`), 404, "not_found");
    expectError(await call("PUT", `/api/tax-rates/${us._id}`, admin, { country: "US", name: "Sales tax", rate: 1 }), 404, "not_found");
  });

  it("refuses a second rate for a country and region (409) and invalid rates (400), changing nothing", async () => {
    const de = await addRate({ country: "DE", name: "VAT", rate: 19 });
    const ny = await addRate({ country: "US", region: "NYC", postalPrefixes: ["100"], name: "Sales tax", rate: 8.875 });
    const before = await snapshot();

    const again = expectError(await call("POST", "/api/tax-rates", admin, { country: "de", name: "VAT", rate: 7 }), 409, "conflict");
    expect(again.error.message).toBe(shippingMessages.duplicateRate("Germany"));
    expectError(await call("POST", "/api/tax-rates", admin, { country: "US", region: "NYC", postalPrefixes: "101", name: "Tax", rate: 4 }), 409, "conflict");
    expectError(await call("PUT", `/api/tax-rates/${ny._id}`, admin, { country: "DE", name: "VAT", rate: 7 }), 409, "conflict");

    expectFieldErrors(await call("POST", "/api/tax-rates", admin, { country: "XX", name: "VAT", rate: 5 }), ["body.country"]);
    expectFieldErrors(await call("POST", "/api/tax-rates", admin, { country: "FR", name: "VAT", rate: 100.5 }), ["body.rate"]);
    expectFieldErrors(await call("POST", "/api/tax-rates", admin, { country: "FR", name: "VAT", rate: -1 }), ["body.rate"]);
    expectFieldErrors(await call("POST", "/api/tax-rates", admin, { country: "FR", name: "VAT", rate: 5.0001 }), ["body.rate"]);
    expectFieldErrors(await call("POST", "/api/tax-rates", admin, { country: "FR", name: "", rate: 5 }), ["body.name"]);
    expectFieldErrors(await call("POST", "/api/tax-rates", admin, { country: "FR", postalPrefixes: ["75"], name: "VAT", rate: 5 }), ["body.region"]);
    expectFieldErrors(await call("POST", "/api/tax-rates", admin, { country: "FR", region: "Paris", name: "VAT", rate: 5 }), ["body.postalPrefixes"]);
    expectFieldErrors(await call("POST", "/api/tax-rates", admin, { country: "FR", region: "Paris", postalPrefixes: "75;76", name: "VAT", rate: 5 }), ["body.postalPrefixes"]);
    expectFieldErrors(await call("PUT", `/api/tax-rates/${de._id}`, admin, { country: "DE", name: "VAT" }), ["body.rate"]);
    expectFieldErrors(await call("PUT", "/api/billing-settings", admin, { pricesIncludeTax: "yes" }), ["body.pricesIncludeTax"]);
    expect(await snapshot()).toEqual(before);
  });

  it("answers 401 to visitors and 403 to customers, changing nothing", async () => {
    const de = await addRate({ country: "DE", name: "VAT", rate: 19 });
    const before = await snapshot();
    const calls: ["GET" | "POST" | "PUT" | "DELETE", string, Record<string, unknown>?][] = [
      ["GET", "/api/tax-rates"],
      ["POST", "/api/tax-rates", { country: "FR", name: "VAT", rate: 20 }],
      ["PUT", `/api/tax-rates/${de._id}`, { country: "DE", name: "VAT", rate: 0 }],
      ["DELETE", `/api/tax-rates/${de._id}`],
      ["GET", "/api/billing-settings"],
      ["PUT", "/api/billing-settings", { pricesIncludeTax: true }],
    ];
    for (const [method, url, body] of calls) {
      expectError(await call(method, url, null, body), 401, "unauthorized");
      expectError(await call(method, url, customer, body), 403, "forbidden");
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe("billing settings", () => {
  it("say prices exclude tax until the office saves otherwise", async () => {
    expect(await pricesIncludeTax(t.database.db)).toBe(false);
    expect(billingSettingsSchema.parse((await call("GET", "/api/billing-settings")).json())).toEqual({ pricesIncludeTax: false });
    const saved = await call("PUT", "/api/billing-settings", admin, { pricesIncludeTax: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ pricesIncludeTax: true });
    expect(await pricesIncludeTax(t.database.db)).toBe(true);
    expect((await call("PUT", "/api/billing-settings", admin, { pricesIncludeTax: false })).json()).toEqual({ pricesIncludeTax: false });
    expect((await call("GET", "/api/billing-settings")).json()).toEqual({ pricesIncludeTax: false });
    expect(await t.database.db.select().from(billingSettings)).toHaveLength(1);
  });
});

/** A place's standard rate, as the bill names it, or null where the shop keeps none. */
async function standard(db: TestApp["database"]["db"], country: string, postalCode: string) {
  const place = await ratesFor(db, country, postalCode);
  return place ? { name: place.name, rateMillis: place.rates.standard } : null;
}

describe("ratesFor", () => {
  it("takes the region with the longest postal prefix, else the country's rate, else none", async () => {
    const db = t.database.db;
    expect(await standard(db, "US", "10001")).toBeNull();
    await addRate({ country: "US", region: "New York State", postalPrefixes: "1", name: "Sales tax", rate: 4 });
    // A region alone is no country rate: an address outside it pays none.
    expect(await standard(db, "US", "90210")).toBeNull();
    await addRate({ country: "US", name: "Sales tax", rate: 0 });
    await addRate({ country: "US", region: "New York City", postalPrefixes: "100, 101", name: "NYC sales tax", rate: 8.875 });
    await addRate({ country: "GB", name: "VAT", rate: 20 });
    await addRate({ country: "GB", region: "Westminster", postalPrefixes: "SW1A", name: "Local VAT", rate: 17.5 });

    expect(await standard(db, "US", "10001")).toEqual({ name: "NYC sales tax", rateMillis: 8875 });
    expect(await standard(db, "US", "12345")).toEqual({ name: "Sales tax", rateMillis: 4000 });
    expect(await standard(db, "US", "90210")).toEqual({ name: "Sales tax", rateMillis: 0 });
    expect(await standard(db, "US", "")).toEqual({ name: "Sales tax", rateMillis: 0 });
    // Upper-cased and without spaces before matching.
    expect(await standard(db, "gb", "sw1a 1aa")).toEqual({ name: "Local VAT", rateMillis: 17_500 });
    expect(await standard(db, "GB", "EC1A 1BB")).toEqual({ name: "VAT", rateMillis: 20_000 });
    expect(await standard(db, "FR", "75001")).toBeNull();
  });
});
