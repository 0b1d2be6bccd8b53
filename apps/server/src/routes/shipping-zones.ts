import {
  deleteResultSchema,
  idParamsSchema,
  shippingMethodBodySchema,
  shippingMethodSchema,
  shippingZoneBodySchema,
  shippingZoneListSchema,
  shippingZoneMethodParamsSchema,
  shippingZoneSchema,
} from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../context";
import {
  createShippingMethod,
  createShippingZone,
  deleteShippingMethod,
  deleteShippingZone,
  listShippingZones,
  updateShippingMethod,
  updateShippingZone,
} from "../modules/billing/zones";

/** `/api/shipping-zones…`: the office's zones and their methods (admin only; buyers see them priced at checkout). */
export const shippingZoneRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get("/shipping-zones", { onRequest: ctx.guards.admin, schema: { response: { 200: shippingZoneListSchema } } }, async () => listShippingZones(ctx.db));

  app.post(
    "/shipping-zones",
    { onRequest: ctx.guards.admin, schema: { body: shippingZoneBodySchema, response: { 201: shippingZoneSchema } } },
    async (request, reply) => reply.status(201).send(await createShippingZone(ctx.db, request.body)),
  );

  app.put(
    "/shipping-zones/:id",
    { onRequest: ctx.guards.admin, schema: { params: idParamsSchema, body: shippingZoneBodySchema, response: { 200: shippingZoneSchema } } },
    async (request) => updateShippingZone(ctx.db, request.params.id, request.body),
  );

  app.delete(
    "/shipping-zones/:id",
    { onRequest: ctx.guards.admin, schema: { params: idParamsSchema, response: { 200: deleteResultSchema } } },
    async (request) => ({ acknowledged: true as const, ...(await deleteShippingZone(ctx.db, request.params.id)) }),
  );

  app.post(
    "/shipping-zones/:id/methods",
    { onRequest: ctx.guards.admin, schema: { params: idParamsSchema, body: shippingMethodBodySchema, response: { 201: shippingMethodSchema } } },
    async (request, reply) => reply.status(201).send(await createShippingMethod(ctx.db, request.params.id, request.body)),
  );

  app.put(
    "/shipping-zones/:id/methods/:methodId",
    { onRequest: ctx.guards.admin, schema: { params: shippingZoneMethodParamsSchema, body: shippingMethodBodySchema, response: { 200: shippingMethodSchema } } },
    async (request) => updateShippingMethod(ctx.db, request.params.id, request.params.methodId, request.body),
  );

  app.delete(
    "/shipping-zones/:id/methods/:methodId",
    { onRequest: ctx.guards.admin, schema: { params: shippingZoneMethodParamsSchema, response: { 200: deleteResultSchema } } },
    async (request) => ({ acknowledged: true as const, ...(await deleteShippingMethod(ctx.db, request.params.id, request.params.methodId)) }),
  );
};
