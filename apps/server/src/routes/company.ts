import { companySchema } from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { principalOf } from "../auth/guard";
import type { AppContext } from "../context";
import { ownCompany } from "../modules/companies/companies";

/** Issue 27: `/api/company…`, the caller's own company. */
export const ownCompanyRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { guards } = ctx;

  app.get("/company", { onRequest: guards.user, schema: { response: { 200: companySchema } } }, async (request) => ownCompany(ctx.db, principalOf(request)));
};
