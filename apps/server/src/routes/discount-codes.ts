import { deleteResultSchema, discountCodeBodySchema, discountCodeListSchema, discountCodeSchema, idParamsSchema, pageQuerySchema } from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../context";
import { pageOf, sendList } from "../lib/paging";
import { createDiscountCode, deleteDiscountCode, listDiscountCodes, updateDiscountCode } from "../modules/billing/discounts";

/** `/api/discount-codes…`: the office's discount codes (admin only); buyers only type them at checkout. */
export const discountCodeRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    "/discount-codes",
    { onRequest: ctx.guards.admin, schema: { querystring: pageQuerySchema, response: { 200: discountCodeListSchema } } },
    async (request, reply) => sendList(request, reply, await listDiscountCodes(ctx.db, pageOf(request.query))),
  );

  app.post(
    "/discount-codes",
    { onRequest: ctx.guards.admin, schema: { description: "409 when the code exists already (codes are compared upper-case).", body: discountCodeBodySchema, response: { 201: discountCodeSchema } } },
    async (request, reply) => reply.status(201).send(await createDiscountCode(ctx.db, request.body)),
  );

  app.put(
    "/discount-codes/:id",
    { onRequest: ctx.guards.admin, schema: { params: idParamsSchema, body: discountCodeBodySchema, response: { 200: discountCodeSchema } } },
    async (request) => updateDiscountCode(ctx.db, request.params.id, request.body),
  );

  app.delete(
    "/discount-codes/:id",
    {
      onRequest: ctx.guards.admin,
      schema: { description: "409 for a code any order used: it is kept for the records; switch it off (active: false) instead.", params: idParamsSchema, response: { 200: deleteResultSchema } },
    },
    async (request) => ({ acknowledged: true as const, ...(await deleteDiscountCode(ctx.db, request.params.id)) }),
  );
};
