import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signInAdmin, TEST_ADMIN_ENV, type SignedIn, type TestApp } from "./app";
import { newCompany, newMember } from "./companies";
import { rawText } from "./raw-http";

// Issue 28: the pages rendered on the server (decision 021) and a company's prices. A stand-in
// for the web build's renderer writes each tool's name and the yourPrice it was answered, so what
// a page carries, for whom, and what is kept can be seen.
const RENDERER = `
export async function renderPage({ url, api }) {
  const tools = await (await api("/api/tools", {})).json();
  const body = tools.map((tool) => tool.name + (tool.yourPrice === undefined ? "" : " your " + tool.yourPrice)).join("; ");
  return { kind: "page", head: "<title>Tools</title>", body: "<main>" + body + "</main>", state: JSON.stringify({ url }) };
}
`;
const INDEX = `<!doctype html><html><head><meta charset="UTF-8" /></head><body><div id="root"></div>${"<!-- padding -->".repeat(80)}</body></html>`;


let t: TestApp;
let origin: string;
let folder: string;
let member: SignedIn;
let outsider: SignedIn;

const get = (url: string, headers: Record<string, string> = {}) => rawText(origin, url, headers);

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), "shop-price-pages-"));
  mkdirSync(path.join(folder, "dist"));
  mkdirSync(path.join(folder, "dist-ssr"));
  writeFileSync(path.join(folder, "dist", "index.html"), INDEX);
  writeFileSync(path.join(folder, "dist-ssr", "entry-server.js"), RENDERER);
  t = await createTestApp({ seed: false, env: TEST_ADMIN_ENV, webDist: path.join(folder, "dist") });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const office = await signInAdmin(t);
  const { company } = await newCompany(t);
  member = await newMember(t, company._id, "buyer");
  outsider = (await newCompany(t)).admin;
  const tool = await t.app.inject({
    method: "POST",
    url: "/api/tools",
    headers: office.auth,
    payload: { img: "/images/tools/spade.svg", name: "Listed Spade", description: "A spade.", minimumOrderQuantity: 1, availableQuantity: 50, price: 20 },
  });
  const list = await t.app.inject({
    method: "POST",
    url: "/api/price-lists",
    headers: office.auth,
    payload: { name: "Spades for the co-op", priority: 1, companyIds: [company._id], prices: [{ productId: tool.json<{ insertedId: string }>().insertedId, price: 17.5 }] },
  });
  expect(list.statusCode, list.body).toBe(201);
});
afterAll(async () => {
  await t.close();
  rmSync(folder, { recursive: true, force: true });
});

describe("a member's price in the pages rendered on the server", () => {
  it("is in the member's own page, which no browser or proxy keeps, and never in the page kept for visitors", async () => {
    const before = await get("/tools");
    expect(before.body).toContain("<main>Listed Spade</main>");
    expect(before.headers["cache-control"]).toBe("no-cache");

    const theirs = await get("/tools", { cookie: member.cookie });
    expect(theirs.status).toBe(200);
    expect(theirs.body).toContain("<main>Listed Spade your 17.5</main>");
    expect(theirs.headers["cache-control"]).toBe("private, no-store");
    expect(theirs.headers.etag).toBeUndefined();

    const after = await get("/tools");
    expect(after.body).toContain("<main>Listed Spade</main>");
    expect(after.body).not.toContain("your");
    expect(after.headers.etag).toBe(before.headers.etag);

    const another = await get("/tools", { cookie: outsider.cookie });
    expect(another.body).toContain("<main>Listed Spade</main>");
  });
});
