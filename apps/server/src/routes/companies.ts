import {
  companyAuditListSchema,
  companyMemberParamsSchema,
  companyParamsSchema,
  companySchema,
  createCompanyBodySchema,
  deleteResultSchema,
  invitationListSchema,
  invitationParamsSchema,
  invitationSchema,
  inviteBodySchema,
  patchCompanyBodySchema,
  pageQuerySchema,
  patchMemberBodySchema,
} from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { principalOf } from "../auth/guard";
import type { AppContext } from "../context";
import { refuse } from "../lib/limits";
import { pageOf, sendList } from "../lib/paging";
import { memberAuditTrail } from "../modules/companies/audit";
import { createCompany, patchCompany } from "../modules/companies/companies";
import { inviteMember, pendingInvitations, withdrawInvitation } from "../modules/companies/invitations";
import { patchMember, removeMember } from "../modules/companies/members";

/** Not in CONTRACT.md: what the web app's Company page adds, said in the OpenAPI document. */
const BEYOND_CONTRACT = "Beyond the contract (the web app's Company page).";

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

  app.post(
    "/companies/:id/invitations",
    {
      onRequest: guards.user,
      schema: {
        description:
          "Company admins. Emails a single-use link valid 7 days to the address; a new invitation to the same address replaces its pending one. " +
          "409 when the address is a member already (here or of another company); 429 with Retry-After past 30 invitations an hour (docs/decisions/036), " +
          "or (issue 35) past INVITATIONS_PER_DAY invitations in 24 hours from the caller to addresses without an account. A suspended company: 403.",
        params: companyParamsSchema,
        body: inviteBodySchema,
        response: { 201: invitationSchema },
      },
    },
    async (request, reply) => {
      const result = await inviteMember(ctx.db, ctx.config, principalOf(request), request.params.id, request.body);
      if ("retryAfterSeconds" in result) refuse(reply, result.retryAfterSeconds, result.message);
      return reply.status(201).send(result.invitation);
    },
  );

  app.get(
    "/companies/:id/invitations",
    { onRequest: guards.user, schema: { description: `${BEYOND_CONTRACT} Company admins: the pending invitations, newest first.`, params: companyParamsSchema, response: { 200: invitationListSchema } } },
    async (request) => pendingInvitations(ctx.db, principalOf(request), request.params.id),
  );

  app.delete(
    "/companies/:id/invitations/:invitationId",
    {
      onRequest: guards.user,
      schema: { description: `${BEYOND_CONTRACT} Company admins withdraw a pending invitation: its link stops working.`, params: invitationParamsSchema, response: { 200: deleteResultSchema } },
    },
    async (request) => {
      await withdrawInvitation(ctx.db, principalOf(request), request.params.id, request.params.invitationId);
      return { acknowledged: true as const, deletedCount: 1 };
    },
  );

  app.get(
    "/companies/:id/audit",
    {
      onRequest: guards.user,
      schema: {
        description:
          "Issue 35. Company admins: the company's audit trail, newest first, paged as every list: each change of a member's role or limits, invitation, acceptance, withdrawal, removal and leaving, and the office's suspensions and changes of terms, with who (email), when, before and after. Other roles 403, no member 404.",
        params: companyParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: companyAuditListSchema },
      },
    },
    async (request, reply) => sendList(request, reply, await memberAuditTrail(ctx.db, principalOf(request), request.params.id, pageOf(request.query))),
  );

  app.patch(
    "/companies/:id/members/:userId",
    {
      onRequest: guards.user,
      schema: {
        description: "Company admins: a member's role and limits (in the shop's currency; null is no limit). 409 when it would leave the company without an admin.",
        params: companyMemberParamsSchema,
        body: patchMemberBodySchema,
        response: { 200: companySchema },
      },
    },
    async (request) => patchMember(ctx.db, principalOf(request), request.params.id, request.params.userId, request.body),
  );

  app.delete(
    "/companies/:id/members/:userId",
    {
      onRequest: guards.user,
      schema: {
        description: "Company admins remove a member; any member removes themself (leaves). 409 for the company's last admin.",
        params: companyMemberParamsSchema,
        response: { 200: deleteResultSchema },
      },
    },
    async (request) => {
      await removeMember(ctx.db, principalOf(request), request.params.id, request.params.userId);
      return { acknowledged: true as const, deletedCount: 1 };
    },
  );
};
