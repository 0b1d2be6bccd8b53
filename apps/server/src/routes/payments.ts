import {
  createPaymentIntentBodySchema,
  createPaymentIntentResponseSchema,
  paymentConfigSchema,
  testCardBodySchema,
  testConfirmResponseSchema,
} from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { principalOf } from "../auth/guard";
import type { AppContext } from "../context";
import { AppError, badRequest } from "../errors";
import { recordPayment } from "../modules/orders/orders";
import { clientSecretFor } from "../payments/payments";
import { StripePaymentProvider } from "../payments/stripe-provider";
import { TestPaymentProvider } from "../payments/test-provider";

export const paymentRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const provider = ctx.payments;

  app.get("/payments/config", { schema: { response: { 200: paymentConfigSchema } } }, async () => provider.publicConfig());

  app.post(
    "/create-payment-intent",
    {
      onRequest: ctx.guards.user,
      schema: { body: createPaymentIntentBodySchema, response: { 200: createPaymentIntentResponseSchema } },
    },
    async (request) => ({
      clientSecret: await clientSecretFor(ctx.db, provider, principalOf(request), request.body.orderId),
    }),
  );

  if (provider instanceof TestPaymentProvider) {
    app.post(
      "/payments/test/confirm",
      { onRequest: ctx.guards.user, schema: { body: testCardBodySchema, response: { 200: testConfirmResponseSchema } } },
      async (request) => provider.confirmCard(principalOf(request), request.body),
    );
  }

  if (provider instanceof StripePaymentProvider) {
    await app.register(async (webhook) => {
      // The signature covers the exact bytes Stripe sent, so this route keeps the raw body.
      webhook.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
      webhook.post("/stripe/webhook", async (request, reply) => {
        const signature = request.headers["stripe-signature"];
        if (typeof signature !== "string" || !Buffer.isBuffer(request.body)) throw badRequest("Missing Stripe signature");
        let event;
        try {
          event = provider.parseWebhook(request.body, signature);
        } catch {
          throw badRequest("The Stripe signature is invalid");
        }
        if (event.type === "payment_intent.succeeded") {
          const intent = event.data.object;
          const orderId = intent.metadata.orderId;
          if (orderId) {
            try {
              await recordPayment(ctx.db, { orderId, transactionId: intent.id, provider: "stripe", amountCents: intent.amount });
            } catch (error) {
              // A payment Stripe took that we cannot apply (order deleted or cancelled, amount off)
              // needs a person, not a retry; anything else (the database is down) Stripe retries.
              if (!(error instanceof AppError)) throw error;
              request.log.error({ err: error, orderId, intent: intent.id }, "a Stripe payment could not be applied to its order");
            }
          }
        }
        return reply.send({ received: true });
      });
    });
  }
};
