import { companyOrdersQuerySchema, companySchema, orderListSchema, quoteListQuerySchema, quoteListSchema, statementQuerySchema } from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { principalOf } from "../auth/guard";
import type { AppContext } from "../context";
import { pageOf, sendList } from "../lib/paging";
import { ownMembership } from "../modules/companies/access";
import { ownCompany } from "../modules/companies/companies";
import { listCompanyOrders } from "../modules/orders/list";
import { listCompanyQuotes } from "../modules/quotes/quotes";
import { statementFile, statementOf } from "../modules/receivables/statement";

/** Issue 27: `/api/company…`, the caller's own company. */
export const ownCompanyRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { guards } = ctx;

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
        const file = await statementFile(await statementOf(ctx.db, membership.companyId, request.query, ctx.config.shop), format, ctx.config.shop);
        return reply.header("content-type", file.contentType).header("content-disposition", `attachment; filename="${file.filename}"`).header("cache-control", "private, no-store").send(file.body);
      },
    );
  }
};
