import { companyParamsSchema, companySchema, createCompanyBodySchema, patchCompanyBodySchema } from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { principalOf } from "../auth/guard";
import type { AppContext } from "../context";
import { createCompany, patchCompany } from "../modules/companies/companies";

/** Issue 27: `/api/companies…`, a company by its id, for its own members (docs/decisions/034-company-access.md). */
export const companyRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { guards } = ctx;

  app.post(
    "/companies",
    { onRequest: guards.user, schema: { body: createCompanyBodySchema, response: { 201: companySchema } } },
    async (request, reply) => reply.status(201).send(await createCompany(ctx.db, principalOf(request), request.body)),
  );

  app.patch(
    "/companies/:id",
    { onRequest: guards.user, schema: { params: companyParamsSchema, body: patchCompanyBodySchema, response: { 200: companySchema } } },
    async (request) => patchCompany(ctx.db, principalOf(request), request.params.id, request.body),
  );
};
