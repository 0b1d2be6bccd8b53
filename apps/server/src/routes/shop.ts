import { shopInfoSchema } from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../context";
import { shopInfo } from "../modules/contact/contact";

/**
 * Configuration changes only with a restart: browsers and proxies may keep the answer a while
 * (Latin digits, the office's, change at run time, but only a page the server did not render reads them here).
 */
const SHOP_INFO_MAX_AGE_SECONDS = 300;

/** The seller's public details (SHOP_*), for the Contact page. */
export const shopRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const info = shopInfo(ctx.config);
  app.get("/shop", { schema: { response: { 200: shopInfoSchema } } }, async (_request, reply) => {
    reply.header("cache-control", `public, max-age=${SHOP_INFO_MAX_AGE_SECONDS}`);
    return { ...info, latinDigits: ctx.shopSettings.settings.latinDigits };
  });
};
