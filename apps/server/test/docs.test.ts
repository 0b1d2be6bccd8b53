import type { HTTPMethods } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./app";

let t: TestApp;
let doc: OpenApiDoc;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  doc = (await t.app.inject("/api/docs")).json<OpenApiDoc>();
});
afterAll(() => t.close());

interface Operation {
  tags?: string[];
  description?: string;
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema: { required?: string[]; properties?: Record<string, unknown> } }> };
  responses: Record<string, { headers?: Record<string, unknown> } | undefined>;
}
interface OpenApiDoc {
  openapi: string;
  info: { title: string; version: string };
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, Record<string, string>> };
}

type Access = "public" | "signed-in" | "admin" | "session";
/** Every call of the spec (section 7) under /api, plus the auth calls; the access is CONTRACT's. */
const calls: [HTTPMethods, string, Access][] = [
  ["GET", "/api/health", "public"],
  ["GET", "/api/reviews", "public"],
  ["GET", "/api/tools", "public"],
  ["GET", "/api/tools/:id", "public"],
  ["POST", "/api/tools", "admin"],
  ["DELETE", "/api/tools/:id", "admin"],
  ["PUT", "/api/user/:email", "session"],
  ["GET", "/api/admin/:email", "signed-in"],
  ["GET", "/api/user", "admin"],
  ["PUT", "/api/user/admin/:email", "admin"],
  ["DELETE", "/api/user/:id", "admin"],
  ["POST", "/api/orders", "signed-in"],
  ["GET", "/api/orders", "admin"],
  ["GET", "/api/orders/:id", "signed-in"],
  ["DELETE", "/api/orders/:id", "admin"],
  ["PATCH", "/api/orders/:id", "signed-in"],
  ["GET", "/api/order", "signed-in"],
  ["DELETE", "/api/order/:id", "signed-in"],
  ["GET", "/api/profile", "signed-in"],
  ["POST", "/api/profile", "signed-in"],
  ["PUT", "/api/profile/:email", "signed-in"],
  ["POST", "/api/review", "signed-in"],
  ["POST", "/api/create-payment-intent", "signed-in"],
  ["POST", "/api/auth/sign-up", "public"],
  ["POST", "/api/auth/sign-in", "public"],
  ["POST", "/api/auth/sign-out", "session"],
  ["GET", "/api/auth/session", "session"],
];

const toOpenApiPath = (url: string) => url.replace(/:(\w+)/g, "{$1}");
const toFastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ":$1");
const operation = (method: string, url: string) => doc.paths[toOpenApiPath(url)]?.[method.toLowerCase()];

describe("GET /api/docs", () => {
  it("answers an OpenAPI 3.1 document as JSON, also at /api/docs/json", async () => {
    const response = await t.app.inject("/api/docs");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info.title).toEqual(expect.any(String));
    const json = await t.app.inject("/api/docs/json");
    expect(json.json()).toEqual(doc);
  });

  it.each(calls)("documents %s %s", (method, url) => {
    expect(t.app.hasRoute({ method, url }), `${method} ${url} is not a route`).toBe(true);
    expect(operation(method, url), `${method} ${url} is missing from the document`).toBeDefined();
  });

  it("documents every operation it lists as a real route, and nothing outside /api", () => {
    const listed = Object.entries(doc.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => [method.toUpperCase(), path] as const));
    expect(listed.length).toBeGreaterThanOrEqual(calls.length);
    for (const [method, path] of listed) {
      expect(path.startsWith("/api/"), path).toBe(true);
      expect(t.app.hasRoute({ method: method as HTTPMethods, url: toFastifyPath(path) }), `${method} ${path}`).toBe(true);
    }
    expect(doc.paths["/api/docs"]).toBeUndefined();
  });

  it("marks the bearer-protected operations, and only those", () => {
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
    for (const [method, url, access] of calls) {
      const op = operation(method, url);
      const schemes = (op?.security ?? []).flatMap((requirement) => Object.keys(requirement));
      if (access === "signed-in" || access === "admin") expect(schemes, `${method} ${url}`).toEqual(["bearerAuth"]);
      if (access === "session") expect(schemes, `${method} ${url}`).toEqual(["sessionCookie"]);
      if (access === "public") expect(schemes, `${method} ${url}`).toEqual([]);
      if (access === "admin") expect(op?.description, `${method} ${url}`).toContain("Admin only.");
    }
  });

  it("tags every operation with a declared tag and documents the error body", () => {
    const declared = doc.tags.map((tag) => tag.name);
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        expect(op.tags?.length, `${method} ${path}`).toBe(1);
        expect(declared, `${method} ${path}`).toContain(op.tags?.[0]);
        expect(op.responses["4XX"], `${method} ${path}`).toBeDefined();
      }
    }
    expect(operation("GET", "/api/user")?.tags).toEqual(["users"]);
    expect(operation("POST", "/api/create-payment-intent")?.tags).toEqual(["payments"]);
  });

  it.each(["/api/tools", "/api/reviews", "/api/user", "/api/orders", "/api/order", "/api/profile"])(
    "documents the paging of GET %s: the 1,000-row cap, X-Total-Count and the Link header",
    (url) => {
      const op = operation("GET", url);
      expect(op?.description).toContain("newest 1,000 rows");
      expect(Object.keys(op?.responses["200"]?.headers ?? {})).toEqual(["X-Total-Count", "Link"]);
    },
  );

  it("describes request bodies from the zod schemas", () => {
    const body = operation("POST", "/api/tools")?.requestBody?.content["application/json"]?.schema;
    expect(body?.required).toEqual(
      expect.arrayContaining(["img", "name", "description", "minimumOrderQuantity", "availableQuantity", "price"]),
    );
    expect(operation("POST", "/api/profile")?.requestBody?.content["application/json"]?.schema.required).toHaveLength(6);
  });
});
