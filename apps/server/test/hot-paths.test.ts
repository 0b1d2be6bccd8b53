import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { toolListSchema, type Tool } from "@shop/contract";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reviews } from "../src/db/schema";
import type { Invalidation } from "../src/lib/invalidation";
import { loggerOptions } from "../src/logging";
import { ReviewPagesCache } from "../src/modules/reviews/reviews";
import { createTestApp, signInAdmin, signUp, TEST_ADMIN_ENV, type SignedIn, type TestApp } from "./app";

// The cached public reads (docs/decisions/009-hot-paths.md): ready bytes, strong ETags,
// revalidated on every use, compressed when the client takes it.
let t: TestApp;
let admin: SignedIn;
let catalogue: Tool[];
beforeAll(async () => {
  t = await createTestApp({ env: { ...TEST_ADMIN_ENV, MAX_UNPAID_ORDERS: "1000" } });
  admin = await signInAdmin(t);
  catalogue = toolListSchema.parse((await t.app.inject("/api/tools")).json());
});
afterAll(() => t.close());

const firstTool = () => {
  const tool = catalogue[0];
  if (!tool) throw new Error("the seed has tools");
  return tool;
};
const HOT = () => ["/api/tools", "/api/tools?page=1&limit=6", `/api/tools/${firstTool()._id}`, "/api/reviews", "/api/reviews?page=1&limit=6"];
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });
const etagOf = (response: LightMyRequestResponse) => String(response.headers.etag);

describe("cached public reads", () => {
  it("carry a strong ETag and no-cache, and answer a matching If-None-Match with an empty 304", async () => {
    for (const url of HOT()) {
      const first = await get(url);
      expect(first.statusCode, url).toBe(200);
      expect(etagOf(first), url).toMatch(/^"[\w-]+"$/);
      expect(first.headers["cache-control"], url).toBe("no-cache");
      expect(first.headers["content-type"], url).toMatch(/^application\/json/);
      expect((await get(url)).headers.etag, url).toBe(first.headers.etag);

      const again = await get(url, { "if-none-match": etagOf(first) });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe("");
      expect(again.headers.etag, url).toBe(first.headers.etag);
      expect(again.headers["cache-control"], url).toBe("no-cache");

      const other = await get(url, { "if-none-match": '"something-else"' });
      expect(other.statusCode, url).toBe(200);
      expect(other.json(), url).toEqual(first.json());
    }
  });

  it("keeps the list headers on a cached page and on its 304", async () => {
    const page = await get("/api/tools?page=1&limit=2");
    expect(page.headers["x-total-count"]).toBe(String(catalogue.length));
    expect(page.headers.link).toBe('</api/tools?page=2&limit=2>; rel="next"');
    const again = await get("/api/tools?page=1&limit=2", { "if-none-match": etagOf(page) });
    expect(again.statusCode).toBe(304);
    expect(again.headers["x-total-count"]).toBe(String(catalogue.length));
  });

  it("sends gzip or brotli when accepted, decoding to the same JSON, and plain JSON otherwise", async () => {
    const plain = await get("/api/tools");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const gzip = await get("/api/tools", { "accept-encoding": "gzip, deflate" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length);

    const br = await get("/api/tools", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    // One representation per ETag, whatever its coding: a 304 confirms any of them.
    expect(br.headers.etag).toBe(plain.headers.etag);

    const refused = await get("/api/tools", { "accept-encoding": "br;q=0, gzip;q=0" });
    expect(refused.headers["content-encoding"]).toBeUndefined();
  });

  it("shows an admin's new tool at once, under a new ETag", async () => {
    const before = await get("/api/tools");
    const added = await t.app.inject({
      method: "POST",
      url: "/api/tools",
      headers: admin.auth,
      payload: { img: "/images/tools/spade.svg", name: "Hot Path Spade", description: "A spade.", minimumOrderQuantity: 10, availableQuantity: 100, price: "12.50" },
    });
    expect(added.statusCode).toBe(201);
    const revalidated = await get("/api/tools", { "if-none-match": etagOf(before) });
    expect(revalidated.statusCode).toBe(200);
    expect(revalidated.headers.etag).not.toBe(before.headers.etag);
    expect(revalidated.json<Tool[]>().map((tool) => tool.name)).toContain("Hot Path Spade");
  });

  it("shows the stock an order took at once, on the list and on the tool", async () => {
    const tool = firstTool();
    const url = `/api/tools/${tool._id}`;
    const before = await get(url);
    const customer = await signUp(t.app, { name: "Hot Path Farmer" });
    const order = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      headers: customer.auth,
      payload: { name: "Hot Path Farmer", email: customer.email, phone: "+880 1712-345678", address: "12 Mill Road, Dhaka", product: tool.name, productId: tool._id },
    });
    expect(order.statusCode).toBe(201);
    const after = await get(url, { "if-none-match": etagOf(before) });
    expect(after.statusCode).toBe(200);
    expect(after.json<Tool>().availableQuantity).toBe(before.json<Tool>().availableQuantity - tool.minimumOrderQuantity);
  });

  it("shows a new review on the first page at once, and drops it when the review is deleted", async () => {
    const url = "/api/reviews?page=1&limit=6";
    const before = await get(url);
    const author = await signUp(t.app, { name: "Hot Path Reviewer" });
    const posted = await t.app.inject({
      method: "POST",
      url: "/api/review",
      headers: author.auth,
      payload: { name: "Hot Path Reviewer", img: "/images/reviews/a.svg", ratings: 5, description: "Fresh on the home page." },
    });
    expect(posted.statusCode).toBe(201);
    const withIt = await get(url, { "if-none-match": etagOf(before) });
    expect(withIt.statusCode).toBe(200);
    expect(withIt.json<{ name: string }[]>()[0]?.name).toBe("Hot Path Reviewer");

    const id = posted.json<{ insertedId: string }>().insertedId;
    expect((await t.app.inject({ method: "DELETE", url: `/api/reviews/${id}`, headers: author.auth })).statusCode).toBe(200);
    const without = await get(url, { "if-none-match": etagOf(withIt) });
    expect(without.statusCode).toBe(200);
    expect(without.json()).toEqual(before.json());
    expect(without.headers.etag).toBe(before.headers.etag);
  });

  it("keeps per-user answers no-store, without an ETag", async () => {
    const customer = await signUp(t.app);
    const mine = await get(`/api/order?email=${encodeURIComponent(customer.email)}`, customer.auth);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers["cache-control"]).toBe("no-store");
    expect(mine.headers.etag).toBeUndefined();
  });
});

describe("other JSON answers", () => {
  it("are compressed above 1 KB when the client accepts it, and decode to the same JSON", async () => {
    for (let i = 0; i < 8; i++) await signUp(t.app, { name: `Compressed Farmer ${i}` });
    const plain = await get("/api/user", admin.auth);
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);

    const gzip = await get("/api/user", { ...admin.auth, "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    expect(gzip.headers["cache-control"]).toBe("no-store");

    const br = await get("/api/user", { ...admin.auth, "accept-encoding": "br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
  });

  it("are sent as they are at 1 KB or less", async () => {
    const small = await get("/api/health", { "accept-encoding": "gzip, br" });
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.json()).toEqual({ status: "ok" });
  });
});

describe("the request log at the default level", () => {
  it("has one line per failed request and none for a served one", async () => {
    const lines: string[] = [];
    const logged = await createTestApp({ seed: false, logger: loggerOptions("info", { write: (line) => void lines.push(line) }) });
    try {
      lines.length = 0;
      await logged.app.inject("/api/health");
      await logged.app.inject("/api/tools");
      expect(lines).toEqual([]);
      await logged.app.inject("/api/nothing-here?token=secret-value");
      expect(lines).toHaveLength(1);
      const line = JSON.parse(lines[0] ?? "{}") as { msg: string; res: { statusCode: number }; req: { url: string } };
      expect(line).toMatchObject({ msg: "request completed", res: { statusCode: 404 } });
      expect(line.req.url).toContain("/api/nothing-here");
      expect(line.req.url).not.toContain("secret-value");
    } finally {
      await logged.close();
    }
  });
});

describe("the reviews' first pages on several instances", () => {
  it("drop when another instance publishes a review change, and publish their own", async () => {
    const subscribers = new Map<string, () => void>();
    const published: string[] = [];
    const invalidation: Invalidation = {
      publish: async (channel) => void published.push(channel),
      subscribe: (channel, onChange) => void subscribers.set(channel, onChange),
      close: async () => {},
    };
    const pages = new ReviewPagesCache(t.database.db, () => true, invalidation);
    const url = "/api/reviews?page=1&limit=6";
    const before = await pages.ready(url, { offset: 0, limit: 6 });

    // Another instance's write: this one hears of it only through the invalidation.
    await t.database.db.insert(reviews).values({ name: "Elsewhere Reviewer", img: "", description: "Written on another instance.", ratings: 5 });
    expect(await pages.ready(url, { offset: 0, limit: 6 })).toBe(before);
    subscribers.get("reviews")?.();
    const after = await pages.ready(url, { offset: 0, limit: 6 });
    expect(JSON.parse(after.body.toString())[0]).toMatchObject({ name: "Elsewhere Reviewer" });
    expect(after.etag).not.toBe(before.etag);

    pages.invalidate();
    expect(published).toEqual(["reviews"]);
  });
});
