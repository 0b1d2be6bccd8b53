import { companyOrdersQuerySchema, companySchema, orderListSchema, quoteListQuerySchema, quoteListSchema } from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { principalOf } from "../auth/guard";
import type { AppContext } from "../context";
import { pageOf, sendList } from "../lib/paging";
import { ownMembership } from "../modules/companies/access";
import { ownCompany } from "../modules/companies/companies";
import { listCompanyOrders } from "../modules/orders/list";
import { listCompanyQuotes } from "../modules/quotes/quotes";

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
};
