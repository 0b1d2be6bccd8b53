import { quickOrderCheckBodySchema, quickOrderCheckResponseSchema } from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../context";
import { principalOf } from "../auth/guard";
import { membershipOf } from "../modules/companies/access";
import { utcDay } from "../modules/orders/place";
import { checkQuickOrder } from "../modules/quick-order/check";

/** Issue 27, item 5: the quick-order pad's check. It reads only: the cart is the buyer's to fill. */
export const quickOrderRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.post(
    "/quick-order/check",
    { onRequest: ctx.guards.user, schema: { body: quickOrderCheckBodySchema, response: { 200: quickOrderCheckResponseSchema } } },
    async (request) => {
      // A member's lines are priced as their orders are: through their company's price lists.
      const membership = await membershipOf(ctx.db, principalOf(request).userId);
      return { lines: await checkQuickOrder(ctx.db, request.body, membership ? { companyId: membership.companyId, today: utcDay(new Date()) } : undefined) };
    },
  );
};
