import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createConnection, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestApp, signInAdmin, TEST_ADMIN, TEST_ADMIN_ENV, type SignedIn, type TestApp } from "./app";
import { rawText } from "./raw-http";

// The server's page rendering (decision 021) around a stand-in for the web build's renderer: it
// renders the session's email and the catalogue's names, read through the API it is handed, and
// counts its renders, so what is kept, for whom, and when it is dropped can be seen.
const RENDERER = `
globalThis.__pageRenders = 0;
export async function renderPage({ url, api }) {
  globalThis.__pageRenders += 1;
  if (url.startsWith("/nowhere")) throw new Error("the renderer failed");
  const { user } = await (await api("/api/auth/session", {})).json();
  if (url.startsWith("/tools/") && !user) return { kind: "redirect", location: "/login?redirect=" + encodeURIComponent(url) };
  const tools = await (await api("/api/tools", {})).json();
  const names = tools.map((tool) => tool.name).join(", ");
  // The search it shows, read from the URL as the web app's renderer reads it.
  const search = new URL(url, "http://shop.invalid").searchParams.get("q");
  const state = search === null ? { url } : { url, search };
  return { kind: "page", head: "<title>Rendered at $5 & $& $' $1</title>", body: "<main>" + (user ? user.email : "guest") + ": " + names + "</main>", state: JSON.stringify(state) };
}
`;
// Over a kilobyte, so the kept pages have their compressed forms.
const INDEX = `<!doctype html><html><head><meta charset="UTF-8" /></head><body><div id="root"></div>${"<!-- padding -->".repeat(80)}</body></html>`;
const renders = () => (globalThis as { __pageRenders?: number }).__pageRenders ?? 0;


let t: TestApp;
let origin: string;
let fastifySaw = 0;
let admin: SignedIn;
let folder: string;

const get = (url: string, headers: Record<string, string> = {}) => rawText(origin, url, headers);

/** A GET sent as a raw request line, exactly as written (a client library would drop a fragment): the status and the page's state. */
function rawGet(target: string): Promise<{ status: number; state: string }> {
  return new Promise((resolve, reject) => {
    const { port } = new URL(origin);
    const socket = createConnection(Number(port), "127.0.0.1", () => socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`));
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("end", () => {
      const text = Buffer.concat(chunks).toString();
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]), state: /<script id="shop-state" type="application\/json">(.*?)<\/script>/.exec(text)?.[1] ?? "" });
    });
  });
}

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), "shop-pages-"));
  mkdirSync(path.join(folder, "dist"));
  mkdirSync(path.join(folder, "dist-ssr"));
  writeFileSync(path.join(folder, "dist", "index.html"), INDEX);
  writeFileSync(path.join(folder, "dist-ssr", "entry-server.js"), RENDERER);
  t = await createTestApp({ env: TEST_ADMIN_ENV, webDist: path.join(folder, "dist") });
  t.app.addHook("onRequest", (_request, _reply, done) => {
    fastifySaw += 1;
    done();
  });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  admin = await signInAdmin(t);
});
afterAll(async () => {
  await t.close();
  rmSync(folder, { recursive: true, force: true });
});

describe("pages rendered on the server", () => {
  it("fills the built index.html: the head's elements, the page in the root element, the state beside it", async () => {
    const answer = await get("/tools");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
    // Put in as it is: "$&" and its kind are text, not patterns of a string replace.
    expect(answer.body).toContain("<title>Rendered at $5 & $& $' $1</title></head>");
    expect(answer.body).toMatch(/<div id="root"><main>guest: [^<]*Garden Hoe[^<]*<\/main><\/div><script id="shop-state" type="application\/json">\{"url":"\/tools"\}<\/script>/);
  });

  it("answers a visitor without a session from the cache, before Fastify, until the catalogue changes", async () => {
    const first = await get("/tools?sort=name");
    const rendersBefore = renders();
    const fastifyBefore = fastifySaw;
    const again = await get("/tools?sort=name", { "accept-encoding": "br" });
    expect(renders()).toBe(rendersBefore);
    expect(fastifySaw).toBe(fastifyBefore);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers["content-encoding"]).toBe("br");
    expect(again.headers["cache-control"]).toBe("no-cache");

    const created = await t.app.inject({
      method: "POST",
      url: "/api/tools",
      headers: bearer(admin),
      payload: { img: "/images/tools/spade.svg", name: "Rendered Rake", description: "A rake for this test.", minimumOrderQuantity: 1, availableQuantity: 5, price: 3 },
    });
    expect(created.statusCode).toBe(201);
    const after = await get("/tools?sort=name");
    expect(renders()).toBe(rendersBefore + 1);
    expect(after.body).toContain("Rendered Rake");
  });

  it("keeps the same page once for every order of its parameters, and never a URL with others", async () => {
    await get("/tools?q=hoe&inStock=true");
    const rendersBefore = renders();
    await get("/tools?inStock=true&q=hoe");
    expect(renders()).toBe(rendersBefore);
    await get("/tools?zzz=1");
    await get("/tools?zzz=1");
    expect(renders()).toBe(rendersBefore + 2);
  });

  it("keeps a page under the URL it renders: a # in the request line cannot file one search's page under another", async () => {
    const hoe = await rawGet("/tools?q=hoe#?q=rake");
    expect(hoe).toEqual({ status: 200, state: JSON.stringify({ url: "/tools?q=hoe", search: "hoe" }) });
    // The search for the text "hoe#?q=rake" is its own page, not the one the line above kept.
    expect((await rawGet("/tools?q=hoe%23%3Fq%3Drake")).state).toBe(JSON.stringify({ url: "/tools?q=hoe%23%3Fq%3Drake", search: "hoe#?q=rake" }));
    expect((await rawGet("/tools?q=hoe")).state).toBe(hoe.state);

    const rake = await rawGet("/tools?q=rake#x");
    expect(rake.state).toBe(JSON.stringify({ url: "/tools?q=rake", search: "rake" }));
    const rendersBefore = renders();
    expect((await rawGet("/tools?q=rake")).state).toBe(rake.state);
    expect((await rawGet("/tools?q=rake#?q=hoe")).state).toBe(rake.state);
    expect(renders()).toBe(rendersBefore);
    expect((await rawGet("/tools#?q=rake")).state).toBe(JSON.stringify({ url: "/tools" }));
  });

  it("renders a signed-in visitor's page for them each time, kept by nobody", async () => {
    const signedIn = await t.app.inject({ method: "POST", url: "/api/auth/sign-in", payload: TEST_ADMIN });
    const cookie = signedIn.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    // The guest's page is kept...
    await get("/tools");
    const rendersBefore = renders();
    const first = await get("/tools", { cookie });
    const second = await get("/tools", { cookie });
    expect(renders()).toBe(rendersBefore + 2);
    expect(second.body).toContain(`<main>${TEST_ADMIN.email}:`);
    expect(first.headers["cache-control"]).toBe("private, no-store");
    expect(first.headers.etag).toBeUndefined();
    // And the visitors without a session still get the guest's page.
    expect((await get("/tools")).body).toContain("<main>guest:");
  });

  it("sends a visitor without a session from a page behind the login to the login", async () => {
    const answer = await get("/tools/some-tool");
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe("/login?redirect=%2Ftools%2Fsome-tool");
  });

  it("sends the shell when the renderer fails, so the browser renders the page itself", async () => {
    const answer = await get("/nowhere");
    expect(answer.status).toBe(404);
    expect(answer.body).toBe(INDEX);
  });
});
