import { allOrdersQuerySchema, deleteResultSchema, idParamsSchema, orderDetailSchema, orderListSchema, orderSchema, ownOrdersQuerySchema, pageQuerySchema, patchOrderBodySchema, paymentSessionBodySchema, paymentSessionResponseSchema, placeOrderBodySchema, placeOrderResponseSchema, refundOrderBodySchema, refundOrderResponseSchema, refundPreviewSchema, rejectOrderBodySchema, requestMessages, stateRefusals, roleMessages } from "@shop/contract";
import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { principalOf } from "../auth/guard";
import type { AppContext } from "../context";
import { badRequest, conflict, forbidden, notFound } from "../errors";
import { answerInTransaction, idempotencyKeyOf, idempotent } from "../lib/idempotency";
import { inLanguage } from "../lib/language";
import { pageOf, sendList } from "../lib/paging";
import { approveOrder, rejectOrder } from "../modules/orders/approve";
import { cancelOrder } from "../modules/orders/cancel";
import { EXPORT_CAP, ordersCsv } from "../modules/orders/csv";
import { findCreditNote, renderCreditNotePdf, toCreditNoteSummary } from "../modules/orders/credit-notes";
import { deleteOrder } from "../modules/orders/delete";
import { startGatewayPayment } from "../modules/orders/gateway-pay";
import { orderDetail, orderDocument } from "../modules/orders/documents";
import { dispatchedAt } from "../modules/orders/history";
import { findInvoice, renderInvoicePdf } from "../modules/orders/invoices";
import { linesByOrder, linesOf } from "../modules/orders/lines";
import { invoiceNumbersOf, listAllOrders, listOrdersOf, ordersToExport } from "../modules/orders/list";
import { orderFor } from "../modules/orders/order";
import { confirmOrderPayment } from "../modules/orders/pay";
import { placeOrder } from "../modules/orders/place";
import { previewRefund, refundOrder } from "../modules/orders/refund";
import { languageOfUser } from "../modules/users/users";
import { shipOrder } from "../modules/orders/ship";

/** A credit note's PDF: the order, and the note's number as printed (1 for CN-000001). */
const creditNoteParamsSchema = idParamsSchema.extend({ number: z.coerce.number().int().positive().max(2_147_483_647) });

export const orderRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { guards } = ctx;
  const idempotency = idempotent(ctx.db);
  // Issue 37: a bank-deposit order not yet paid answers where to deposit.
  const methods = ctx.config.paymentMethods;

  app.post(
    "/orders",
    {
      // Each order mails its buyer: only to a proven address, and a bounded number per account.
      onRequest: guards.verifiedBuyer,
      config: { rateLimit: ctx.accountLimits.placeOrder },
      ...idempotency,
      schema: { body: placeOrderBodySchema, response: { 201: placeOrderResponseSchema } },
    },
    async (request, reply) => {
      const { productId, quantity, items, name, phone, address, poNumber, deliveryDate, country, postalCode, shippingMethodId, discountCode, companyAddressId, paymentMethod } = request.body;
      await ctx.codeAttempts.count(request, reply, discountCode);
      const details = { name, phone, address, poNumber, deliveryDate, country, postalCode, shippingMethodId, discountCode, companyAddressId, paymentMethod };
      const shape = items ? { lines: items } : productId ? { single: { productId, quantity } } : undefined;
      // The schema already refuses a body with neither.
      if (!shape) throw badRequest(requestMessages.eitherToolOrCart);
      const answer = answerInTransaction(request, reply);
      await placeOrder(ctx.db, principalOf(request), { ...details, ...shape }, ctx.config.orders, ctx.config, ctx.vat, new Date(), async (tx, order) =>
        answer.keep(tx, 201, { success: true, insertedId: order.id, order: await orderDocument(tx, order, methods) }),
      );
      ctx.catalogue.invalidate();
      return answer.send();
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
    {
      onRequest: guards.verifiedBuyer,
      config: { rateLimit: ctx.accountLimits.cancelOrder },
      ...idempotency,
      schema: { params: idParamsSchema, response: { 200: deleteResultSchema } },
    },
    async (request, reply) => {
      const answer = answerInTransaction(request, reply);
      await cancelOrder(ctx.db, principalOf(request), request.params.id, ctx.config, async (tx) => answer.keep(tx, 200, { acknowledged: true as const, deletedCount: 1 }));
      ctx.catalogue.invalidate();
      return answer.send();
    },
  );

  app.get(
    "/orders",
    {
      onRequest: guards.admin,
      schema: { querystring: allOrdersQuerySchema.extend(pageQuerySchema.shape), response: { 200: orderListSchema } },
    },
    async (request, reply) => {
      const { status, q } = request.query;
      return sendList(request, reply, await listAllOrders(ctx.db, { status, q }, pageOf(request.query)));
    },
  );

  // Capped, not streamed: the newest EXPORT_CAP rows of the filter in one answer (decision 014).
  app.get(
    "/orders/export.csv",
    {
      onRequest: guards.admin,
      schema: { querystring: allOrdersQuerySchema, response: { 200: z.string().describe("text/csv, one row per order") } },
    },
    async (request, reply) => {
      const { status, q } = request.query;
      const rows = await ordersToExport(ctx.db, { status, q }, EXPORT_CAP);
      if (rows.length === EXPORT_CAP) reply.header("X-Export-Capped", String(EXPORT_CAP));
      const stamp = new Date().toISOString().slice(0, 10);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="orders-${stamp}.csv"`)
        .header("cache-control", "no-store")
        .send(ordersCsv(rows, await linesByOrder(ctx.db, rows.map((row) => row.id)), await invoiceNumbersOf(ctx.db, rows.map((row) => row.id))));
    },
  );

  app.get(
    "/orders/:id",
    { onRequest: guards.user, schema: { params: idParamsSchema, response: { 200: orderDetailSchema } } },
    async (request) => orderDetail(ctx.db, principalOf(request), request.params.id, methods),
  );

  app.get(
    "/orders/:id/invoice.pdf",
    { onRequest: guards.user, schema: { params: idParamsSchema, response: { 200: z.any().describe("application/pdf") } } },
    async (request, reply) => {
      const order = await orderFor(ctx.db, principalOf(request), request.params.id);
      const invoice = await findInvoice(ctx.db, order.id);
      if (!invoice) throw conflict(stateRefusals.noInvoice);
      const [lines, dispatched, language] = [await linesOf(ctx.db, order.id), await dispatchedAt(ctx.db, order.id), await languageOfUser(ctx.db, order.userId)];
      // Issue 38: the buyer's document in the buyer's language, whoever downloads it (the office too).
      const pdf = await inLanguage(language, () => renderInvoicePdf(order, lines, invoice, ctx.config.shop, dispatched));
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `attachment; filename="invoice-${invoice.number}.pdf"`)
        .header("cache-control", "private, no-store")
        .send(Buffer.from(pdf));
    },
  );

  app.post(
    "/orders/:id/refund",
    {
      onRequest: guards.admin,
      ...idempotency,
      schema: { params: idParamsSchema, body: refundOrderBodySchema, response: { 200: refundOrderResponseSchema } },
    },
    async (request, reply) => {
      const caller = principalOf(request);
      const { id } = request.params;
      const answer = answerInTransaction(request, reply);
      await refundOrder(ctx, caller, id, request.body, {
        requestKey: idempotencyKeyOf(request),
        then: async (tx, { note }) => answer.keep(tx, 200, { ...(await orderDetail(tx, caller, id)), creditNote: toCreditNoteSummary(note, await linesOf(tx, id)) }),
      });
      ctx.catalogue.invalidate();
      return answer.send();
    },
  );

  // Issue 36: what the refund above would give back, priced by its own code; nothing is written.
  app.post(
    "/orders/:id/refund-preview",
    {
      onRequest: guards.admin,
      schema: {
        params: idParamsSchema,
        body: refundOrderBodySchema,
        response: { 200: refundPreviewSchema },
        description:
          "Beyond the contract (issue 36): what POST /api/orders/{id}/refund with the same body would give back now, priced by the same code as its credit note (amount, net, tax, per rate and per line), with the same refusals (400, 404, 409); nothing is written. Shop admins only.",
      },
    },
    async (request) => previewRefund(ctx, request.params.id, request.body),
  );

  app.get(
    "/orders/:id/credit-notes/:number.pdf",
    { onRequest: guards.user, schema: { params: creditNoteParamsSchema, response: { 200: z.any().describe("application/pdf") } } },
    async (request, reply) => {
      const order = await orderFor(ctx.db, principalOf(request), request.params.id);
      const note = await findCreditNote(ctx.db, order.id, request.params.number);
      if (!note) throw notFound("Credit note");
      const [lines, invoice, language] = [await linesOf(ctx.db, order.id), await findInvoice(ctx.db, order.id), await languageOfUser(ctx.db, order.userId)];
      const pdf = await inLanguage(language, () => renderCreditNotePdf(order, lines, note, invoice, ctx.config.shop));
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `attachment; filename="credit-note-${note.number}.pdf"`)
        .header("cache-control", "private, no-store")
        .send(Buffer.from(pdf));
    },
  );

  // Issue 27: a company's admin or approver decides an order over a member's limit (decision 037).
  app.post(
    "/orders/:id/approve",
    { onRequest: guards.user, ...idempotency, schema: { params: idParamsSchema, response: { 200: orderSchema } } },
    async (request, reply) => {
      const answer = answerInTransaction(request, reply);
      await approveOrder(ctx.db, principalOf(request), request.params.id, ctx.config.orders, ctx.config, new Date(), async (tx, order) => answer.keep(tx, 200, await orderDocument(tx, order)));
      return answer.send();
    },
  );

  app.post(
    "/orders/:id/reject",
    { onRequest: guards.user, ...idempotency, schema: { params: idParamsSchema, body: rejectOrderBodySchema, response: { 200: orderSchema } } },
    async (request, reply) => {
      const answer = answerInTransaction(request, reply);
      await rejectOrder(ctx.db, principalOf(request), request.params.id, request.body.reason, ctx.config, new Date(), async (tx, order) => answer.keep(tx, 200, await orderDocument(tx, order)));
      ctx.catalogue.invalidate();
      return answer.send();
    },
  );

  app.patch(
    "/orders/:id",
    {
      onRequest: guards.user,
      ...idempotency,
      schema: { params: idParamsSchema, body: patchOrderBodySchema, response: { 200: orderSchema } },
    },
    async (request, reply) => {
      const caller = principalOf(request);
      const { body } = request;
      if ("status" in body) {
        if (caller.role !== "admin") throw forbidden(roleMessages.adminShips);
        const { carrier, trackingNumber } = body;
        const answer = answerInTransaction(request, reply);
        await shipOrder(ctx.db, caller, request.params.id, { carrier, trackingNumber }, ctx.config, async (tx, order) => answer.keep(tx, 200, await orderDocument(tx, order)));
        return answer.send();
      }
      // Recording a payment is idempotent on its own (one payment per transaction id): its answer is kept as sent.
      return orderDocument(ctx.db, await confirmOrderPayment(ctx.db, ctx.payments, caller, request.params.id, body, ctx.config));
    },
  );

  // Issue 37: the gateway's page for the buyer's order (bKash, SSLCommerz); the answer comes back through routes/payment-gateways.ts.
  app.post(
    "/orders/:id/payment-session",
    {
      // Paying needs a verified address (issue 11), as the card's intent does.
      onRequest: guards.verifiedUser,
      ...idempotency,
      schema: { params: idParamsSchema, body: paymentSessionBodySchema, response: { 200: paymentSessionResponseSchema } },
    },
    async (request) => startGatewayPayment(ctx, principalOf(request), request.params.id, request.body.method),
  );

  app.delete(
    "/orders/:id",
    { onRequest: guards.admin, ...idempotency, schema: { params: idParamsSchema, response: { 200: deleteResultSchema } } },
    async (request, reply) => {
      const answer = answerInTransaction(request, reply);
      await deleteOrder(ctx.db, request.params.id, async (tx) => answer.keep(tx, 200, { acknowledged: true as const, deletedCount: 1 }));
      ctx.catalogue.invalidate();
      return answer.send();
    },
  );
};
