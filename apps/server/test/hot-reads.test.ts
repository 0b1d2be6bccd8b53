import type { AddressInfo } from "node:net";
import { toolListSchema, toolSchema } from "@shop/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signInAdmin, TEST_ADMIN_ENV, type SignedIn, type TestApp } from "./app";
import { rawRequest, type RawAnswer } from "./raw-http";

// The hot reads answered before Fastify's pipeline (lib/hot-reads.ts) must be the very answers
// the Fastify routes give: same status, bytes and headers. A hook counts what Fastify saw.

/** What must be equal: everything but the date and the connection's own headers. */
const comparable = (answer: RawAnswer) => {
  const { date: _date, connection: _connection, "keep-alive": _keepAlive, ...headers } = answer.headers;
  return { status: answer.status, headers, body: answer.body.toString("base64") };
};

async function listening(t: TestApp): Promise<{ origin: string; seen: () => number }> {
  let count = 0;
  t.app.addHook("onRequest", (_request, _reply, done) => {
    count += 1;
    done();
  });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = t.app.server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, seen: () => count };
}

describe("hot reads before Fastify", () => {
  let t: TestApp;
  let admin: SignedIn;
  let origin: string;
  let seen: () => number;
  let toolId: string;
  beforeAll(async () => {
    t = await createTestApp({ env: TEST_ADMIN_ENV });
    ({ origin, seen } = await listening(t));
    admin = await signInAdmin(t);
    const tools = toolListSchema.parse(JSON.parse((await rawRequest(origin, "/api/tools")).body.toString()));
    toolId = tools[0]?._id ?? "";
  });
  afterAll(() => t.close());

  const urls = () => ["/api/health", "/api/tools", "/api/tools?page=1&limit=6", `/api/tools/${toolId}`, "/api/reviews", "/api/reviews?page=1&limit=6"];
  const variants: Record<string, string>[] = [{}, { "accept-encoding": "gzip" }, { "accept-encoding": "gzip, deflate, br" }];

  it("answers, once Fastify has answered a URL, with the same status, headers and bytes, without Fastify", async () => {
    for (const url of urls()) {
      for (const headers of variants) {
        const before = seen();
        const throughFastify = await rawRequest(origin, url, headers);
        expect(throughFastify.status, url).toBe(200);
        const fast = await rawRequest(origin, url, headers);
        expect(comparable(fast), `${url} ${JSON.stringify(headers)}`).toEqual(comparable(throughFastify));
        // The first of each URL passed Fastify (it builds the answer); repeats never do.
        expect(seen() - before, url).toBeLessThanOrEqual(1);
        const repeats = seen();
        await rawRequest(origin, url, headers);
        expect(seen(), url).toBe(repeats);
      }
    }
  });

  it("answers a matching If-None-Match with the same empty 304", async () => {
    for (const url of urls().slice(1)) {
      const first = await rawRequest(origin, url);
      const etag = String(first.headers.etag);
      const before = seen();
      const notModified = await rawRequest(origin, url, { "if-none-match": etag });
      expect(seen(), url).toBe(before);
      expect(notModified.status, url).toBe(304);
      expect(notModified.body.length, url).toBe(0);
      expect(notModified.headers.etag, url).toBe(etag);
      expect(notModified.headers["cache-control"], url).toBe("no-cache");
      expect(notModified.headers["content-security-policy"], url).toBe(first.headers["content-security-policy"]);
    }
  });

  it("leaves to Fastify what it has not answered: HEAD, unknown ids, bad queries, other paths", async () => {
    const cases: [string, string, number][] = [
      ["HEAD", "/api/tools", 200],
      ["GET", "/api/tools/00000000-0000-4000-8000-000000000000", 404],
      ["GET", "/api/tools/not-a-uuid", 400],
      ["GET", "/api/tools?page=0", 400],
      ["GET", "/api/tools/", 200],
      ["GET", `/api/tools/${toolId}/`, 200],
      ["GET", "/api/tools?page=2&limit=1", 200],
    ];
    for (const [method, url, status] of cases) {
      const before = seen();
      const answer = await rawRequest(origin, url, {}, method);
      expect(answer.status, `${method} ${url}`).toBe(status);
      expect(seen(), `${method} ${url}`).toBe(before + 1);
    }
  });

  it("keeps one answer per page however its query is spelled, and refuses parameters the lists do not read", async () => {
    for (const path of ["/api/tools", "/api/reviews"]) {
      const throughFastify = await rawRequest(origin, `${path}?limit=3&page=1`);
      expect(throughFastify.status, path).toBe(200);
      // The same page written as the web app writes it is already built: answered before Fastify.
      const before = seen();
      const fast = await rawRequest(origin, `${path}?page=1&limit=3`);
      expect(seen(), path).toBe(before);
      expect(fast.body.toString(), path).toBe(throughFastify.body.toString());

      const unknown = await rawRequest(origin, `${path}?zzz=1`);
      expect(unknown.status, path).toBe(400);
      // Nothing was built for it: asked again, it goes through Fastify and is refused again.
      const again = seen();
      expect((await rawRequest(origin, `${path}?zzz=1`)).status, path).toBe(400);
      expect(seen(), path).toBe(again + 1);
    }
  });

  it("shows a write at once: the next read after an admin's change goes through Fastify and has it", async () => {
    const known = await rawRequest(origin, `/api/tools/${toolId}`);
    const created = await t.app.inject({
      method: "POST",
      url: "/api/tools",
      headers: admin.auth,
      payload: { name: "Hot path hoe", description: "Seen at once", img: "/images/hoe.png", minimumOrderQuantity: 1, availableQuantity: 5, price: 3 },
    });
    expect(created.statusCode).toBe(201);
    const before = seen();
    const list = toolListSchema.parse(JSON.parse((await rawRequest(origin, "/api/tools")).body.toString()));
    expect(list.map((tool) => tool.name)).toContain("Hot path hoe");
    const tool = await rawRequest(origin, `/api/tools/${toolId}`);
    expect(toolSchema.parse(JSON.parse(tool.body.toString()))._id).toBe(toolId);
    expect(tool.headers.etag).toBe(known.headers.etag);
    // The list was rebuilt by Fastify; the tool then came from the new generation directly.
    expect(seen()).toBe(before + 1);
  });
});

describe("hot reads at LOG_LEVEL=debug", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { LOG_LEVEL: "debug" } });
  });
  afterAll(() => t.close());

  it("are off, so that every request is logged", async () => {
    const { origin, seen } = await listening(t);
    await rawRequest(origin, "/api/tools");
    await rawRequest(origin, "/api/tools");
    await rawRequest(origin, "/api/health");
    expect(seen()).toBe(3);
  });
});
