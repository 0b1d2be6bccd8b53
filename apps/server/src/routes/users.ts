import { adminCheckSchema, emailParamsSchema, tokenRequestSchema, tokenResponseSchema } from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { principalOf } from "../auth/guard";
import type { AppContext } from "../context";
import { badRequest, forbidden, unauthorized } from "../errors";
import { currentSession } from "./auth";

export const userRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  /**
   * The spec's token call. It answers only to the session that belongs to that email: naming
   * an email is not enough (the original handed anyone a token for any address).
   */
  app.put(
    "/user/:email",
    { schema: { params: emailParamsSchema, body: tokenRequestSchema, response: { 200: tokenResponseSchema } } },
    async (request) => {
      const session = await currentSession(ctx, request);
      if (!session) throw unauthorized("Sign in to get an access token");
      if (request.body.email !== request.params.email) throw badRequest("The email of the body and of the path differ");
      if (session.user.email !== request.params.email) throw forbidden("This session belongs to another account");
      return { accessToken: await ctx.tokens.sign({ userId: session.user.id, sessionId: session.id }) };
    },
  );

  app.get(
    "/admin/:email",
    { preHandler: ctx.guards.user, schema: { params: emailParamsSchema, response: { 200: adminCheckSchema } } },
    async (request) => {
      const principal = principalOf(request);
      if (principal.email !== request.params.email) throw forbidden("You may only ask about your own account");
      return { admin: principal.role === "admin" };
    },
  );
};
