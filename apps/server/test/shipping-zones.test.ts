import { shippingMessages, shippingMethodSchema, shippingPrice, shippingZoneListSchema, shippingZoneSchema, type ShippingZone } from "@shop/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { shippingMethods, shippingZones } from "../src/db/schema";
import { methodPricing, shippingOptionsFor } from "../src/modules/billing/zones";
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
// Each test starts from a shop without zones: "unconfigured" is a state of the whole table.
beforeEach(async () => {
  await t.database.db.delete(shippingZones);
});

type Who = SignedIn | null;
const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, who: Who = admin, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: who ? { authorization: `Bearer ${who.token}` } : {}, ...(payload ? { payload } : {}) });

async function addZone(body: Record<string, unknown>): Promise<ShippingZone> {
  const response = await call("POST", "/api/shipping-zones", admin, body);
  expect(response.statusCode, response.body).toBe(201);
  return shippingZoneSchema.parse(response.json());
}

async function addMethod(zoneId: string, body: Record<string, unknown>) {
  const response = await call("POST", `/api/shipping-zones/${zoneId}/methods`, admin, body);
  expect(response.statusCode, response.body).toBe(201);
  return shippingMethodSchema.parse(response.json());
}

const snapshot = async () => Promise.all([rowsOf(t, shippingZones), rowsOf(t, shippingMethods)]);

describe("shipping zones", () => {
  it("are added, listed with their methods, edited and deleted by an admin", async () => {
    const eu = await addZone({ name: "Europe", countries: ["fr", "DE", "de"] });
    expect(eu).toEqual({ _id: expect.any(String), name: "Europe", countries: ["DE", "FR"], everywhereElse: false, position: 0, methods: [] });
    const world = await addZone({ name: "World", everywhereElse: true });
    expect(world).toMatchObject({ countries: [], everywhereElse: true, position: 1 });

    const flat = await addMethod(eu._id, { name: "Standard", estimate: "3-5 working days", kind: "flat", flatPrice: "12.50", freeAbove: 500, freeUpToKg: "100" });
    expect(flat).toEqual({
      _id: expect.any(String),
      zoneId: eu._id,
      name: "Standard",
      estimate: "3-5 working days",
      kind: "flat",
      flatPrice: 12.5,
      bands: [],
      stepKg: null,
      stepPrice: null,
      freeAbove: 500,
      freeUpToKg: 100,
      position: 0,
    });
    const [flatRow] = await t.database.db.select().from(shippingMethods).where(eq(shippingMethods.id, flat._id));
    expect(flatRow).toMatchObject({ freeAboveCents: 50_000, freeUpToGrams: 100_000 });
    const freight = await addMethod(eu._id, {
      name: "Freight",
      kind: "weight",
      bands: [
        { upToKg: 30, price: 40 },
        { upToKg: "100.5", price: "90.99" },
      ],
      stepKg: 50,
      stepPrice: 25,
      // A field of another kind is ignored, not stored.
      flatPrice: 3,
    });
    expect(freight).toMatchObject({ kind: "weight", flatPrice: null, bands: [{ upToKg: 30, price: 40 }, { upToKg: 100.5, price: 90.99 }], stepKg: 50, stepPrice: 25, freeAbove: null, position: 1 });
    const [freightRow] = await t.database.db.select().from(shippingMethods).where(eq(shippingMethods.id, freight._id));
    expect(freightRow).toMatchObject({ bands: [{ upToGrams: 30_000, priceCents: 4000 }, { upToGrams: 100_500, priceCents: 9099 }], stepGrams: 50_000, stepCents: 2500, flatCents: null });

    const list = shippingZoneListSchema.parse((await call("GET", "/api/shipping-zones")).json());
    expect(list.map((zone) => zone.name)).toEqual(["Europe", "World"]);
    expect(list[0]?.methods.map((method) => method.name)).toEqual(["Standard", "Freight"]);

    const renamed = await call("PUT", `/api/shipping-zones/${eu._id}`, admin, { name: "EU", countries: ["DE", "FR", "IT"] });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(shippingZoneSchema.parse(renamed.json())).toMatchObject({ name: "EU", countries: ["DE", "FR", "IT"], position: 0, methods: [{ name: "Standard" }, { name: "Freight" }] });

    const collect = await call("PUT", `/api/shipping-zones/${eu._id}/methods/${flat._id}`, admin, { name: "Pick up", kind: "collect", freeAbove: 100, position: 5 });
    expect(collect.statusCode, collect.body).toBe(200);
    expect(collect.json()).toMatchObject({ name: "Pick up", kind: "collect", flatPrice: null, freeAbove: null, freeUpToKg: null, position: 5 });

    const gone = await call("DELETE", `/api/shipping-zones/${eu._id}/methods/${freight._id}`);
    expect(gone.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expectError(await call("DELETE", `/api/shipping-zones/${eu._id}/methods/${freight._id}`), 404, "not_found");
    // A method is reached through its own zone only.
    expectError(await call("PUT", `/api/shipping-zones/${world._id}/methods/${flat._id}`, admin, { name: "X", kind: "collect" }), 404, "not_found");

    const deleted = await call("DELETE", `/api/shipping-zones/${eu._id}`);
    expect(deleted.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expect(await t.database.db.select().from(shippingMethods)).toEqual([]);
    expectError(await call("DELETE", `/api/shipping-zones/${eu._id}`), 404, "not_found");
    expectError(await call("PUT", `/api/shipping-zones/${eu._id}`, admin, { name: "EU", countries: ["DE"] }), 404, "not_found");
    expectError(await call("POST", `/api/shipping-zones/${eu._id}/methods`, admin, { name: "X", kind: "collect" }), 404, "not_found");
  });

  it("refuses a duplicate name, a second everywhere else zone and a country already in a zone (409), changing nothing", async () => {
    const eu = await addZone({ name: "Europe", countries: ["DE", "FR"] });
    await addZone({ name: "World", everywhereElse: true });
    const before = await snapshot();

    const duplicate = expectError(await call("POST", "/api/shipping-zones", admin, { name: "europe", countries: ["IT"] }), 409, "conflict");
    expect(duplicate.error.message).toBe(shippingMessages.duplicateZone("europe"));
    const second = expectError(await call("POST", "/api/shipping-zones", admin, { name: "Rest", everywhereElse: true }), 409, "conflict");
    expect(second.error.message).toBe(shippingMessages.secondEverywhereElse("World"));
    const taken = expectError(await call("POST", "/api/shipping-zones", admin, { name: "Germany", countries: ["DE"] }), 409, "conflict");
    expect(taken.error.message).toBe(shippingMessages.countryInOtherZone("Germany", "Europe"));
    expectError(await call("PUT", `/api/shipping-zones/${eu._id}`, admin, { name: "World", countries: ["DE"] }), 409, "conflict");
    expectError(await call("PUT", `/api/shipping-zones/${eu._id}`, admin, { name: "Europe", countries: ["DE"], everywhereElse: true }), 409, "conflict");
    expect(await snapshot()).toEqual(before);

    // Its own name and countries are no conflict with itself.
    const same = await call("PUT", `/api/shipping-zones/${eu._id}`, admin, { name: "Europe", countries: ["DE", "FR", "AT"] });
    expect(same.statusCode, same.body).toBe(200);
  });

  it("refuses invalid zones and methods (400) with the field at fault, changing nothing", async () => {
    const eu = await addZone({ name: "Europe", countries: ["DE"] });
    const before = await snapshot();
    expectFieldErrors(await call("POST", "/api/shipping-zones", admin, { name: "Nowhere", countries: [] }), ["body.countries"]);
    expectFieldErrors(await call("POST", "/api/shipping-zones", admin, { name: "Bad", countries: ["XX"] }), ["body.countries.0"]);
    expectFieldErrors(await call("POST", "/api/shipping-zones", admin, { name: " ", countries: ["IT"] }), ["body.name"]);
    const methods = `/api/shipping-zones/${eu._id}/methods`;
    expectFieldErrors(await call("POST", methods, admin, { name: "Flat", kind: "flat" }), ["body.flatPrice"]);
    expectFieldErrors(await call("POST", methods, admin, { name: "Flat", kind: "flat", flatPrice: 1.234 }), ["body.flatPrice"]);
    expectFieldErrors(await call("POST", methods, admin, { name: "Flat", kind: "flat", flatPrice: -1 }), ["body.flatPrice"]);
    expectFieldErrors(await call("POST", methods, admin, { name: "Heavy", kind: "weight", bands: [] }), ["body.bands"]);
    expectFieldErrors(
      await call("POST", methods, admin, {
        name: "Heavy",
        kind: "weight",
        bands: [
          { upToKg: 10, price: 5 },
          { upToKg: 10, price: 6 },
        ],
      }),
      ["body.bands.1.upToKg"],
    );
    expectFieldErrors(await call("POST", methods, admin, { name: "Heavy", kind: "weight", bands: [{ upToKg: 0, price: 5 }] }), ["body.bands.0.upToKg"]);
    expectFieldErrors(await call("POST", methods, admin, { name: "Heavy", kind: "weight", bands: [{ upToKg: 1.0005, price: 5 }] }), ["body.bands.0.upToKg"]);
    expectFieldErrors(await call("POST", methods, admin, { name: "Heavy", kind: "weight", bands: [{ upToKg: 10, price: 5 }], stepKg: 5 }), ["body.stepPrice"]);
    expectFieldErrors(await call("POST", methods, admin, { name: "Heavy", kind: "weight", bands: [{ upToKg: 10, price: 5 }], stepPrice: 5 }), ["body.stepKg"]);
    expectFieldErrors(await call("POST", methods, admin, { name: "Odd", kind: "teleport" }), ["body.kind"]);
    // Free only up to a weight means nothing without the value it is free above.
    const upToAlone = expectFieldErrors(await call("POST", methods, admin, { name: "Van", kind: "flat", flatPrice: 25, freeUpToKg: 100 }), ["body.freeUpToKg"]);
    expect(JSON.stringify(upToAlone)).toContain(shippingMessages.freeUpToNeedsFreeAbove);
    expectFieldErrors(await call("POST", methods, admin, { name: "Van", kind: "flat", flatPrice: 25, freeAbove: 1000, freeUpToKg: 0 }), ["body.freeUpToKg"]);
    expect(await snapshot()).toEqual(before);
  });

  it("answers 401 to visitors and 403 to customers, changing nothing", async () => {
    const eu = await addZone({ name: "Europe", countries: ["DE"] });
    const method = await addMethod(eu._id, { name: "Pick up", kind: "collect" });
    const before = await snapshot();
    const calls: [("GET" | "POST" | "PUT" | "DELETE"), string, Record<string, unknown>?][] = [
      ["GET", "/api/shipping-zones"],
      ["POST", "/api/shipping-zones", { name: "World", everywhereElse: true }],
      ["PUT", `/api/shipping-zones/${eu._id}`, { name: "Mine", countries: ["FR"] }],
      ["DELETE", `/api/shipping-zones/${eu._id}`],
      ["POST", `/api/shipping-zones/${eu._id}/methods`, { name: "Mine", kind: "collect" }],
      ["PUT", `/api/shipping-zones/${eu._id}/methods/${method._id}`, { name: "Mine", kind: "collect" }],
      ["DELETE", `/api/shipping-zones/${eu._id}/methods/${method._id}`],
    ];
    for (const [method, url, body] of calls) {
      expectError(await call(method, url, null, body), 401, "unauthorized");
      expectError(await call(method, url, customer, body), 403, "forbidden");
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe("shippingOptionsFor", () => {
  it("is unconfigured without zones, then finds the listing zone, the everywhere else zone, or none", async () => {
    const db = t.database.db;
    expect(await shippingOptionsFor(db, "DE")).toEqual({ kind: "unconfigured" });

    const eu = await addZone({ name: "Europe", countries: ["DE", "FR"] });
    // A zone without methods takes no orders yet.
    expect(await shippingOptionsFor(db, "DE")).toEqual({ kind: "outside" });
    const later = await addMethod(eu._id, { name: "Later", kind: "flat", flatPrice: 20, position: 2 });
    const first = await addMethod(eu._id, { name: "First", kind: "collect", position: 1 });
    const options = await shippingOptionsFor(db, "de");
    expect(options.kind).toBe("zone");
    if (options.kind !== "zone") return;
    expect(options.zone.id).toBe(eu._id);
    expect(options.methods.map((method) => method.id)).toEqual([first._id, later._id]);
    expect(await shippingOptionsFor(db, "US")).toEqual({ kind: "outside" });

    const world = await addZone({ name: "World", everywhereElse: true });
    await addMethod(world._id, { name: "Air", kind: "flat", flatPrice: 80 });
    const abroad = await shippingOptionsFor(db, "US");
    expect(abroad.kind === "zone" && abroad.zone.name).toBe("World");
    // A zone that names the country wins over everywhere else.
    const home = await shippingOptionsFor(db, "FR");
    expect(home.kind === "zone" && home.zone.name).toBe("Europe");
  });

  it("gives each method's pricing to the contract's shippingPrice", async () => {
    const eu = await addZone({ name: "Europe", countries: ["DE"] });
    await addMethod(eu._id, {
      name: "Freight",
      kind: "weight",
      bands: [
        { upToKg: 10, price: 15 },
        { upToKg: 30, price: 40 },
      ],
      stepKg: 10,
      stepPrice: 12.5,
      freeAbove: 1000,
    });
    const options = await shippingOptionsFor(t.database.db, "DE");
    if (options.kind !== "zone") throw new Error(`expected a zone, got ${options.kind}`);
    const [freight] = options.methods;
    if (!freight) throw new Error("the method is missing");
    const pricing = methodPricing(freight);
    expect(pricing).toEqual({ kind: "weight", flatCents: null, bands: [{ upToGrams: 10_000, priceCents: 1500 }, { upToGrams: 30_000, priceCents: 4000 }], stepGrams: 10_000, stepCents: 1250, freeAboveCents: 100_000, freeUpToGrams: null });
    expect(shippingPrice(pricing, 25_000, 50_000)).toBe(4000);
    expect(shippingPrice(pricing, 45_000, 50_000)).toBe(4000 + 2 * 1250);
    expect(shippingPrice(pricing, 45_000, 100_000)).toBe(0);
  });
});
