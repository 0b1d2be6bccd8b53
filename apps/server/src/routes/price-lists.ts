import { deleteResultSchema, idParamsSchema, pageQuerySchema, priceListBodySchema, priceListListSchema, priceListPatchSchema, priceListSchema } from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../context";
import { pageOf, sendList } from "../lib/paging";
import { createPriceList, deletePriceList, findPriceList, listPriceLists, updatePriceList } from "../modules/price-lists/price-lists";

/**
 * `/api/price-lists…` (issue 28): the office's price lists, shop admins only. Every write drops
 * the members' catalogues (here and on the other instances), so `yourPrice` follows at once.
 */
export const priceListRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const admin = { onRequest: ctx.guards.admin };

  app.get(
    "/price-lists",
    { ...admin, schema: { description: "Newest first, each list whole (its companies and prices).", querystring: pageQuerySchema, response: { 200: priceListListSchema } } },
    async (request, reply) => sendList(request, reply, await listPriceLists(ctx.db, pageOf(request.query))),
  );

  app.post(
    "/price-lists",
    {
      ...admin,
      schema: {
        description:
          "400 for a negative price, a percent outside 0–100, dates in the wrong order, both or neither of `price` and `percentOff`, a tool twice, or an id of no tool or company. Amounts in dollars, percents with up to 2 decimals.",
        body: priceListBodySchema,
        response: { 201: priceListSchema },
      },
    },
    async (request, reply) => {
      const list = await createPriceList(ctx.db, request.body);
      ctx.memberPrices.invalidate();
      return reply.status(201).send(list);
    },
  );

  app.get("/price-lists/:id", { ...admin, schema: { params: idParamsSchema, response: { 200: priceListSchema } } }, async (request) => findPriceList(ctx.db, request.params.id));

  app.patch(
    "/price-lists/:id",
    {
      ...admin,
      schema: { description: "What is given changes; `companyIds` and `prices` replace the list's whole sets. The same 400s as POST.", params: idParamsSchema, body: priceListPatchSchema, response: { 200: priceListSchema } },
    },
    async (request) => {
      const list = await updatePriceList(ctx.db, request.params.id, request.body);
      ctx.memberPrices.invalidate();
      return list;
    },
  );

  app.delete(
    "/price-lists/:id",
    { ...admin, schema: { description: "Order lines keep the list's name as they were priced.", params: idParamsSchema, response: { 200: deleteResultSchema } } },
    async (request) => {
      const result = await deletePriceList(ctx.db, request.params.id);
      ctx.memberPrices.invalidate();
      return { acknowledged: true as const, ...result };
    },
  );
};
