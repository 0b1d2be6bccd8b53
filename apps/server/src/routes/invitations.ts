import { acceptInvitationBodySchema, companySchema, invitationPreviewSchema } from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { principalOf } from "../auth/guard";
import type { AppContext } from "../context";
import { acceptInvitation, previewInvitation } from "../modules/companies/invitations";

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

  // A POST, so the token stays out of URLs and access logs.
  app.post(
    "/invitations/preview",
    {
      schema: {
        description:
          "Beyond the contract (the link's web page): the company, address and role of a working invitation, for whoever holds its token. 404 for an unknown, used, withdrawn or expired token.",
        body: acceptInvitationBodySchema,
        response: { 200: invitationPreviewSchema },
      },
    },
    async (request) => previewInvitation(ctx.db, request.body.token),
  );
};
