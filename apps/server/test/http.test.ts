import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BODY_LIMIT_BYTES } from "../src/app";
import { createTestApp, type TestApp } from "./app";

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
});

describe("serving the web app", () => {
  it("serves index.html for the app's routes with 200", async () => {
    for (const url of ["/", "/home", "/tools/abc", "/dashboard/payment/1", "/signUp"]) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id=root>');
      expect(response.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("serves index.html with 404 for unknown pages, so the 404 page shows", async () => {
    const response = await t.app.inject("/contact");
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
