import { cashReceivedBodySchema, depositReceivedBodySchema, idParamsSchema, orderDetailSchema, riskyPaymentBodySchema } from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { principalOf } from "../auth/guard";
import type { AppContext } from "../context";
import { answerInTransaction, idempotent } from "../lib/idempotency";
import { markReturned, recordCash, recordDeposit } from "../modules/orders/cash-and-deposits";
import { orderDetail } from "../modules/orders/documents";
import { decideRiskyPayment } from "../modules/orders/gateway-pay";

/**
 * Issue 37 (CONTRACT "Payment methods", decision 054): `/api/admin/orders/{id}/…`, the office's
 * records of cash on delivery and bank deposits (shop admins only). Each answers the order as its
 * page shows it, kept under the Idempotency-Key in the record's own transaction.
 */
export const adminOrderRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { guards } = ctx;
  const idempotency = idempotent(ctx.db);
  const methods = ctx.config.paymentMethods;

  app.post(
    "/admin/orders/:id/cash",
    {
      onRequest: guards.admin,
      ...idempotency,
      schema: {
        description: "The cash the driver collected for a cash-on-delivery order: exactly what the order asks (409 otherwise, and once it was received). The order is paid; dispatched, its invoice (issued at dispatch) is marked paid.",
        params: idParamsSchema,
        body: cashReceivedBodySchema,
        response: { 200: orderDetailSchema },
      },
    },
    async (request, reply) => {
      const caller = principalOf(request);
      const answer = answerInTransaction(request, reply);
      await recordCash(ctx.db, caller, request.params.id, request.body.amount, ctx.config, async (tx, order) => answer.keep(tx, 200, await orderDetail(tx, caller, order.id, methods)));
      return answer.send();
    },
  );

  app.post(
    "/admin/orders/:id/returned",
    {
      onRequest: guards.admin,
      ...idempotency,
      schema: {
        description: "A cash-on-delivery order refused at the door: its stock goes back, the order is closed (`cancelled`) and an invoice issued at dispatch is credited in full. 409 once its cash was received.",
        params: idParamsSchema,
        response: { 200: orderDetailSchema },
      },
    },
    async (request, reply) => {
      const caller = principalOf(request);
      const answer = answerInTransaction(request, reply);
      await markReturned(ctx.db, caller, request.params.id, ctx.config, async (tx, order) => answer.keep(tx, 200, await orderDetail(tx, caller, order.id, methods)));
      ctx.catalogue.invalidate();
      return answer.send();
    },
  );

  app.post(
    "/admin/orders/:id/deposit",
    {
      onRequest: guards.admin,
      ...idempotency,
      schema: {
        description: "A bank deposit for a bank-deposit order: the amount it asks (409 otherwise), the day the bank received it (after the shop's today: 400) and the bank's reference (the same one for another order: 409). The order is paid and invoiced.",
        params: idParamsSchema,
        body: depositReceivedBodySchema,
        response: { 200: orderDetailSchema },
      },
    },
    async (request, reply) => {
      const caller = principalOf(request);
      const answer = answerInTransaction(request, reply);
      await recordDeposit(ctx.db, caller, request.params.id, request.body, ctx.config, async (tx, order) => answer.keep(tx, 200, await orderDetail(tx, caller, order.id, methods)));
      return answer.send();
    },
  );

  app.post(
    "/admin/orders/:id/risky-payment",
    {
      onRequest: guards.admin,
      // The decision moves money (a refund through the gateway on a refusal): a retry after a lost answer hears the first answer.
      ...idempotency,
      schema: {
        description:
          "The office's decision on a payment the gateway flagged risky (SSLCommerz risk_level 1, decision 052), once: `accept: true` applies it as a confirmed payment (the order paid and invoiced); `accept: false` refunds it through the gateway, and the order expires at its hold as any unpaid one. 409, nothing changed, when no risky payment of the order waits.",
        params: idParamsSchema,
        body: riskyPaymentBodySchema,
        response: { 200: orderDetailSchema },
      },
    },
    async (request) => {
      const caller = principalOf(request);
      await decideRiskyPayment(ctx, caller, request.params.id, request.body.accept);
      return orderDetail(ctx.db, caller, request.params.id, methods);
    },
  );
};
