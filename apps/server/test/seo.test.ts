import { categorySchema, TOOLS_PAGE_SIZE, toolSchema, webRoutes, type Tool } from "@shop/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { escapeXml, sitemapXml } from "../src/routes/seo";
import { createTestApp, signInAdmin, TEST_ADMIN_ENV, type SignedIn, type TestApp } from "./app";

// An https shop of its own name: the URLs must come from PUBLIC_URL, not from the request's host.
const PUBLIC_URL = "https://shop.example";

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ env: { ...TEST_ADMIN_ENV, PUBLIC_URL, ALLOW_TEST_PAYMENTS: "1", IMAGE_HOSTS: "example.com" }, seed: false });
  admin = await signInAdmin(t);
});
afterAll(async () => {
  await t.close();
});

const asAdmin = (method: "POST" | "PATCH", url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${admin.token}` }, payload });

async function addCategory(name: string) {
  const response = await asAdmin("POST", "/api/categories", { name });
  expect(response.statusCode, response.body).toBe(201);
  return categorySchema.parse(response.json());
}

async function addTool(name: string, categoryId: string): Promise<Tool> {
  const response = await asAdmin("POST", "/api/tools", {
    img: "https://example.com/tool.png",
    name,
    description: "A tool for the sitemap.",
    minimumOrderQuantity: 1,
    availableQuantity: 10,
    price: 5,
    categoryId,
  });
  expect(response.statusCode, response.body).toBe(201);
  return toolSchema.parse(response.json<{ tool: unknown }>().tool);
}

/** The sitemap's <loc>s, after checking the answer's headers and that its XML is well-formed. */
async function sitemapUrls(): Promise<string[]> {
  const response = await t.app.inject({ method: "GET", url: "/sitemap.xml" });
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toMatch(/^application\/xml/);
  expect(response.headers["cache-control"]).toBe("public, max-age=3600");
  expectWellFormed(response.body);
  const all = [...response.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => unescapeXml(m[1] ?? ""));
  // Issue 38: each page in English, then the same page in Bangla, both naming both with hreflang.
  const english = all.filter((_, i) => i % 2 === 0);
  expect(all.filter((_, i) => i % 2 === 1)).toEqual(english.map(inBangla));
  for (const url of english) {
    const entries = response.body.split("<url>").filter((entry) => entry.includes(`<loc>${escapeXml(url)}</loc>`) || entry.includes(`<loc>${escapeXml(inBangla(url))}</loc>`));
    expect(entries).toHaveLength(2);
    for (const entry of entries) {
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${escapeXml(url)}"/>`);
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="bn" href="${escapeXml(inBangla(url))}"/>`);
    }
  }
  return english;
}

/** `https://shop.example/tools?page=2` in Bangla: `https://shop.example/bn/tools?page=2` (the home page is `/bn`). */
const inBangla = (url: string) => {
  const rest = url.slice(PUBLIC_URL.length);
  return `${PUBLIC_URL}/bn${rest === "/" ? "" : rest}`;
};

/**
 * Enough of an XML check for a flat file of our own: one declaration first, every tag closed in
 * order, and no bare `&` or `<` in text (the parser a crawler runs rejects each).
 */
function expectWellFormed(xml: string) {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const body = xml.slice(xml.indexOf("?>") + 2);
  expect(body).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
  const open: string[] = [];
  for (const [tag, closing, name] of body.matchAll(/<(\/?)([A-Za-z][\w:.-]*)[^<>]*>/g)) {
    if (tag.endsWith("/>")) continue;
    if (closing) expect(open.pop(), `closing ${tag}`).toBe(name);
    else open.push(name ?? "");
  }
  expect(open).toEqual([]);
  // Whatever the tags leave must be text only.
  expect(body.replace(/<[^<>]*>/g, "")).not.toMatch(/[<>]/);
  expect(body).toMatch(/^\s*<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9" xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml">/);
  expect(body.match(/<url>/g)?.length).toBe(body.match(/<\/url>/g)?.length);
}

const unescapeXml = (text: string) => text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" })[name] ?? "");

const pageUrl = (page: number) => `${PUBLIC_URL}${webRoutes.tools}?page=${page}`;
const categoryUrl = (id: string) => `${PUBLIC_URL}${webRoutes.tools}?category=${id}`;
const publicPages = [webRoutes.root, webRoutes.tools, webRoutes.blogs, webRoutes.portfolio, webRoutes.contact, webRoutes.login, webRoutes.signUp].map((p) => `${PUBLIC_URL}${p}`);

describe("GET /robots.txt", () => {
  it("keeps crawlers out of the private pages and names the sitemap on PUBLIC_URL", async () => {
    const response = await t.app.inject({ method: "GET", url: "/robots.txt" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
    const lines = response.body.split("\n");
    expect(lines[0]).toBe("User-agent: *");
    for (const path of ["/dashboard", "/api/", "/cart", "/verify-email", "/forgot-password", "/reset-password", "/subscribe/"]) {
      expect(lines).toContain(`Disallow: ${path}`);
      // Issue 38: and the same pages in Bangla.
      if (path !== "/api/") expect(lines).toContain(`Disallow: /bn${path}`);
    }
    // Everything else stays open: no blanket rule.
    expect(lines).not.toContain("Disallow: /");
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});

describe("GET /sitemap.xml", () => {
  it("lists the public pages, the catalogue's pages and categories, never a tool; it follows every catalogue write", async () => {
    const empty = await sitemapUrls();
    expect(empty).toEqual(publicPages);

    const hand = await addCategory("Hand Tools");
    const sprayers = await addCategory("Sprayers");
    const unused = await addCategory("Nothing In It");
    const tools: Tool[] = [];
    for (let i = 0; i < TOOLS_PAGE_SIZE; i += 1) tools.push(await addTool(`Hoe ${i}`, hand._id));

    // Exactly one page of tools: no page 2 yet; only the category that holds tools.
    const onePage = await sitemapUrls();
    expect(onePage.slice(0, publicPages.length)).toEqual(publicPages);
    expect(onePage).not.toContain(pageUrl(2));
    expect(onePage).toContain(categoryUrl(hand._id));
    expect(onePage).not.toContain(categoryUrl(sprayers._id));
    expect(onePage).not.toContain(categoryUrl(unused._id));
    for (const tool of tools) expect(onePage.join("\n")).not.toContain(tool._id);
    expect(onePage.every((url) => url.startsWith(`${PUBLIC_URL}/`))).toBe(true);
    expect(onePage.some((url) => /\/tools\/[^?]/.test(url))).toBe(false);

    // One more tool needs a second page: the sitemap read above was cached, the write dropped it.
    const sprayer = await addTool("Knapsack Sprayer", sprayers._id);
    const twoPages = await sitemapUrls();
    expect(twoPages).toContain(pageUrl(2));
    expect(twoPages).not.toContain(pageUrl(3));
    expect(twoPages).toContain(categoryUrl(sprayers._id));
    expect(twoPages.join("\n")).not.toContain(sprayer._id);

    // An archived tool is out of the shop: its page and its otherwise empty category go too,
    // although /api/categories still counts it.
    const archived = await t.app.inject({ method: "POST", url: `/api/tools/${sprayer._id}/archive`, headers: { authorization: `Bearer ${admin.token}` } });
    expect(archived.statusCode, archived.body).toBe(200);
    const afterArchive = await sitemapUrls();
    expect(afterArchive).not.toContain(pageUrl(2));
    expect(afterArchive).not.toContain(categoryUrl(sprayers._id));
    expect(afterArchive).toContain(categoryUrl(hand._id));

    // A tool moved to another category: the category list follows.
    const moved = tools[0];
    if (!moved) throw new Error("no tools were added");
    const patched = await asAdmin("PATCH", `/api/tools/${moved._id}`, { categoryId: unused._id });
    expect(patched.statusCode, patched.body).toBe(200);
    const afterMove = await sitemapUrls();
    expect(afterMove).toContain(categoryUrl(unused._id));
    expect(afterMove).toContain(categoryUrl(hand._id));
    // Each URL once.
    expect(new Set(afterMove).size).toBe(afterMove.length);
  });

  it("answers HEAD like GET, without a body", async () => {
    const response = await t.app.inject({ method: "HEAD", url: "/sitemap.xml" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/xml/);
    expect(response.body).toBe("");
  });
});

describe("the sitemap's XML", () => {
  it("escapes what XML reserves, the & between URL parameters above all", () => {
    expect(escapeXml(`/tools?category=a&page=2<>"'`)).toBe("/tools?category=a&amp;page=2&lt;&gt;&quot;&apos;");
    const xml = sitemapXml(PUBLIC_URL, ["/", "/tools?category=a&page=2"]);
    expectWellFormed(xml);
    expect(xml).toContain(`<loc>${PUBLIC_URL}/tools?category=a&amp;page=2</loc>`);
  });
});
