import {
  createToolBodySchema,
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
import { assertAllowedImage } from "../lib/images";
import { principalOf } from "../auth/guard";
import { pageOf, sendList } from "../lib/paging";
import { archiveTool, listStockChanges, restockTool, restoreTool, updateTool } from "../modules/tools/manage";
import { createTool, deleteTool } from "../modules/tools/tools";

/** The admin's product management (Add Product, Manage Products); the reads are in catalogue.ts. */
export const toolAdminRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
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
    { ...admin, schema: { params: idParamsSchema, body: restockBodySchema, response: { 201: restockResponseSchema } } },
    async (request, reply) => {
      const answer = await restockTool(ctx.db, request.params.id, request.body, principalOf(request).userId);
      ctx.catalogue.invalidate();
      return reply.status(201).send(answer);
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
