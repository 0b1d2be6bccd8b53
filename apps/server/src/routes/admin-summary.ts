import { adminSummarySchema } from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../context";
import { adminSummary } from "../modules/summary/summary";

/** `GET /api/admin/summary`: the admin's dashboard home (a fixed path, so it wins over `/admin/:email`). */
export const adminSummaryRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get("/admin/summary", { onRequest: ctx.guards.admin, schema: { response: { 200: adminSummarySchema } } }, () => adminSummary(ctx.db));
};
