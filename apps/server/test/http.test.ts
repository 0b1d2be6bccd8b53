import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BODY_LIMIT_BYTES } from "../src/app";
import { cookieHeader, createTestApp, PRODUCTION_ENV, uniqueEmail, type TestApp } from "./app";

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), "shop-web-"));
  writeFileSync(path.join(webDist, "index.html"), "<!doctype html><title>shop</title><div id=root></div>");
  mkdirSync(path.join(webDist, "assets"));
  writeFileSync(path.join(webDist, "assets", "app-abc123.js"), "console.log(1)");
  t = await createTestApp({ seed: false, webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const errorCode = (body: string) => (JSON.parse(body) as { error: { code: string } }).error.code;

describe("bad input", () => {
  it("answers malformed JSON with 400", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in",
      headers: { "content-type": "application/json" },
      payload: '{"email": "a@b.co", "password":',
    });
    expect(response.statusCode).toBe(400);
    expect(errorCode(response.body)).toBe("bad_request");
  });

  it("answers an oversized body with 413", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up",
      payload: { name: "x".repeat(BODY_LIMIT_BYTES), email: "big@example.com", password: "123456" },
    });
    expect(response.statusCode).toBe(413);
    expect(errorCode(response.body)).toBe("payload_too_large");
  });

  it("answers a body that is not JSON with 400", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in",
      headers: { "content-type": "text/plain" },
      payload: "email=a@b.co",
    });
    expect(response.statusCode).toBe(400);
    expect(errorCode(response.body)).toBe("bad_request");
  });

  it("answers a missing body with 400", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/auth/sign-in" });
    expect(response.statusCode).toBe(400);
  });

  it("answers an unknown API path with a JSON 404", async () => {
    const response = await t.app.inject("/api/nothing-here");
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/application\/json/);
    expect(errorCode(response.body)).toBe("not_found");
  });
});

describe("security headers", () => {
  it("sends a strict content security policy and friends", async () => {
    const response = await t.app.inject("/api/health");
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-powered-by"]).toBeUndefined();
  });

  // The set @fastify/helmet sent per request before it was computed once (decision 009): the
  // CSP is checked above and below; these go unchanged on every kind of answer.
  const HELMET_HEADERS = {
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    "origin-agent-cluster": "?1",
    "referrer-policy": "no-referrer",
    "x-content-type-options": "nosniff",
    "x-dns-prefetch-control": "off",
    "x-download-options": "noopen",
    "x-frame-options": "SAMEORIGIN",
    "x-permitted-cross-domain-policies": "none",
    "x-xss-protection": "0",
  };

  it("sends the same security headers on a cached list, a tool's 404, the SPA's page and its assets", async () => {
    const answers = await Promise.all(
      ["/api/tools", "/api/tools/00000000-0000-4000-8000-000000000000", "/api/health", "/", "/tools", "/assets/app-abc123.js"].map((url) => t.app.inject(url)),
    );
    const csp = answers[0]?.headers["content-security-policy"];
    expect(csp).toContain("default-src 'self'");
    for (const answer of answers) {
      expect(answer.headers).toMatchObject(HELMET_HEADERS);
      expect(answer.headers["content-security-policy"]).toBe(csp);
      // Plain http in tests and `npm start`: HSTS only in production.
      expect(answer.headers["strict-transport-security"]).toBeUndefined();
    }
  });

  it("sends HSTS in production", async () => {
    const production = await createTestApp({
      seed: false,
      env: PRODUCTION_ENV,
    });
    try {
      const answer = await production.app.inject("/api/health");
      expect(answer.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
      expect(answer.headers).toMatchObject(HELMET_HEADERS);
    } finally {
      await production.close();
    }
  });

  it("lets images load only from the shop itself without IMAGE_HOSTS", async () => {
    const csp = String((await t.app.inject("/api/health")).headers["content-security-policy"]);
    expect(csp).toContain("img-src 'self' data:;");
  });

  it("adds each IMAGE_HOSTS host, over https only, to img-src", async () => {
    const withHosts = await createTestApp({ seed: false, env: { IMAGE_HOSTS: "images.example.com,*.cdn.example.net" } });
    try {
      const csp = String((await withHosts.app.inject("/api/health")).headers["content-security-policy"]);
      expect(csp).toContain("img-src 'self' data: https://images.example.com https://*.cdn.example.net;");
    } finally {
      await withHosts.close();
    }
  });
});

describe("caching of API answers", () => {
  it("marks the token, session, sign-in, order list and error answers no-store", async () => {
    const email = uniqueEmail();
    const signUpAnswer = await t.app.inject({ method: "POST", url: "/api/auth/sign-up", payload: { name: "Cache Farmer", email, password: "secret-pass" } });
    const cookie = cookieHeader(signUpAnswer);
    const signIn = await t.app.inject({ method: "POST", url: "/api/auth/sign-in", payload: { email, password: "secret-pass" } });
    const token = await t.app.inject({ method: "PUT", url: `/api/user/${encodeURIComponent(email)}`, headers: { cookie }, payload: { email } });
    const session = await t.app.inject({ url: "/api/auth/session", headers: { cookie } });
    const bearer = { authorization: `Bearer ${token.json<{ accessToken: string }>().accessToken}` };
    const orders = await t.app.inject({ url: `/api/order?email=${encodeURIComponent(email)}`, headers: bearer });
    const refused = await t.app.inject({ url: "/api/user", headers: bearer });
    const answers = { signUpAnswer, signIn, token, session, orders, refused };
    expect(Object.values(answers).map((response) => response.statusCode)).toEqual([201, 200, 200, 200, 200, 403]);
    for (const [name, response] of Object.entries(answers)) expect(response.headers["cache-control"], name).toBe("no-store");
  });

  it("marks an anonymous public answer no-store too, but leaves the web app's own caching alone", async () => {
    expect((await t.app.inject("/api/health")).headers["cache-control"]).toBe("no-store");
    expect((await t.app.inject("/assets/app-abc123.js")).headers["cache-control"]).toContain("immutable");
    expect((await t.app.inject("/")).headers["cache-control"]).toBe("no-cache");
  });

  it("keeps a Cache-Control the route set itself", async () => {
    const app = await createTestApp({ seed: false });
    try {
      app.app.get("/api/test-cached", async (_request, reply) => reply.header("cache-control", "public, max-age=60").send({ ok: true }));
      expect((await app.app.inject("/api/test-cached")).headers["cache-control"]).toBe("public, max-age=60");
    } finally {
      await app.close();
    }
  });
});

describe("serving the web app", () => {
  it("serves index.html for the app's routes with 200", async () => {
    for (const url of ["/", "/home", "/tools/abc", "/dashboard/payment/1", "/signUp", "/dashboard/manageReviews"]) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id=root>');
      expect(response.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("serves index.html with 404 for unknown pages, so the 404 page shows", async () => {
    const response = await t.app.inject("/no-such-page");
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id=root>');
  });

  it("serves fingerprinted assets as immutable and missing files as a JSON 404", async () => {
    const asset = await t.app.inject("/assets/app-abc123.js");
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toContain("immutable");
    const missing = await t.app.inject("/assets/missing.js");
    expect(missing.statusCode).toBe(404);
    expect(errorCode(missing.body)).toBe("not_found");
  });
});
