import { contactMessages, subscribeBodySchema, subscriptionAnswerSchema, subscriptionTokenBodySchema } from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../context";
import { confirmSubscription, exportSubscribersCsv, requestSubscription, unsubscribe } from "../modules/subscribers/subscribers";

/** The footer's newsletter: subscribe, confirm by emailed link, unsubscribe; the admin's export. */
export const subscriberRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const limited = { config: { rateLimit: ctx.throttle.subscribe } };

  app.post("/subscribers", { ...limited, schema: { body: subscribeBodySchema, response: { 202: subscriptionAnswerSchema } } }, async (request, reply) => {
    await requestSubscription(ctx.db, ctx.config, request.body.email);
    // The same answer whether the address was new, pending or confirmed already.
    return reply.status(202).send({ message: contactMessages.subscribeRequested });
  });

  app.post("/subscribers/confirm", { ...limited, schema: { body: subscriptionTokenBodySchema, response: { 200: subscriptionAnswerSchema } } }, async (request) => {
    await confirmSubscription(ctx.db, request.body.token);
    return { message: contactMessages.confirmed };
  });

  app.post("/subscribers/unsubscribe", { ...limited, schema: { body: subscriptionTokenBodySchema, response: { 200: subscriptionAnswerSchema } } }, async (request) => {
    await unsubscribe(ctx.db, request.body.token);
    return { message: contactMessages.unsubscribed };
  });

  app.get(
    "/subscribers/export.csv",
    { onRequest: ctx.guards.admin, schema: { description: "The confirmed subscribers as CSV (email, confirmed_at), oldest first; formula-like cells are prefixed with a quote." } },
    async (_request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="subscribers-${day}.csv"`)
        .send(exportSubscribersCsv(ctx.db));
    },
  );
};
