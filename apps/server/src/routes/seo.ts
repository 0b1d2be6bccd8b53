import { languageValues, pathInLanguage, TOOLS_PAGE_SIZE, webRoutes, type Tool } from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../context";

/**
 * Crawlers fetch these rarely and an hour's delay in seeing a new catalogue page costs nothing,
 * while every fetch they save is one request less.
 */
const SEO_CACHE_CONTROL = "public, max-age=3600";

/** The pages anyone may open: a crawler would otherwise meet them only through links. */
const publicPages = [webRoutes.root, webRoutes.tools, webRoutes.blogs, webRoutes.portfolio, webRoutes.contact, webRoutes.login, webRoutes.signUp];

/** `/subscribe/confirm` → `/subscribe/`: the whole folder of links that only an email gives out. */
const folderOf = (route: string) => route.slice(0, route.lastIndexOf("/") + 1);

/**
 * Kept out of search results: signed-in pages, the API, a visitor's own cart and the pages only
 * reached from a personal link in an email (their tokens must not be indexed).
 */
const privatePaths = [
  webRoutes.dashboard,
  "/api/",
  webRoutes.cart,
  webRoutes.verifyEmail,
  webRoutes.forgotPassword,
  webRoutes.resetPassword,
  folderOf(webRoutes.confirmSubscription),
];

export function robotsTxt(publicUrl: string): string {
  // The same pages in Bangla (under /bn) are as private; the API has no Bangla path.
  const disallowed = privatePaths.flatMap((p) => (p.startsWith("/api/") ? [p] : languageValues.map((language) => pathInLanguage(p, language))));
  return ["User-agent: *", ...disallowed.map((p) => `Disallow: ${p}`), "", `Sitemap: ${publicUrl}/sitemap.xml`, ""].join("\n");
}

const xmlEntities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Text safe inside an XML element or attribute (a URL's `&` between parameters above all). */
export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (c) => xmlEntities[c] ?? c);

/**
 * The catalogue's listing pages: page 1 is `/tools` itself, then `?page=N` as the web app's pager
 * writes it, then one filter per category that shows at least one tool (archived tools are not in
 * `all`, so a category holding only those would be an empty page).
 */
export function cataloguePaths(all: readonly Tool[]): string[] {
  const pages = Math.ceil(all.length / TOOLS_PAGE_SIZE);
  const paths: string[] = [];
  for (let page = 2; page <= pages; page += 1) paths.push(`${webRoutes.tools}?${new URLSearchParams({ page: String(page) })}`);
  // In the order the catalogue first shows them (oldest tool first), so the file is stable between loads.
  const categories = new Set(all.flatMap((tool) => (tool.categoryId ? [tool.categoryId] : [])));
  for (const category of categories) paths.push(`${webRoutes.tools}?${new URLSearchParams({ category })}`);
  return paths;
}

/**
 * A sitemaps.org 0.9 urlset of absolute URLs, each page in both languages (issue 38), every
 * entry naming its versions with `xhtml:link` as Google reads hreflang from sitemaps. No
 * <lastmod>: a tool document carries no time, and the rows' creation times would not change when
 * a page's contents do (an edit, an archived neighbour shifting the pages), which would tell
 * crawlers a wrong date.
 */
export function sitemapXml(publicUrl: string, paths: readonly string[]): string {
  const urls = paths
    .flatMap((p) => {
      const versions = languageValues.map((language) => ({ language, url: escapeXml(`${publicUrl}${pathInLanguage(p, language)}`) }));
      const alternates = versions.map(({ language, url }) => `<xhtml:link rel="alternate" hreflang="${language}" href="${url}"/>`).join("");
      return versions.map(({ url }) => `  <url><loc>${url}</loc>${alternates}</url>\n`);
    })
    .join("");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}</urlset>\n`;
}

/**
 * `GET /robots.txt` and `GET /sitemap.xml`, at the root where crawlers look. The sitemap is built
 * once per catalogue generation and dropped with it (CatalogueCache.derive), so every write that
 * changes the shop's tools or their categories shows at the next fetch.
 */
export const seoRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  // Depends on the configuration alone, which changes only with a restart.
  const robots = Buffer.from(robotsTxt(ctx.config.publicUrl));
  app.get("/robots.txt", { schema: { hide: true } }, async (_request, reply) =>
    reply.header("content-type", "text/plain; charset=utf-8").header("cache-control", SEO_CACHE_CONTROL).send(robots),
  );

  const sitemap = ctx.catalogue.derive((all) => Buffer.from(sitemapXml(ctx.config.publicUrl, [...publicPages, ...cataloguePaths(all)])));
  app.get("/sitemap.xml", { schema: { hide: true } }, async (_request, reply) =>
    reply.header("content-type", "application/xml; charset=utf-8").header("cache-control", SEO_CACHE_CONTROL).send(await sitemap()),
  );
};
