import {
  createToolBodySchema,
  toolListQuerySchema,
  toolListSchema,
  createToolResponseSchema,
  deleteToolResponseSchema,
  idParamsSchema,
  pageQuerySchema,
  restockBodySchema,
  restockResponseSchema,
  stockChangeListSchema,
  toolFormLabels,
  toolSchema,
  updateToolBodySchema,
} from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../context";
import { answerInTransaction, idempotent } from "../lib/idempotency";
import { assertAllowedImage } from "../lib/images";
import { principalOf } from "../auth/guard";
import { pageKey, pageOf, sendList } from "../lib/paging";
import { sendReady } from "../lib/ready-bytes";
import { notFound } from "../errors";
import { findTools } from "../modules/tools/find";
import { archiveTool, listStockChanges, restockTool, restoreTool, updateTool } from "../modules/tools/manage";
import { createTool, deleteTool, findToolDocument } from "../modules/tools/tools";

/**
 * Every `/api/tools…` route: the public catalogue and a tool, sent as ready bytes from their
 * caches (decision 009: no serializer runs on them; their zod schemas still describe them in the
 * OpenAPI document), and the admin's product management (Add Product, Manage Products).
 */
export const toolRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    "/tools",
    {
      // The plain catalogue's built pages are answered before Fastify too (decision 009), and a
      // member's own (issue 28) for a token already found to be of a company.
      config: { hot: { lookup: (url, request) => (request.headers.authorization === undefined ? ctx.catalogue.builtPage(url) : ctx.memberPrices.builtPage(request.headers.authorization, url)) } },
      schema: {
        description:
          "Public. A signed-in member whose company has a valid price list naming a tool gets `yourPrice` and `yourBreaks` on it (decision 041), in an answer `Cache-Control: private, no-store`; a bad bearer token is a 401.",
        querystring: toolListQuerySchema,
        response: { 200: toolListSchema },
      },
    },
    async (request, reply) => {
      const { q, category, inStock, sort, archived } = request.query;
      const page = pageOf(request.query);
      const searching = Boolean(q) || category !== undefined || inStock === "true" || sort !== undefined;
      const viewer = await ctx.memberPrices.viewerOf(request);
      const companyId = viewer?.companyId ?? null;
      // The plain catalogue stays the cached hot path; searches and filters are paged database reads.
      if (!searching && archived === undefined) {
        const url = pageKey("/api/tools", page);
        const own = companyId === null ? undefined : await ctx.memberPrices.readyPage(companyId, url, page);
        return sendReady(request, reply, own ?? (await ctx.catalogue.readyPage(url, page)));
      }
      if (archived === "include") await ctx.guards.admin(request);
      const answer = await findTools(ctx.db, { q, category, inStock: inStock === "true", sort, includeArchived: archived === "include" }, page);
      const priced = companyId === null ? undefined : await ctx.memberPrices.priced(companyId, answer.items);
      if (priced) reply.header("cache-control", "private, no-store");
      return sendList(request, reply, priced ? { ...answer, items: priced } : answer);
    },
  );

  app.get(
    "/tools/:id",
    {
      config: { hot: { lookup: (id, request) => (request.headers.authorization === undefined ? ctx.catalogue.loadedTool(id) : ctx.memberPrices.loadedTool(request.headers.authorization, id)) } },
      schema: { description: "Public; `yourPrice` and `yourBreaks` as for the list.", params: idParamsSchema, response: { 200: toolSchema } },
    },
    async (request, reply) => {
      const viewer = await ctx.memberPrices.viewerOf(request);
      const own = viewer?.companyId ? await ctx.memberPrices.readyTool(viewer.companyId, request.params.id) : undefined;
      if (own) return sendReady(request, reply, own);
      const tool = await ctx.catalogue.readyTool(request.params.id);
      if (tool) return sendReady(request, reply, tool);
      // Not in the shop: an admin still opens an archived tool (Edit Product); anyone else gets a 404.
      if (viewer && (await isAdmin(request))) {
        const archived = await findToolDocument(ctx.db, request.params.id);
        if (archived) return archived;
      }
      throw notFound("Tool");
    },
  );

  async function isAdmin(request: Parameters<typeof ctx.guards.admin>[0]): Promise<boolean> {
    try {
      await ctx.guards.admin(request);
      return true;
    } catch {
      return false;
    }
  }

  app.post(
    "/tools",
    { onRequest: ctx.guards.admin, schema: { body: createToolBodySchema, response: { 201: createToolResponseSchema } } },
    async (request, reply) => {
      assertAllowedImage(ctx.config, request.body.img, "body.img", toolFormLabels.img);
      const tool = await createTool(ctx.db, request.body);
      ctx.catalogue.invalidate();
      return reply.status(201).send({ acknowledged: true, insertedId: tool._id, tool });
    },
  );

  app.delete(
    "/tools/:id",
    { onRequest: ctx.guards.admin, schema: { params: idParamsSchema, response: { 200: deleteToolResponseSchema } } },
    async (request) => {
      const result = await deleteTool(ctx.db, request.params.id);
      ctx.catalogue.invalidate();
      return { acknowledged: true as const, ...result };
    },
  );

  // Catalogue management (issue 11): every write drops the catalogue cache on every instance.
  const admin = { onRequest: ctx.guards.admin };
  const idempotency = idempotent(ctx.db);

  app.patch(
    "/tools/:id",
    { ...admin, schema: { params: idParamsSchema, body: updateToolBodySchema, response: { 200: toolSchema } } },
    async (request) => {
      if (request.body.img !== undefined) assertAllowedImage(ctx.config, request.body.img, "body.img", toolFormLabels.img);
      const tool = await updateTool(ctx.db, request.params.id, request.body);
      ctx.catalogue.invalidate();
      return tool;
    },
  );

  app.post(
    "/tools/:id/stock",
    // A restock adds to the stock: a retry after a lost answer must not add it twice.
    { ...admin, ...idempotency, schema: { params: idParamsSchema, body: restockBodySchema, response: { 201: restockResponseSchema } } },
    async (request, reply) => {
      const answer = answerInTransaction(request, reply);
      await restockTool(ctx.db, request.params.id, request.body, principalOf(request).userId, async (tx, restocked) => answer.keep(tx, 201, restocked));
      ctx.catalogue.invalidate();
      return answer.send();
    },
  );

  app.get(
    "/tools/:id/stock",
    { ...admin, schema: { params: idParamsSchema, querystring: pageQuerySchema, response: { 200: stockChangeListSchema } } },
    async (request, reply) => sendList(request, reply, await listStockChanges(ctx.db, request.params.id, pageOf(request.query))),
  );

  app.post("/tools/:id/archive", { ...admin, schema: { params: idParamsSchema, response: { 200: toolSchema } } }, async (request) => {
    const tool = await archiveTool(ctx.db, request.params.id);
    ctx.catalogue.invalidate();
    return tool;
  });

  app.post("/tools/:id/restore", { ...admin, schema: { params: idParamsSchema, response: { 200: toolSchema } } }, async (request) => {
    const tool = await restoreTool(ctx.db, request.params.id);
    ctx.catalogue.invalidate();
    return tool;
  });
};
