import { deleteResultSchema, idParamsSchema, taxRateBodySchema, taxRateListSchema, taxRateSchema } from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../context";
import { createTaxRate, deleteTaxRate, listTaxRates, updateTaxRate } from "../modules/billing/taxes";

/** `/api/tax-rates…`: the office's tax rates per country and region (admin only). */
export const taxRateRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get("/tax-rates", { onRequest: ctx.guards.admin, schema: { response: { 200: taxRateListSchema } } }, async () => listTaxRates(ctx.db));

  app.post(
    "/tax-rates",
    { onRequest: ctx.guards.admin, schema: { body: taxRateBodySchema, response: { 201: taxRateSchema } } },
    async (request, reply) => reply.status(201).send(await createTaxRate(ctx.db, request.body, ctx.config)),
  );

  app.put(
    "/tax-rates/:id",
    { onRequest: ctx.guards.admin, schema: { params: idParamsSchema, body: taxRateBodySchema, response: { 200: taxRateSchema } } },
    async (request) => updateTaxRate(ctx.db, request.params.id, request.body),
  );

  app.delete(
    "/tax-rates/:id",
    { onRequest: ctx.guards.admin, schema: { params: idParamsSchema, response: { 200: deleteResultSchema } } },
    async (request) => ({ acknowledged: true as const, ...(await deleteTaxRate(ctx.db, request.params.id)) }),
  );
};
