import { acceptInvitationBodySchema, companySchema } from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { principalOf } from "../auth/guard";
import type { AppContext } from "../context";
import { acceptInvitation } from "../modules/companies/invitations";

/** Issue 27: `/api/invitations…`, the invited account's side (docs/decisions/036-company-invitations.md). */
export const invitationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.post(
    "/invitations/accept",
    {
      onRequest: ctx.guards.user,
      schema: {
        description:
          "The signed-in account of the invited address joins the company with the invited role, and its address counts as verified. " +
          "404 for an unknown, used, withdrawn or expired token; 403 for another address (the link stays usable); 409 for a member of a company.",
        body: acceptInvitationBodySchema,
        response: { 200: companySchema },
      },
    },
    async (request) => acceptInvitation(ctx.db, principalOf(request), request.body.token),
  );
};
