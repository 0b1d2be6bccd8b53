import { healthSchema, idParamsSchema, pageQuerySchema, reviewListSchema, toolListSchema, toolSchema } from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../context";
import { notFound } from "../errors";
import { isAllowedImage } from "../lib/images";
import { pageOf, sendList } from "../lib/paging";
import { listReviews } from "../modules/reviews/reviews";

/** The public read API: health, the catalogue and the reviews. */
export const catalogueRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get("/health", { schema: { response: { 200: healthSchema } } }, async () => ({ status: "ok" as const }));

  app.get(
    "/tools",
    { schema: { querystring: pageQuerySchema, response: { 200: toolListSchema } } },
    async (request, reply) => {
      return sendList(request, reply, await ctx.catalogue.page(pageOf(request.query)));
    },
  );

  app.get("/tools/:id", { schema: { params: idParamsSchema, response: { 200: toolSchema } } }, async (request) => {
    const tool = await ctx.catalogue.find(request.params.id);
    if (!tool) throw notFound("Tool");
    return tool;
  });

  app.get(
    "/reviews",
    { schema: { querystring: pageQuerySchema, response: { 200: reviewListSchema } } },
    async (request, reply) => {
      return sendList(request, reply, await listReviews(ctx.db, (img) => isAllowedImage(ctx.config, img), pageOf(request.query)));
    },
  );
};
