import { adminCheckSchema, adminSummarySchema, emailParamsSchema, receivablesSchema, roleMessages } from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { principalOf } from "../auth/guard";
import type { AppContext } from "../context";
import { forbidden } from "../errors";
import { receivables } from "../modules/receivables/receivables";
import { adminSummary } from "../modules/summary/summary";

/** Every `/api/admin…` route: the spec's "am I an admin?" and the dashboard's shop overview. */
export const adminRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  // A fixed path, so it wins over `/admin/:email`.
  app.get("/admin/summary", { onRequest: ctx.guards.admin, schema: { response: { 200: adminSummarySchema } } }, () => adminSummary(ctx.db, ctx.config.shop));

  // Issue 28 item 6: what the companies owe on account, by age (decision 041).
  app.get(
    "/admin/receivables",
    {
      onRequest: ctx.guards.admin,
      schema: {
        description: "Per company with a balance on account: `open` (every balance, credits netted), `overdue` (balances past their due date) and `overdue` by days since the due date (`days0to30` holds 1–30), most overdue first, with their totals; amounts in the shop's currency.",
        response: { 200: receivablesSchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return receivables(ctx.db, ctx.config.shop);
    },
  );

  app.get(
    "/admin/:email",
    { onRequest: ctx.guards.user, schema: { params: emailParamsSchema, response: { 200: adminCheckSchema } } },
    async (request) => {
      const principal = principalOf(request);
      if (principal.email !== request.params.email) throw forbidden(roleMessages.ownAccountOnly);
      return { admin: principal.role === "admin" };
    },
  );
};
