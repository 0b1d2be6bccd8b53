import { paymentRefusals } from "@shop/contract";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import type { AppContext } from "../context";
import { badRequest } from "../errors";
import { notifyFromGateway, returnFromGateway } from "../modules/orders/gateway-pay";
import type { GatewayName } from "../payments/gateway";

/**
 * Issue 37 (decision 052): `/api/payments/bkash/*` and `/api/payments/sslcommerz/*`, where the
 * gateways send the buyer back and their notifications. Nothing here trusts what it is sent:
 * a return or a notification only names an attempt, and modules/orders/gateway-pay.ts asks the
 * gateway's server before anything is applied. Registered only for the gateways PAYMENT_METHODS lists.
 */
export const paymentGatewayRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const listed = (method: GatewayName) => ctx.config.paymentMethods.enabled.includes(method) && ctx.gateways[method] !== undefined;
  await app.register(async (gateways) => {
    // Notifications are checked against the exact bytes sent (SNS's signature, SSLCommerz's
    // verify_sign), and the returns come as forms: every body here is read as text.
    gateways.removeAllContentTypeParsers();
    gateways.addContentTypeParser("*", { parseAs: "string", bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));
    const text = (body: unknown) => (typeof body === "string" ? body : "");
    const fields = (body: unknown): Record<string, string> => Object.fromEntries(new URLSearchParams(text(body)));
    /**
     * The buyer goes back whatever the gateway said: to the order page, or (a payment on account)
     * to the company's Invoices page; each shows where the payment stands.
     */
    const backToOrder = (reply: FastifyReply, page: string | undefined) => reply.redirect(page ?? "/dashboard/orders", 303);

    if (listed("bkash")) {
      gateways.get("/payments/bkash/callback", async (request, reply) => {
        const query = request.query as Record<string, string | undefined>;
        if (typeof query.paymentID !== "string" || typeof query.status !== "string") throw badRequest(paymentRefusals.bkashCallbackBlank);
        return backToOrder(reply, await returnFromGateway(ctx, "bkash", { paymentID: query.paymentID, status: query.status }));
      });
      gateways.post("/payments/bkash/notification", async (request, reply) => {
        const outcome = await notifyFromGateway(ctx, "bkash", text(request.body), request.headers["content-type"]);
        return reply.send({ received: true, outcome });
      });
    }

    if (listed("sslcommerz")) {
      for (const ending of ["success", "fail", "cancel"] as const) {
        gateways.post(`/payments/sslcommerz/${ending}`, async (request, reply) => {
          const form = fields(request.body);
          if (!form.tran_id) throw badRequest(paymentRefusals.sslcommerzReturnBlank);
          return backToOrder(reply, await returnFromGateway(ctx, "sslcommerz", { tran_id: form.tran_id, val_id: form.val_id, status: form.status }));
        });
      }
      gateways.post("/payments/sslcommerz/ipn", async (request, reply) => {
        const outcome = await notifyFromGateway(ctx, "sslcommerz", text(request.body), request.headers["content-type"]);
        return reply.send({ received: true, outcome });
      });
    }
  });
};
