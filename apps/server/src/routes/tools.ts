import { createToolBodySchema, createToolResponseSchema, deleteToolResponseSchema, idParamsSchema, toolFormLabels } from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../context";
import { assertAllowedImage } from "../lib/images";
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
      const { deletedCount } = await deleteTool(ctx.db, request.params.id);
      ctx.catalogue.invalidate();
      return { acknowledged: true as const, deletedCount };
    },
  );
};
