import {
  createPaymentIntentBodySchema,
  createPaymentIntentResponseSchema,
  gatewayMethodValues,
  paymentConfigSchema,
  type GatewayMethod,
  testCardBodySchema,
  testConfirmResponseSchema,
} from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { principalOf } from "../auth/guard";
import type { AppContext } from "../context";
import { idempotent } from "../lib/idempotency";
import { onlineIn } from "../modules/orders/cash-and-deposits";
import { clientSecretFor } from "../modules/orders/pay";
import { TestPaymentProvider } from "../payments/test-provider";

/** Paying by card: the provider's settings, the intent the card form pays, the test provider's card check. */
export const paymentRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const provider = ctx.payments;
  const idempotency = idempotent(ctx.db);

  // Issue 37: the gateways a payment on account may use, listed only when there are some (a card-only shop answers as before).
  const gateways = onlineIn(ctx.config.shop.currency, ctx.config.paymentMethods.enabled).filter((method): method is GatewayMethod => (gatewayMethodValues as readonly string[]).includes(method));
  app.get("/payments/config", { schema: { response: { 200: paymentConfigSchema } } }, async () => ({ ...provider.publicConfig(), ...(gateways.length > 0 && { gateways }) }));

  app.post(
    "/create-payment-intent",
    {
      // Paying needs a verified address (issue 11); browsing and ordering do not.
      onRequest: ctx.guards.verifiedUser,
      ...idempotency,
      schema: { body: createPaymentIntentBodySchema, response: { 200: createPaymentIntentResponseSchema } },
    },
    async (request) => ({
      clientSecret: await clientSecretFor(ctx.db, provider, principalOf(request), request.body.orderId),
    }),
  );

  if (provider instanceof TestPaymentProvider) {
    app.post(
      "/payments/test/confirm",
      {
        // Paying needs a verified address (issue 11); browsing and ordering do not.
      onRequest: ctx.guards.verifiedUser,
        ...idempotency,
        schema: { body: testCardBodySchema, response: { 200: testConfirmResponseSchema } },
      },
      async (request) => provider.confirmCard(principalOf(request), request.body),
    );
  }
};
