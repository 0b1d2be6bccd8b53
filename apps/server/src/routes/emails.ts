import { emailDetailSchema, emailListSchema, idParamsSchema, pageQuerySchema } from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../context";
import { notFound } from "../errors";
import { pageOf, sendList } from "../lib/paging";
import { findEmail, listEmails } from "../modules/mail/list";

/** The admin's Sent Emails page: what the shop mailed (or, without SMTP_URL, only logged; the development mailbox). */
export const emailRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    "/emails",
    { onRequest: ctx.guards.admin, schema: { querystring: pageQuerySchema, response: { 200: emailListSchema } } },
    async (request, reply) => sendList(request, reply, await listEmails(ctx.db, ctx.config.mail.devMailbox, pageOf(request.query))),
  );

  app.get(
    "/emails/:id",
    { onRequest: ctx.guards.admin, schema: { params: idParamsSchema, response: { 200: emailDetailSchema } } },
    async (request) => {
      const email = await findEmail(ctx.db, ctx.config.mail.devMailbox, request.params.id);
      if (!email) throw notFound("Email");
      return email;
    },
  );
};
