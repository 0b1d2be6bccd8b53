import type { z } from "zod";
import { healthSchema, idParamsSchema, pageQuerySchema, reviewListSchema, toolListQuerySchema, toolListSchema, toolSchema } from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../context";
import { notFound } from "../errors";
import { pageKey, pageOf, sendList } from "../lib/paging";
import { findTools } from "../modules/tools/find";
import { findToolDocument } from "../modules/tools/tools";
import { sendJsonBytes, sendReady } from "../lib/ready-bytes";

/**
 * The public read API: health, the catalogue and the reviews. The lists and a tool are sent as
 * ready bytes from their caches (docs/decisions/009-hot-paths.md): no serializer runs on them;
 * their zod schemas still describe them in the OpenAPI document.
 */
export const catalogueRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  // Sent as bytes: no serializer runs for a Buffer, and this answer never changes.
  const health = Buffer.from(JSON.stringify({ status: "ok" } satisfies z.infer<typeof healthSchema>));
  app.get("/health", { schema: { response: { 200: healthSchema } } }, async (_request, reply) => sendJsonBytes(reply, health));
  // The same answers again, for the path before Fastify (lib/hot-reads.ts): only what is built already.
  ctx.hot.fixed("/api/health", health);
  ctx.hot.exact("/api/tools", (url) => ctx.catalogue.builtPage(url));
  ctx.hot.param("/api/tools/", (id) => ctx.catalogue.loadedTool(id));
  ctx.hot.exact("/api/reviews", (url) => ctx.reviewPages.builtPage(url));

  app.get(
    "/tools",
    { schema: { querystring: toolListQuerySchema, response: { 200: toolListSchema } } },
    async (request, reply) => {
      const { q, category, inStock, sort, archived } = request.query;
      const page = pageOf(request.query);
      const searching = Boolean(q) || category !== undefined || inStock === "true" || sort !== undefined;
      // The plain catalogue stays the cached hot path; searches and filters are paged database reads.
      if (!searching && archived === undefined) return sendReady(request, reply, await ctx.catalogue.readyPage(pageKey("/api/tools", page), page));
      if (archived === "include") await ctx.guards.admin(request);
      const answer = await findTools(ctx.db, { q, category, inStock: inStock === "true", sort, includeArchived: archived === "include" }, page);
      return sendList(request, reply, answer);
    },
  );

  app.get("/tools/:id", { schema: { params: idParamsSchema, response: { 200: toolSchema } } }, async (request, reply) => {
    const tool = await ctx.catalogue.readyTool(request.params.id);
    if (tool) return sendReady(request, reply, tool);
    // Not in the shop: an admin still opens an archived tool (Edit Product); anyone else gets a 404.
    if (request.headers.authorization && (await isAdmin(request))) {
      const archived = await findToolDocument(ctx.db, request.params.id);
      if (archived) return archived;
    }
    throw notFound("Tool");
  });

  async function isAdmin(request: Parameters<typeof ctx.guards.admin>[0]): Promise<boolean> {
    try {
      await ctx.guards.admin(request);
      return true;
    } catch {
      return false;
    }
  }

  app.get(
    "/reviews",
    // Refused (400) rather than ignored, like the tools' list: see toolListQuerySchema.
    { schema: { querystring: pageQuerySchema.strict(), response: { 200: reviewListSchema } } },
    async (request, reply) => {
      const page = pageOf(request.query);
      return sendReady(request, reply, await ctx.reviewPages.ready(pageKey("/api/reviews", page), page));
    },
  );
};
