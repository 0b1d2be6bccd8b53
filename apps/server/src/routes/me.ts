import { languageBodySchema, sessionResponseSchema } from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { principalOf } from "../auth/guard";
import type { AppContext } from "../context";
import { setLanguage } from "../modules/users/users";

/** `/api/me/…`: what the signed-in account keeps for itself (issue 38). */
export const meRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.patch(
    "/me/language",
    {
      onRequest: ctx.guards.user,
      schema: {
        description: "Keeps the signed-in account's language (en or bn), which its emails and documents follow; answers the session's user with it, as GET /api/auth/session does.",
        body: languageBodySchema,
        response: { 200: sessionResponseSchema },
      },
    },
    async (request) => ({ user: await setLanguage(ctx.db, principalOf(request).userId, request.body.language) }),
  );
};
