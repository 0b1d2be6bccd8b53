import { idParamsSchema, officeCompaniesQuerySchema, officeCompanyListSchema, officeCompanySchema, patchOfficeCompanyBodySchema } from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../context";
import { pageOf, sendList } from "../lib/paging";
import { officeCompanies, officeCompany, patchOfficeCompany } from "../modules/companies/office";

/** Issue 27: `/api/admin/companies…`, the office's Companies (shop admins only; a company admin is not one). */
export const adminCompanyRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { guards } = ctx;

  app.get(
    "/admin/companies",
    { onRequest: guards.admin, schema: { description: "`q`: part of the name, any case. Newest first.", querystring: officeCompaniesQuerySchema, response: { 200: officeCompanyListSchema } } },
    async (request, reply) => sendList(request, reply, await officeCompanies(ctx.db, request.query, pageOf(request.query))),
  );

  app.get(
    "/admin/companies/:id",
    { onRequest: guards.admin, schema: { params: idParamsSchema, response: { 200: officeCompanySchema } } },
    async (request) => officeCompany(ctx.db, request.params.id),
  );

  app.patch(
    "/admin/companies/:id",
    {
      onRequest: guards.admin,
      schema: { description: "`suspended: true`: its members read but cannot order or accept a quote (403) until released.", params: idParamsSchema, body: patchOfficeCompanyBodySchema, response: { 200: officeCompanySchema } },
    },
    async (request) => patchOfficeCompany(ctx.db, request.params.id, request.body),
  );
};
