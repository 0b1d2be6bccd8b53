import type { z } from "zod";
import { healthSchema, idParamsSchema, pageQuerySchema, reviewListSchema, toolListSchema, toolSchema } from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../context";
import { notFound } from "../errors";
import { pageOf } from "../lib/paging";
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
    { schema: { querystring: pageQuerySchema, response: { 200: toolListSchema } } },
    async (request, reply) => {
      return sendReady(request, reply, await ctx.catalogue.readyPage(request.url, pageOf(request.query)));
    },
  );

  app.get("/tools/:id", { schema: { params: idParamsSchema, response: { 200: toolSchema } } }, async (request, reply) => {
    const tool = await ctx.catalogue.readyTool(request.params.id);
    if (!tool) throw notFound("Tool");
    return sendReady(request, reply, tool);
  });

  app.get(
    "/reviews",
    { schema: { querystring: pageQuerySchema, response: { 200: reviewListSchema } } },
    async (request, reply) => {
      return sendReady(request, reply, await ctx.reviewPages.ready(request.url, pageOf(request.query)));
    },
  );
};
