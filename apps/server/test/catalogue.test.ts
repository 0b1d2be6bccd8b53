import { reviewListSchema, toolListSchema, toolSchema } from "@shop/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedReviews, seedTools } from "../src/db/seed-data";
import { seedDemo } from "../src/db/seed";
import { createTestApp, type TestApp } from "./app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/health", () => {
  it("answers ok", async () => {
    const response = await t.app.inject("/api/health");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
  });
});

describe("GET /api/tools", () => {
  it("lists the seeded catalogue as documents with _id and dollar prices", async () => {
    const response = await t.app.inject("/api/tools");
    expect(response.statusCode).toBe(200);
    const tools = toolListSchema.parse(response.json());
    expect(tools).toHaveLength(seedTools.length);
    expect(tools.length).toBeGreaterThanOrEqual(6);
    const first = seedTools[0];
    expect(tools[0]).toMatchObject({ name: first?.name, price: (first?.priceCents ?? 0) / 100, sku: first?.sku, weight: (first?.weightGrams ?? 0) / 1000 });
    // Issue 21: every demo tool has its own SKU and a weight.
    expect(new Set(tools.map((tool) => tool.sku)).size).toBe(tools.length);
    for (const tool of tools) expect(tool.weight).toBeGreaterThan(0);
    expect(tools.some((tool) => tool.minimumOrderQuantity === 100)).toBe(true);
    for (const tool of tools) {
      expect(tool.img).toMatch(/^\/images\//);
      expect(tool.minimumOrderQuantity).toBeGreaterThanOrEqual(100);
      expect(tool.minimumOrderQuantity).toBeLessThanOrEqual(300);
      expect(tool.availableQuantity).toBeGreaterThanOrEqual(500);
      expect(tool.availableQuantity).toBeLessThanOrEqual(3000);
    }
  });

  it("pages with ?page=&limit= and reports the total", async () => {
    const all = toolListSchema.parse((await t.app.inject("/api/tools")).json());
    const response = await t.app.inject("/api/tools?page=2&limit=3");
    expect(response.statusCode).toBe(200);
    expect(response.headers["x-total-count"]).toBe(String(all.length));
    expect(toolListSchema.parse(response.json()).map((tool) => tool._id)).toEqual(all.slice(3, 6).map((tool) => tool._id));
  });

  it("refuses a bad page query with 400 and the field", async () => {
    const response = await t.app.inject("/api/tools?page=0&limit=abc");
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: { code: string; fields: { path: string }[] } }>();
    expect(body.error.code).toBe("bad_request");
    expect(body.error.fields.map((field) => field.path)).toEqual(expect.arrayContaining(["querystring.page", "querystring.limit"]));
  });
});

describe("GET /api/tools/:id", () => {
  it("answers one tool", async () => {
    const [tool] = toolListSchema.parse((await t.app.inject("/api/tools")).json());
    const response = await t.app.inject(`/api/tools/${tool?._id}`);
    expect(response.statusCode).toBe(200);
    expect(toolSchema.parse(response.json())).toEqual(tool);
  });

  it("answers 404 JSON for an unknown id and 400 for a malformed one", async () => {
    const unknown = await t.app.inject("/api/tools/7d4f8c2e-1111-4a4a-8b8b-000000000000");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: { code: "not_found", message: "Tool not found" } });
    for (const bad of ["not-an-id", "1' or '1'='1", "%00"]) {
      const response = await t.app.inject(`/api/tools/${encodeURIComponent(bad)}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json<{ error: { code: string } }>().error.code).toBe("bad_request");
    }
  });
});

describe("GET /api/reviews", () => {
  it("lists the seeded reviews, newest first, with whole ratings 1-5", async () => {
    const response = await t.app.inject("/api/reviews");
    expect(response.statusCode).toBe(200);
    const reviews = reviewListSchema.parse(response.json());
    expect(reviews.length).toBe(seedReviews.length);
    expect(reviews.length).toBeGreaterThanOrEqual(3);
    expect(reviews[0]?.name).toBe(seedReviews.at(-1)?.name);
  });
});

describe("seeding", () => {
  it("does not seed a catalogue that is not empty", async () => {
    expect(await seedDemo(t.database.db)).toEqual({ tools: 0, reviews: 0 });
    expect(toolListSchema.parse((await t.app.inject("/api/tools")).json())).toHaveLength(seedTools.length);
  });

  it("leaves the catalogue empty with SEED_DEMO=0", async () => {
    const empty = await createTestApp({ seed: false });
    try {
      expect((await empty.app.inject("/api/tools")).json()).toEqual([]);
      expect((await empty.app.inject("/api/reviews")).json()).toEqual([]);
    } finally {
      await empty.close();
    }
  });
});
