import { categoryBodySchema, categoryListSchema, categorySchema, deleteResultSchema, idParamsSchema } from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../context";
import { createCategory, deleteCategory, listCategories, renameCategory } from "../modules/tools/categories";

/** `/api/categories`: everyone reads them (the tools filter), admins manage them. */
export const categoryRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get("/categories", { schema: { response: { 200: categoryListSchema } } }, async () => listCategories(ctx.db));

  app.post(
    "/categories",
    { onRequest: ctx.guards.admin, schema: { body: categoryBodySchema, response: { 201: categorySchema } } },
    async (request, reply) => {
      const category = await createCategory(ctx.db, request.body);
      // The /tools page kept for visitors lists the categories in its filter (decision 021).
      ctx.catalogue.invalidate();
      return reply.status(201).send(category);
    },
  );

  app.patch(
    "/categories/:id",
    { onRequest: ctx.guards.admin, schema: { params: idParamsSchema, body: categoryBodySchema, response: { 200: categorySchema } } },
    async (request) => {
      const category = await renameCategory(ctx.db, request.params.id, request.body);
      // Tool documents carry their category's name, in both languages.
      ctx.catalogue.invalidate();
      return category;
    },
  );

  app.delete(
    "/categories/:id",
    { onRequest: ctx.guards.admin, schema: { params: idParamsSchema, response: { 200: deleteResultSchema } } },
    async (request) => {
      const deleted = await deleteCategory(ctx.db, request.params.id);
      ctx.catalogue.invalidate();
      return { acknowledged: true as const, ...deleted };
    },
  );
};
