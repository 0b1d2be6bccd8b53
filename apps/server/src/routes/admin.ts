import { adminCheckSchema, adminSummarySchema, emailParamsSchema } from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { principalOf } from "../auth/guard";
import type { AppContext } from "../context";
import { forbidden } from "../errors";
import { adminSummary } from "../modules/summary/summary";

/** Every `/api/admin…` route: the spec's "am I an admin?" and the dashboard's shop overview. */
export const adminRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  // A fixed path, so it wins over `/admin/:email`.
  app.get("/admin/summary", { onRequest: ctx.guards.admin, schema: { response: { 200: adminSummarySchema } } }, () => adminSummary(ctx.db));

  app.get(
    "/admin/:email",
    { onRequest: ctx.guards.user, schema: { params: emailParamsSchema, response: { 200: adminCheckSchema } } },
    async (request) => {
      const principal = principalOf(request);
      if (principal.email !== request.params.email) throw forbidden("You may only ask about your own account");
      return { admin: principal.role === "admin" };
    },
  );
};
