import { createListBodySchema, deletedListSchema, idParamsSchema, pageQuerySchema, patchListBodySchema, shoppingListSchema, shoppingListsSchema } from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { principalOf } from "../auth/guard";
import type { AppContext } from "../context";
import { pageOf, sendList } from "../lib/paging";
import { companyList, companyLists, createList, deleteList, patchList } from "../modules/lists/lists";

/**
 * Issue 27: `/api/lists…`, the caller's company's shared shopping lists (docs/decisions/038-shared-lists.md).
 * No company: 404 on every route; an accountant reads only (403 on writes).
 */
export const listRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { guards } = ctx;

  app.get(
    "/lists",
    { onRequest: guards.user, schema: { description: "The company's lists, the latest changed first; 404 without a company.", querystring: pageQuerySchema, response: { 200: shoppingListsSchema } } },
    async (request, reply) => sendList(request, reply, await companyLists(ctx.db, principalOf(request), pageOf(request.query))),
  );

  app.post(
    "/lists",
    { onRequest: guards.user, schema: { description: "403 for an accountant.", body: createListBodySchema, response: { 201: shoppingListSchema } } },
    async (request, reply) => reply.status(201).send(await createList(ctx.db, principalOf(request), request.body)),
  );

  app.get(
    "/lists/:id",
    { onRequest: guards.user, schema: { params: idParamsSchema, response: { 200: shoppingListSchema } } },
    async (request) => companyList(ctx.db, principalOf(request), request.params.id),
  );

  app.patch(
    "/lists/:id",
    { onRequest: guards.user, schema: { description: "`items` replaces every line. 403 for an accountant.", params: idParamsSchema, body: patchListBodySchema, response: { 200: shoppingListSchema } } },
    async (request) => patchList(ctx.db, principalOf(request), request.params.id, request.body),
  );

  app.delete(
    "/lists/:id",
    { onRequest: guards.user, schema: { description: "403 for an accountant.", params: idParamsSchema, response: { 200: deletedListSchema } } },
    async (request) => deleteList(ctx.db, principalOf(request), request.params.id),
  );
};
