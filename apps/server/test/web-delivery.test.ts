import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./app";

// A built web app as the Vite build leaves it: text files with their .br and .gz siblings.
const INDEX = `<!doctype html><title>shop</title><div id=root></div>${"<!-- padding -->".repeat(100)}`;
const SCRIPT = `console.log(${JSON.stringify("x".repeat(2000))});`;
const IMMUTABLE = "public, max-age=31536000, immutable";

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), "shop-web-delivery-"));
  mkdirSync(path.join(webDist, "assets"));
  for (const [file, text] of [["index.html", INDEX], ["assets/app-abc123.js", SCRIPT]] as const) {
    const full = path.join(webDist, file);
    writeFileSync(full, text);
    writeFileSync(`${full}.br`, brotliCompressSync(text));
    writeFileSync(`${full}.gz`, gzipSync(text));
  }
  t = await createTestApp({ seed: false, webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: "GET", url, headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });

describe("built assets", () => {
  it("sends the brotli file to a client that accepts br, with Content-Encoding and Vary", async () => {
    const response = await get("/assets/app-abc123.js", "gzip, deflate, br");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["vary"]).toMatch(/accept-encoding/i);
    expect(response.headers["content-type"]).toMatch(/javascript/);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it("sends the gzip file to a client that accepts only gzip", async () => {
    const response = await get("/assets/app-abc123.js", "gzip");
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it("sends the plain file to a client that accepts no encoding, still varying on Accept-Encoding", async () => {
    const response = await get("/assets/app-abc123.js");
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.headers["vary"]).toMatch(/accept-encoding/i);
    expect(response.body).toBe(SCRIPT);
  });

  it("marks fingerprinted assets immutable for a year, in every encoding", async () => {
    for (const encoding of ["br", "gzip", undefined]) {
      expect((await get("/assets/app-abc123.js", encoding)).headers["cache-control"]).toBe(IMMUTABLE);
    }
  });

  it("answers a missing asset with the JSON 404, whatever the client accepts", async () => {
    const response = await get("/assets/missing-123.js", "br");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: "not_found" } });
  });
});

describe("the app's shell", () => {
  it("sends index.html compressed and revalidated, at / and through the fallback of a page route", async () => {
    for (const url of ["/", "/tools"]) {
      const response = await get(url, "br");
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-encoding"]).toBe("br");
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.headers["content-type"]).toMatch(/text\/html/);
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX);
    }
  });

  it("keeps the 404 status of an unknown page while sending the compressed shell", async () => {
    const response = await get("/no-such-page", "gzip");
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(gunzipSync(response.rawPayload).toString()).toBe(INDEX);
  });

  it("answers an unknown API path with the JSON 404, never the shell", async () => {
    const response = await get("/api/no-such-endpoint", "br");
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/application\/json/);
    expect(response.json()).toMatchObject({ error: { code: "not_found" } });
  });
});
