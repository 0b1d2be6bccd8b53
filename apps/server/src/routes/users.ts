import { deleteUserResponseSchema, emailParamsSchema, idParamsSchema, makeAdminResponseSchema, pageQuerySchema, removeAdminResponseSchema, tokenRequestSchema, tokenResponseSchema, userListSchema, roleMessages, requestMessages } from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { principalOf } from "../auth/guard";
import type { AppContext } from "../context";
import { badRequest, forbidden, unauthorized } from "../errors";
import { pageOf, sendList } from "../lib/paging";
import { deleteUser, listUsers, makeAdmin, removeAdmin } from "../modules/users/admin";
import { currentSession } from "../auth/cookies";

/** Every `/api/user…` route: the spec's token call and the admin's user management. */
export const userRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  /**
   * The spec's token call. It answers only to the session that belongs to that email: naming
   * an email is not enough (the original handed anyone a token for any address).
   */
  app.put(
    "/user/:email",
    { schema: { security: [{ sessionCookie: [] }], params: emailParamsSchema, body: tokenRequestSchema, response: { 200: tokenResponseSchema } } },
    async (request) => {
      const session = await currentSession(ctx.db, request);
      if (!session) throw unauthorized(roleMessages.signInForToken);
      if (request.body.email !== request.params.email) throw badRequest(requestMessages.emailsDiffer);
      if (session.user.email !== request.params.email) throw forbidden(roleMessages.sessionOfAnother);
      return { accessToken: await ctx.tokens.sign({ userId: session.user.id, sessionId: session.id }) };
    },
  );

  // The admin's user management. The guard runs on request, before the body and params are
  // looked at, so nobody without the right learns anything from validation messages.
  app.get(
    "/user",
    { onRequest: ctx.guards.admin, schema: { querystring: pageQuerySchema, response: { 200: userListSchema } } },
    async (request, reply) => {
      return sendList(request, reply, await listUsers(ctx.db, pageOf(request.query)));
    },
  );

  app.put(
    "/user/admin/:email",
    { onRequest: ctx.guards.admin, schema: { params: emailParamsSchema, response: { 200: makeAdminResponseSchema } } },
    async (request) => makeAdmin(ctx.db, request.params.email),
  );

  app.delete(
    "/user/admin/:email",
    {
      onRequest: ctx.guards.admin,
      schema: {
        description:
          "Takes the admin role away and ends that account's sessions. 409 for your own account or the last admin; an account that is no admin answers modifiedCount 0.",
        params: emailParamsSchema,
        response: { 200: removeAdminResponseSchema },
      },
    },
    async (request) => removeAdmin(ctx.db, { email: request.params.email, actingUserId: principalOf(request).userId }),
  );

  app.delete(
    "/user/:id",
    { onRequest: ctx.guards.admin, schema: { params: idParamsSchema, response: { 200: deleteUserResponseSchema } } },
    async (request) => {
      const { deletedCount } = await deleteUser(ctx.db, { id: request.params.id, actingUserId: principalOf(request).userId });
      return { acknowledged: true as const, deletedCount };
    },
  );
};
