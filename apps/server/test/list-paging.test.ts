import { orderListSchema, reviewListSchema, toolListSchema, userListSchema } from "@shop/contract";
import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, reviews, tools, users } from "../src/db/schema";
import { bearer, createTestApp, type SignedIn, signInAdmin, signUp, TEST_ADMIN_ENV, type TestApp } from "./app";
import { expectFieldErrors } from "./expect-error";

/** CONTRACT: without ?page=&limit= a list answers at most its newest 1,000 rows. */
const CAP = 1000;

let t: TestApp;
let admin: SignedIn;
let heavy: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ env: TEST_ADMIN_ENV, seed: false });
  admin = await signInAdmin(t);
  heavy = await signUp(t.app, { name: "Heavy Buyer" });
});
afterAll(() => t.close());

/** One second apart from a fixed start, so the newest rows are known by their number. */
const at = (i: number) => new Date(Date.UTC(2020, 0, 1) + i * 1000);
const totalOf = (response: LightMyRequestResponse) => Number(response.headers["x-total-count"]);
const nextOf = (response: LightMyRequestResponse) => response.headers.link;

describe("a list longer than the cap, asked without ?page=&limit=", () => {
  it("GET /api/reviews answers the newest 1,000, newest first, with the true total and a Link to the rest", async () => {
    const n = 1100;
    await t.database.db.insert(reviews).values(
      Array.from({ length: n }, (_, i) => ({ name: `Reviewer ${i}`, img: "", description: "Good steel", ratings: 5, createdAt: at(i) })),
    );
    const response = await t.app.inject("/api/reviews");
    expect(response.statusCode).toBe(200);
    const list = reviewListSchema.parse(response.json());
    expect(list).toHaveLength(CAP);
    expect(list[0]?.name).toBe(`Reviewer ${n - 1}`);
    expect(list.at(-1)?.name).toBe(`Reviewer ${n - CAP}`);
    expect(totalOf(response)).toBe(n);
    expect(nextOf(response)).toBe('</api/reviews?page=11&limit=100>; rel="next"');

    // The Link leads to the rows the answer left out, and the last page links nowhere.
    const rest = await t.app.inject("/api/reviews?page=11&limit=100");
    expect(reviewListSchema.parse(rest.json()).map((review) => review.name)).toEqual(
      Array.from({ length: n - CAP }, (_, i) => `Reviewer ${n - CAP - 1 - i}`),
    );
    expect(totalOf(rest)).toBe(n);
    expect(nextOf(rest)).toBeUndefined();
    const middle = await t.app.inject("/api/reviews?page=2&limit=100");
    expect(nextOf(middle)).toBe('</api/reviews?page=3&limit=100>; rel="next"');
    expect(totalOf(middle)).toBe(n);
  });

  it("GET /api/order?email= answers the customer's newest 1,000 and keeps the email in the Link", async () => {
    const n = 1020;
    const row = (i: number, status: "unpaid" | "cancelled") => ({
      userId: heavy.uid,
      email: heavy.email,
      name: "Heavy Buyer",
      phone: "+1 555 0100",
      address: "1 Farm Lane",
      product: `Order ${i}`,
      quantity: 1,
      unitPriceCents: 100,
      priceCents: 100,
      status,
      createdAt: at(i),
    });
    // A cancelled order stays in My orders (marked so), and in its total.
    await t.database.db.insert(orders).values([...Array.from({ length: n }, (_, i) => row(i, "unpaid")), row(n, "cancelled")]);
    const url = `/api/order?email=${encodeURIComponent(heavy.email)}`;
    const response = await t.app.inject({ url, headers: bearer(heavy) });
    const list = orderListSchema.parse(response.json());
    expect(list).toHaveLength(CAP);
    expect(list[0]).toMatchObject({ product: `Order ${n}`, status: "cancelled" });
    expect(totalOf(response)).toBe(n + 1);
    expect(nextOf(response)).toBe(`<${url}&page=11&limit=100>; rel="next"`);
    const all = await t.app.inject({ url: "/api/orders", headers: bearer(admin) });
    expect(orderListSchema.parse(all.json())).toHaveLength(CAP);
    expect(totalOf(all)).toBe(n + 1);
  });

  it("GET /api/user keeps its oldest-first order over the newest 1,000 accounts; the rows left out begin on page 1", async () => {
    const before = totalOf(await t.app.inject({ url: "/api/user?page=1&limit=1", headers: bearer(admin) }));
    const n = 1050;
    await t.database.db.insert(users).values(
      Array.from({ length: n }, (_, i) => ({ email: `bulk${i}@paging.example`, name: `Bulk ${i}`, createdAt: new Date(Date.now() + (i + 1) * 1000) })),
    );
    const response = await t.app.inject({ url: "/api/user", headers: bearer(admin) });
    const list = userListSchema.parse(response.json());
    expect(list).toHaveLength(CAP);
    expect(list[0]?.email).toBe(`bulk${n - CAP}@paging.example`);
    expect(list.at(-1)?.email).toBe(`bulk${n - 1}@paging.example`);
    expect(totalOf(response)).toBe(before + n);
    expect(nextOf(response)).toBe('</api/user?page=1&limit=100>; rel="next"');
  });

  it("GET /api/tools (from the catalogue cache) answers the newest 1,000 tools, oldest first", async () => {
    const n = 1010;
    await t.database.db.insert(tools).values(
      Array.from({ length: n }, (_, i) => ({
        name: `Tool ${i}`,
        description: "Forged",
        img: "/img/tool.jpg",
        minimumOrderQuantity: 1,
        availableQuantity: 10,
        priceCents: 1000,
        createdAt: at(i),
      })),
    );
    // No earlier test in this file reads the catalogue, so the cache loads these on the first read.
    const response = await t.app.inject("/api/tools");
    const list = toolListSchema.parse(response.json());
    expect(list).toHaveLength(CAP);
    expect(list[0]?.name).toBe(`Tool ${n - CAP}`);
    expect(list.at(-1)?.name).toBe(`Tool ${n - 1}`);
    expect(totalOf(response)).toBe(n);
    expect(nextOf(response)).toBe('</api/tools?page=1&limit=100>; rel="next"');
    const last = await t.app.inject("/api/tools?page=11&limit=100");
    expect(toolListSchema.parse(last.json())).toHaveLength(n - 1000);
    expect(nextOf(last)).toBeUndefined();
  });
});

describe("paging", () => {
  it("refuses a limit above 100", async () => {
    expectFieldErrors(await t.app.inject("/api/reviews?page=1&limit=101"), ["querystring.limit"]);
    expectFieldErrors(await t.app.inject("/api/tools?limit=1000"), ["querystring.limit"]);
  });

  it("answers the true total on a page past the end, with no rows and no Link", async () => {
    const response = await t.app.inject("/api/reviews?page=500&limit=100");
    expect(reviewListSchema.parse(response.json())).toEqual([]);
    expect(totalOf(response)).toBe(1100);
    expect(nextOf(response)).toBeUndefined();
  });

  it("beyond 5,000 rows answers PostgreSQL's estimate, yet a page that ends the list its exact total", async () => {
    const later = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => ({ name: `Later ${from + i}`, img: "", description: "Still good", ratings: 4, createdAt: at(10_000 + from + i) }));
    await t.database.db.insert(reviews).values(later(0, 5000));
    await t.database.db.execute(sql`analyze reviews`);
    // Written after the statistics were taken: the estimate no longer knows the exact count.
    await t.database.db.insert(reviews).values(later(5000, 250));
    const n = 1100 + 5250;
    const first = await t.app.inject("/api/reviews?page=1&limit=10");
    expect(totalOf(first)).toBeGreaterThan(n * 0.9);
    expect(totalOf(first)).toBeLessThan(n * 1.1);
    const last = await t.app.inject(`/api/reviews?page=${Math.ceil(n / 100)}&limit=100`);
    expect(reviewListSchema.parse(last.json())).toHaveLength(n % 100);
    expect(totalOf(last)).toBe(n);
    expect(nextOf(last)).toBeUndefined();
  });

  it("sends no Link when everything fits", async () => {
    const response = await t.app.inject({ url: "/api/profile", headers: bearer(heavy) });
    expect(response.json()).toEqual([]);
    expect(totalOf(response)).toBe(0);
    expect(nextOf(response)).toBeUndefined();
  });
});
