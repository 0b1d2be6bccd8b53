import {
  allOrdersQuerySchema,
  deleteResultSchema,
  idParamsSchema,
  orderListSchema,
  orderSchema,
  ownOrdersQuerySchema,
  pageQuerySchema,
  patchOrderBodySchema,
  placeOrderBodySchema,
  placeOrderResponseSchema,
} from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { principalOf } from "../auth/guard";
import type { AppContext } from "../context";
import { forbidden } from "../errors";
import { idempotent } from "../lib/idempotency";
import { pageOf, sendList } from "../lib/paging";
import {
  cancelOrder,
  deleteOrder,
  listAllOrders,
  listOrdersOf,
  orderFor,
  placeOrder,
  shipOrder,
  toOrderDocument,
} from "../modules/orders/orders";
import { confirmOrderPayment } from "../payments/payments";

export const orderRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { guards } = ctx;
  const idempotency = idempotent(ctx.db);

  app.post(
    "/orders",
    { onRequest: guards.user, ...idempotency, schema: { body: placeOrderBodySchema, response: { 201: placeOrderResponseSchema } } },
    async (request, reply) => {
      const order = await placeOrder(ctx.db, principalOf(request), request.body, ctx.config.orders);
      ctx.catalogue.invalidate();
      return reply.status(201).send({ success: true, insertedId: order.id, order: toOrderDocument(order) });
    },
  );

  app.get(
    "/order",
    {
      onRequest: guards.user,
      schema: { querystring: ownOrdersQuerySchema.extend(pageQuerySchema.shape), response: { 200: orderListSchema } },
    },
    async (request, reply) => {
      const { email, ...page } = request.query;
      return sendList(request, reply, await listOrdersOf(ctx.db, principalOf(request), email, pageOf(page)));
    },
  );

  app.delete(
    "/order/:id",
    { onRequest: guards.user, schema: { params: idParamsSchema, response: { 200: deleteResultSchema } } },
    async (request) => {
      await cancelOrder(ctx.db, principalOf(request), request.params.id);
      ctx.catalogue.invalidate();
      return { acknowledged: true as const, deletedCount: 1 };
    },
  );

  app.get(
    "/orders",
    {
      onRequest: guards.admin,
      schema: { querystring: allOrdersQuerySchema.extend(pageQuerySchema.shape), response: { 200: orderListSchema } },
    },
    async (request, reply) => {
      return sendList(request, reply, await listAllOrders(ctx.db, pageOf(request.query)));
    },
  );

  app.get(
    "/orders/:id",
    { onRequest: guards.user, schema: { params: idParamsSchema, response: { 200: orderSchema } } },
    async (request) => toOrderDocument(await orderFor(ctx.db, principalOf(request), request.params.id)),
  );

  app.patch(
    "/orders/:id",
    {
      onRequest: guards.user,
      ...idempotency,
      schema: { params: idParamsSchema, body: patchOrderBodySchema, response: { 200: orderSchema } },
    },
    async (request) => {
      const caller = principalOf(request);
      const { body } = request;
      if ("status" in body) {
        if (caller.role !== "admin") throw forbidden("Only an admin may mark an order shipped");
        return toOrderDocument(await shipOrder(ctx.db, request.params.id));
      }
      return toOrderDocument(await confirmOrderPayment(ctx.db, ctx.payments, caller, request.params.id, body));
    },
  );

  app.delete(
    "/orders/:id",
    { onRequest: guards.admin, schema: { params: idParamsSchema, response: { 200: deleteResultSchema } } },
    async (request) => {
      await deleteOrder(ctx.db, request.params.id);
      ctx.catalogue.invalidate();
      return { acknowledged: true as const, deletedCount: 1 };
    },
  );
};
