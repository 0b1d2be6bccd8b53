import { contactFormSchema, contactMessages, contactResponseSchema } from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../context";
import { sendContactMessage } from "../modules/contact/contact";

/** The Contact page's form (public, limited per address). */
export const contactRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.post(
    "/contact",
    { config: { rateLimit: ctx.throttle.contact }, schema: { body: contactFormSchema, response: { 202: contactResponseSchema } } },
    async (request, reply) => {
      await sendContactMessage(ctx.db, ctx.config, request.body);
      return reply.status(202).send({ accepted: true, message: contactMessages.sent });
    },
  );
};
