import {
  acceptQuoteBodySchema,
  answerQuoteBodySchema,
  idParamsSchema,
  placeOrderResponseSchema,
  quoteListQuerySchema,
  quoteListSchema,
  quoteDetailSchema,
  quoteSchema,
  requestCartQuoteBodySchema,
  requestQuoteBodySchema,
} from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { principalOf } from "../auth/guard";
import type { AppContext } from "../context";
import { answerInTransaction, idempotent } from "../lib/idempotency";
import { pageOf, sendList } from "../lib/paging";
import { orderDocument } from "../modules/orders/documents";
import { requestCartQuote } from "../modules/quotes/lines";
import { acceptQuote, answerQuote, listQuotes, quoteDetail, quoteFor, requestQuote, toQuoteDocument } from "../modules/quotes/quotes";

/** Issue 12: quotes, from the buyer's request through the office's answer to the order. */
export const quoteRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { guards } = ctx;
  const idempotency = idempotent(ctx.db);

  app.post(
    "/quotes",
    {
      // Each request mails the office: only from a proven address, and a bounded number per account.
      onRequest: guards.verifiedBuyer,
      config: { rateLimit: ctx.accountLimits.requestQuote },
      ...idempotency,
      schema: { body: requestQuoteBodySchema, response: { 201: quoteSchema } },
    },
    async (request, reply) => {
      const quote = await requestQuote(ctx.db, ctx.config, principalOf(request), request.body);
      return reply.status(201).send(toQuoteDocument(quote, new Date()));
    },
  );

  // Issue 35: a whole cart as one request (beyond the contract), under the same guard and limit as a tool's.
  app.post(
    "/quotes/cart",
    {
      onRequest: guards.verifiedBuyer,
      config: { rateLimit: ctx.accountLimits.requestQuote },
      ...idempotency,
      schema: {
        description: "Issue 35: a cart as one quote request: every line, where it goes (a company member names one of the company's addresses) and a note. Answers 201 with the quote, whose `lineCount` is the cart's.",
        body: requestCartQuoteBodySchema,
        response: { 201: quoteSchema },
      },
    },
    async (request, reply) => {
      const quote = await requestCartQuote(ctx.db, ctx.config, principalOf(request), request.body);
      return reply.status(201).send(toQuoteDocument(quote, new Date()));
    },
  );

  app.get(
    "/quotes",
    { onRequest: guards.user, schema: { querystring: quoteListQuerySchema, response: { 200: quoteListSchema } } },
    async (request, reply) => sendList(request, reply, await listQuotes(ctx.db, principalOf(request), request.query.status, pageOf(request.query))),
  );

  app.get(
    "/quotes/:id",
    { onRequest: guards.user, schema: { params: idParamsSchema, response: { 200: quoteDetailSchema } } },
    async (request) => quoteDetail(ctx.db, await quoteFor(ctx.db, principalOf(request), request.params.id), new Date()),
  );

  app.post(
    "/quotes/:id/answer",
    { onRequest: guards.admin, ...idempotency, schema: { params: idParamsSchema, body: answerQuoteBodySchema, response: { 200: quoteSchema } } },
    async (request, reply) => {
      const answer = answerInTransaction(request, reply);
      const now = new Date();
      await answerQuote(ctx.db, ctx.config, principalOf(request), request.params.id, request.body, now, async (tx, quote) => answer.keep(tx, 200, toQuoteDocument(quote, now)));
      return answer.send();
    },
  );

  // Paying needs a verified address, so accepting (which places the order to pay) does too.
  app.post(
    "/quotes/:id/accept",
    {
      onRequest: guards.verifiedUser,
      ...idempotency,
      schema: { params: idParamsSchema, body: acceptQuoteBodySchema, response: { 201: placeOrderResponseSchema } },
    },
    async (request, reply) => {
      const answer = answerInTransaction(request, reply);
      await acceptQuote(ctx.db, principalOf(request), request.params.id, request.body, ctx.config.orders, ctx.config, ctx.vat, new Date(), async (tx, order) =>
        answer.keep(tx, 201, { success: true, insertedId: order.id, order: await orderDocument(tx, order) }),
      );
      ctx.catalogue.invalidate();
      return answer.send();
    },
  );
};
