import { deleteResultSchema, idParamsSchema, taxRegistrationBodySchema, taxRegistrationListSchema, taxRegistrationSchema } from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../context";
import { addRegistration, listRegistrations, removeRegistration } from "../modules/billing/registrations";

/** `/api/tax-registrations…`: where the shop is registered for tax besides home (admin only; issue 25). */
export const taxRegistrationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get("/tax-registrations", { onRequest: ctx.guards.admin, schema: { response: { 200: taxRegistrationListSchema } } }, async () =>
    listRegistrations(ctx.db, ctx.config.shop, ctx.vat.configured),
  );

  app.post(
    "/tax-registrations",
    { onRequest: ctx.guards.admin, schema: { body: taxRegistrationBodySchema, response: { 201: taxRegistrationSchema } } },
    async (request, reply) => reply.status(201).send(await addRegistration(ctx.db, ctx.config.shop.country, request.body)),
  );

  app.delete(
    "/tax-registrations/:id",
    { onRequest: ctx.guards.admin, schema: { params: idParamsSchema, response: { 200: deleteResultSchema } } },
    async (request) => ({ acknowledged: true as const, ...(await removeRegistration(ctx.db, request.params.id)) }),
  );
};
