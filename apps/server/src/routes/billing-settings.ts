import { billingSettingsBodySchema, billingSettingsSchema } from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../context";
import { getBillingSettings, saveBillingSettings } from "../modules/billing/taxes";

/** `/api/billing-settings`: whether catalogue prices include tax (admin only). */
export const billingSettingsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get("/billing-settings", { onRequest: ctx.guards.admin, schema: { response: { 200: billingSettingsSchema } } }, async () => getBillingSettings(ctx.db));

  app.put(
    "/billing-settings",
    { onRequest: ctx.guards.admin, schema: { body: billingSettingsBodySchema, response: { 200: billingSettingsSchema } } },
    async (request) => saveBillingSettings(ctx.db, request.body),
  );
};
