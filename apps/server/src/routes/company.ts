import {
  accountPaymentParamsSchema,
  accountPaymentSchema,
  companyInvoiceListSchema,
  companyInvoicesQuerySchema,
  companyOrdersQuerySchema,
  companySchema,
  invoicePaymentIntentBodySchema,
  invoicePaymentIntentResponseSchema,
  invoicePaymentSessionBodySchema,
  invoicePaymentSessionResponseSchema,
  orderListSchema,
  quoteListQuerySchema,
  quoteListSchema,
  statementQuerySchema,
  companyStatementSchema,
} from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { principalOf } from "../auth/guard";
import type { AppContext } from "../context";
import { idempotent } from "../lib/idempotency";
import { sendAttachment } from "../lib/attachment";
import { pageOf, sendList } from "../lib/paging";
import { confirmCardAccountPayment, createInvoicePaymentIntent } from "../modules/account-payments/card";
import { startAccountGatewayPayment } from "../modules/account-payments/gateway";
import { listCompanyInvoices } from "../modules/account-payments/invoices";
import { ownMembership } from "../modules/companies/access";
import { ownCompany } from "../modules/companies/companies";
import { listCompanyOrders } from "../modules/orders/list";
import { listCompanyQuotes } from "../modules/quotes/quotes";
import { statementDocument, statementFile, statementOf } from "../modules/receivables/statement";
import { languageOfUser } from "../modules/users/users";

/** Issue 27: `/api/company…`, the caller's own company. */
export const ownCompanyRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { guards } = ctx;
  const idempotency = idempotent(ctx.db);
  const cardDeps = { ...ctx, holdMinutes: ctx.config.orders.holdMinutes };

  app.get("/company", { onRequest: guards.user, schema: { response: { 200: companySchema } } }, async (request) => ownCompany(ctx.db, principalOf(request)));

  // Every member reads here; a buyer's answer holds only their own orders (decision 037).
  app.get(
    "/company/orders",
    { onRequest: guards.user, schema: { querystring: companyOrdersQuerySchema, response: { 200: orderListSchema } } },
    async (request, reply) => {
      const membership = await ownMembership(ctx.db, principalOf(request));
      return sendList(request, reply, await listCompanyOrders(ctx.db, membership, request.query.status, pageOf(request.query)));
    },
  );

  // Beyond the contract (issue 27 item 2): the company's quotes as its orders are listed above.
  app.get(
    "/company/quotes",
    {
      onRequest: guards.user,
      schema: {
        description:
          "Beyond the contract (issue 27): the caller's company's quotes, newest first; `status` filters as on `GET /api/quotes`. A buyer's answer holds only their own; admins, approvers and accountants see all. 404 without a company.",
        querystring: quoteListQuerySchema,
        response: { 200: quoteListSchema },
      },
    },
    async (request, reply) => {
      const membership = await ownMembership(ctx.db, principalOf(request));
      return sendList(request, reply, await listCompanyQuotes(ctx.db, membership, request.query.status, pageOf(request.query)));
    },
  );

  // Issue 35: the same statement as JSON, for its page; the same who-may rule as the files.
  app.get(
    "/company/statement",
    {
      onRequest: guards.user,
      schema: {
        description: "Beyond the contract: the statement `GET /api/company/statement.pdf|.csv` prints, as JSON (amounts in major units of `currency`), for the company's page. Same period rules; company admins and accountants; other roles 403, no company 404.",
        querystring: statementQuerySchema,
        response: { 200: companyStatementSchema },
      },
    },
    async (request, reply) => {
      const membership = await ownMembership(ctx.db, principalOf(request), "accounts");
      const statement = statementDocument(await statementOf(ctx.db, membership.companyId, request.query, ctx.config.shop));
      return reply.header("cache-control", "private, no-store").send(statement);
    },
  );

  // Issue 28 item 5: the company's statement of account, for its admins and accountants (decision 041).
  for (const format of ["pdf", "csv"] as const) {
    app.get(
      `/company/statement.${format}`,
      {
        onRequest: guards.user,
        schema: {
          description: "`from`, `to`: days (YYYY-MM-DD, the shop's time zone), inclusive; without `to` today, without `from` the first of `to`'s month. The opening balance, every invoice, payment and credit note of the company in the period with the running balance, the closing balance and its ageing at `to`. Company admins and accountants; other roles 403, no company 404.",
          querystring: statementQuerySchema,
          response: { 200: z.any().describe(format === "pdf" ? "application/pdf" : "text/csv") },
        },
      },
      async (request, reply) => {
        const membership = await ownMembership(ctx.db, principalOf(request), "accounts");
        const file = await statementFile((wordsIn) => statementOf(ctx.db, membership.companyId, request.query, ctx.config.shop, { wordsIn }), format, ctx.config.shop, () => languageOfUser(ctx.db, membership.userId));
        return sendAttachment(reply, file);
      },
    );
  }

  // Issue 28 (decision 041): the company's invoices on account, and paying several by card.
  app.get(
    "/company/invoices",
    {
      onRequest: guards.user,
      schema: {
        description:
          "Company admins and accountants. Newest first; paged as every list. `open`: a balance not yet due (the shop's day, SHOP_TIMEZONE), `overdue`: a balance past its due date, `paid`: no balance (card-prepaid invoices included), `unpaid` (beyond the contract): open and overdue.",
        querystring: companyInvoicesQuerySchema,
        response: { 200: companyInvoiceListSchema },
      },
    },
    async (request, reply) => {
      const membership = await ownMembership(ctx.db, principalOf(request), "accounts");
      return sendList(request, reply, await listCompanyInvoices(ctx.db, membership.companyId, request.query.status, pageOf(request.query), ctx.config.shop.timeZone));
    },
  );

  app.post(
    "/company/invoices/payment-intent",
    {
      onRequest: guards.verifiedUser,
      ...idempotency,
      schema: {
        description:
          "Company admins and accountants. Each allocation names an invoice of the caller's company (404 otherwise) and fits its balance (409 otherwise; nothing is stored). Answers a pending payment's client secret, paid as an order is; asked again for the same invoices and amounts, the same payment.",
        body: invoicePaymentIntentBodySchema,
        response: { 200: invoicePaymentIntentResponseSchema },
      },
    },
    async (request) => createInvoicePaymentIntent(cardDeps, principalOf(request), request.body),
  );

  app.post(
    "/company/invoices/payment-session",
    {
      onRequest: guards.verifiedUser,
      ...idempotency,
      schema: {
        description:
          "Issue 37, beyond the contract: company admins and accountants pay the allocations on bKash's or SSLCommerz's page. The allocations are checked as payment-intent checks them (404, 409; nothing is stored); the method must be one the shop offers, in a currency it takes (409). Answers the gateway's page and the pending payment; the gateway's return, its notification or the sweep apply it once, and the member comes back to the Invoices page.",
        body: invoicePaymentSessionBodySchema,
        response: { 200: invoicePaymentSessionResponseSchema },
      },
    },
    async (request) => startAccountGatewayPayment(cardDeps, principalOf(request), request.body),
  );

  app.post(
    "/company/payments/:id/confirm",
    {
      onRequest: guards.verifiedUser,
      ...idempotency,
      schema: {
        description:
          "Beyond the contract: after the card form, applies the card payment to its invoices once the provider confirms it (409 until it does). Applied already (the webhook came first): the same answer. What no longer fits an invoice is kept as `unapplied`.",
        params: accountPaymentParamsSchema,
        response: { 200: accountPaymentSchema },
      },
    },
    async (request) => confirmCardAccountPayment(cardDeps, principalOf(request), request.params.id),
  );
};
