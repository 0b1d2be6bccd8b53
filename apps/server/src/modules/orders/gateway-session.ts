import { paymentRefusals } from "@shop/contract";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { gatewayPayments } from "../../db/schema";
import { AppError, conflict } from "../../errors";
import { GatewayError, gatewayWords, type GatewayName, type PaymentLookup, type RedirectGateway } from "../../payments/gateway";
import type { Payable } from "../../payments/provider";

/**
 * Issue 37 (decision 052): what an attempt at a redirect gateway is, whatever it pays (an order,
 * or a company's payment on account): the gateway the shop offers, the page it opens, and where
 * the gateway sends the buyer back. Kept apart from gateway-pay.ts so that the payments on
 * account can start their own attempts without importing the orders' applying path.
 */

export type Attempt = typeof gatewayPayments.$inferSelect;

export interface GatewayDeps {
  db: Db;
  log: FastifyBaseLogger;
  config: Pick<Config, "publicUrl" | "shop" | "paymentMethods">;
  gateways: Partial<Record<GatewayName, RedirectGateway>>;
}

/** Where each gateway sends the buyer and its notifications back (routes/payment-gateways.ts). */
export const gatewayPaths = {
  bkashCallback: "/api/payments/bkash/callback",
  sslcommerzSuccess: "/api/payments/sslcommerz/success",
  sslcommerzFail: "/api/payments/sslcommerz/fail",
  sslcommerzCancel: "/api/payments/sslcommerz/cancel",
  sslcommerzIpn: "/api/payments/sslcommerz/ipn",
} as const;

export type GatewayOutcome = "paid" | "pending" | "failed" | "cancelled" | "risky" | "mismatch" | "refunded" | "ignored";

/** Statuses an attempt never leaves by a gateway's answer: it was applied, refused, or its money is on the way back. */
export const SETTLED = new Set<Attempt["status"]>(["completed", "risky", "mismatch", "refunding", "refunded"]);

export const lookupOf = (attempt: Attempt): PaymentLookup => ({ paymentId: attempt.id, gatewayReference: attempt.gatewayReference ?? undefined });

/** The gateway for a method, when PAYMENT_METHODS offers it (409 otherwise). */
export function gatewayOf(deps: Pick<GatewayDeps, "config" | "gateways">, method: GatewayName): RedirectGateway {
  const gateway = deps.config.paymentMethods.enabled.includes(method) ? deps.gateways[method] : undefined;
  if (!gateway) throw conflict(paymentRefusals.methodNotTaken(method));
  return gateway;
}

/** A gateway that failed us: the buyer may try again; its refusal (bKash's words) is shown as it is. */
export function unavailable(error: GatewayError): AppError {
  return new AppError("payment_provider_unavailable", error.retryable ? paymentRefusals.gatewaySilent(error.gateway) : gatewayWords(error));
}

/** What the gateway's page is for: the amount, the payer's reference (bKash shows it), the customer SSLCommerz asks for. */
export interface SessionFor {
  payable: Payable;
  reference: string;
  customer?: { name?: string; phone?: string };
}

/**
 * Opens the gateway's page for a stored attempt and keeps its reference and URL. A gateway that
 * fails to start marks the attempt `failed` (nothing a buyer could pay was started: the next ask
 * starts anew) and answers 502.
 */
export async function openSession(deps: GatewayDeps, gateway: RedirectGateway, attempt: Attempt, what: SessionFor): Promise<{ redirectUrl: string }> {
  const base = deps.config.publicUrl;
  const urls =
    gateway.name === "bkash"
      ? { returnUrl: `${base}${gatewayPaths.bkashCallback}` }
      : {
          returnUrl: `${base}${gatewayPaths.sslcommerzSuccess}`,
          failUrl: `${base}${gatewayPaths.sslcommerzFail}`,
          cancelUrl: `${base}${gatewayPaths.sslcommerzCancel}`,
          notificationUrl: `${base}${gatewayPaths.sslcommerzIpn}`,
        };
  let session;
  try {
    session = await gateway.startSession({ paymentId: attempt.id, payable: what.payable, urls, reference: what.reference, ...(what.customer && { customer: what.customer }) });
  } catch (error) {
    await deps.db.update(gatewayPayments).set({ status: "failed", detail: error instanceof Error ? error.message.slice(0, 500) : "start failed", checkedAt: new Date() }).where(eq(gatewayPayments.id, attempt.id));
    if (error instanceof GatewayError) {
      deps.log.warn({ err: error, [what.payable.kind === "order" ? "orderId" : "accountPaymentId"]: what.payable.id, gateway: gateway.name, code: error.code }, "a gateway did not start a payment");
      throw unavailable(error);
    }
    throw error;
  }
  await deps.db
    .update(gatewayPayments)
    .set({ gatewayReference: session.gatewayReference, redirectUrl: session.redirectUrl })
    .where(eq(gatewayPayments.id, attempt.id));
  return { redirectUrl: session.redirectUrl };
}
