import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signUp, type TestApp } from "./app";

// A built web app as the Vite build leaves it: text files with their .br and .gz siblings.
const INDEX = `<!doctype html><title>shop</title><div id=root></div>${"<!-- padding -->".repeat(100)}`;
const SCRIPT = `console.log(${JSON.stringify("x".repeat(2000))});`;
// The whole Bangla catalogue as the web build writes it (apps/web/bangla-catalogue.ts, decision 060).
const BANGLA = JSON.stringify(Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`cartTexts.line${i}`, [`লাইন ${i} `, ["0"]]])));
const BANGLA_FILE = "assets/bangla-messages-Ab3_x-9Zq1.json";
const IMMUTABLE = "public, max-age=31536000, immutable";
// What the build lists for a tool's page in route-preloads.json (apps/web/route-preloads.ts).
const PAGE_CODE = ["/assets/PurchasePage-abc.js", "/assets/zod-def.js"];

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), "shop-web-delivery-"));
  mkdirSync(path.join(webDist, "assets"));
  for (const [file, text] of [["index.html", INDEX], ["assets/app-abc123.js", SCRIPT], [BANGLA_FILE, BANGLA]] as const) {
    const full = path.join(webDist, file);
    writeFileSync(full, text);
    writeFileSync(`${full}.br`, brotliCompressSync(text));
    writeFileSync(`${full}.gz`, gzipSync(text));
  }
  writeFileSync(path.join(webDist, "route-preloads.json"), JSON.stringify({ routes: [{ path: "/tools/:toolsId", files: PAGE_CODE }] }));
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

describe("the whole Bangla catalogue, compiled (decision 060)", () => {
  it("is sent as JSON, brotli or gzip as accepted, immutable under its hashed name", async () => {
    for (const [encoding, decode] of [["br", brotliDecompressSync], ["gzip", gunzipSync]] as const) {
      const response = await get(`/${BANGLA_FILE}`, encoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expect(response.headers["content-encoding"]).toBe(encoding);
      expect(response.headers["cache-control"]).toBe(IMMUTABLE);
      expect(JSON.parse(decode(response.rawPayload).toString())).toEqual(JSON.parse(BANGLA));
    }
  });

  it("answers another hash (an older build's catalogue) with the JSON 404", async () => {
    const response = await get("/assets/bangla-messages-0000000000.json", "br");
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

describe("hints with the shell of a page behind the login", () => {
  let shop: TestApp;
  let tool: { _id: string; img: string };
  let cookie: string;
  beforeAll(async () => {
    shop = await createTestApp({ webDist });
    [tool] = (await shop.app.inject({ method: "GET", url: "/api/tools?page=1&limit=1" })).json<{ _id: string; img: string }[]>() as [typeof tool];
    ({ cookie } = await signUp(shop.app));
  });
  afterAll(() => shop.close());

  const shellOf = (url: string, headers: Record<string, string> = {}) => shop.app.inject({ method: "GET", url, headers });
  const links = (header: string | string[] | number | undefined) => String(header ?? "").split(/,\s*/).filter(Boolean);

  it("names the tool's picture and the page's code to a signed-in visit of a tool's page", async () => {
    const response = await shellOf(`/tools/${tool._id}`, { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
    expect(tool.img).toMatch(/^\//);
    expect(links(response.headers["link"])).toEqual([
      `<${tool.img}>; rel=preload; as=image; fetchpriority=high`,
      ...PAGE_CODE.map((file) => `<${file}>; rel=modulepreload`),
    ]);
  });

  it("names nothing without a session (the app sends the visitor to /login), nor on other pages", async () => {
    expect((await shellOf(`/tools/${tool._id}`)).headers["link"]).toBeUndefined();
    for (const url of ["/", "/tools", "/dashboard", `/tools/${tool._id}/more`]) {
      expect((await shellOf(url, { cookie })).headers["link"], url).toBeUndefined();
    }
  });

  it("names only the page's code for a tool the catalogue does not hold", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-tool"]) {
      const response = await shellOf(`/tools/${id}`, { cookie });
      expect(response.statusCode).toBe(200);
      expect(links(response.headers["link"])).toEqual(PAGE_CODE.map((file) => `<${file}>; rel=modulepreload`));
    }
  });
});
