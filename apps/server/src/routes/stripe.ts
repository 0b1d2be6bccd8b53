import { idSchema, paymentRefusals } from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../context";
import { badRequest } from "../errors";
import { applyConfirmedAccountPayment } from "../modules/account-payments/card";
import { applyAccountPaymentRefund } from "../modules/account-payments/refunds";
import { applyConfirmedPayment } from "../modules/orders/pay";
import { applyProviderRefund } from "../modules/orders/refund";
import { StripePaymentProvider } from "../payments/stripe-provider";

/** `POST /api/stripe/webhook`: Stripe's events, when PAYMENT_PROVIDER=stripe. */
export const stripeRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const provider = ctx.payments;
  if (!(provider instanceof StripePaymentProvider)) return;
  await app.register(async (webhook) => {
    // The signature covers the exact bytes Stripe sent, so this route keeps the raw body.
    webhook.removeContentTypeParser("application/json");
    webhook.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
    webhook.post("/stripe/webhook", async (request, reply) => {
      const signature = request.headers["stripe-signature"];
      if (typeof signature !== "string" || !Buffer.isBuffer(request.body)) throw badRequest(paymentRefusals.stripeSignatureMissing);
      let event;
      try {
        event = provider.parseWebhook(request.body, signature);
      } catch {
        throw badRequest(paymentRefusals.stripeSignatureInvalid);
      }
      if (event.type === "payment_intent.succeeded") {
        const intent = event.data.object;
        const orderId = intent.metadata.orderId;
        // Issue 28: a company's payment of invoices on account names its payment instead (decision 041).
        const accountPaymentId = intent.metadata.accountPaymentId;
        // A payment for an order that expired or was cancelled meanwhile is refunded; one we
        // cannot apply otherwise (order deleted, amount off) is logged for a person. A failure
        // of the database or of Stripe answers 5xx, and Stripe sends the event again. An event
        // that can never apply (no order id of ours, another currency) is acknowledged and
        // logged: refused, Stripe would send it again for days.
        if (orderId && (!idSchema.safeParse(orderId).success || intent.currency !== ctx.config.shop.currency.toLowerCase())) {
          request.log.error({ orderId, transactionId: intent.id, currency: intent.currency }, "a Stripe payment names no order of this shop, or another currency: not applied");
        } else if (orderId) {
          await applyConfirmedPayment(ctx, { orderId, transactionId: intent.id, amountCents: intent.amount });
        } else if (accountPaymentId && (!idSchema.safeParse(accountPaymentId).success || intent.currency !== ctx.config.shop.currency.toLowerCase())) {
          request.log.error({ accountPaymentId, transactionId: intent.id, currency: intent.currency }, "a Stripe payment names no payment on account of this shop, or another currency: not applied");
        } else if (accountPaymentId) {
          await applyConfirmedAccountPayment(ctx, { paymentId: accountPaymentId, transactionId: intent.id, amountCents: intent.amount });
        }
      }
      if (event.type === "charge.refunded") {
        // A refund made in Stripe's dashboard (or our own, coming back): recorded once, on a
        // company's payment of invoices on account (decision 041) or else on its order.
        const charge = event.data.object;
        const paymentIntentId = typeof charge.payment_intent === "string" ? charge.payment_intent : charge.payment_intent?.id;
        const refundId = charge.refunds?.data[0]?.id ?? null;
        if (paymentIntentId) {
          const onAccount = await applyAccountPaymentRefund(ctx, { paymentIntentId, amountCents: charge.amount, amountRefundedCents: charge.amount_refunded, refundId });
          if (onAccount === "not_ours") {
            await applyProviderRefund(ctx, { paymentIntentId, fullyRefunded: charge.refunded, amountRefundedCents: charge.amount_refunded, refundId });
            ctx.catalogue.invalidate();
          }
        }
      }
      return reply.send({ received: true });
    });
  });
};
