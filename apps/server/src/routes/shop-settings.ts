import { shopSettingsBodySchema, shopSettingsSchema } from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../context";

/** `/api/admin/shop-settings`: how the shop writes its pages, emails and documents (issue 38); admins only. */
export const shopSettingsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    "/admin/shop-settings",
    { onRequest: ctx.guards.admin, schema: { description: "The shop settings the office edits on its Languages page.", response: { 200: shopSettingsSchema } } },
    async () => ctx.shopSettings.settings,
  );

  app.put(
    "/admin/shop-settings",
    {
      onRequest: ctx.guards.admin,
      schema: {
        description: "Saves the shop settings: `latinDigits` makes Bangla pages, emails and documents write numbers in Latin digits.",
        body: shopSettingsBodySchema,
        response: { 200: shopSettingsSchema },
      },
    },
    async (request) => ctx.shopSettings.save(request.body),
  );
};
