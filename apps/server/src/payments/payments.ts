import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { PaymentProvider } from "./provider";
import { StripePaymentProvider, type StripeConnection } from "./stripe-provider";
import { TestPaymentProvider } from "./test-provider";

/**
 * The provider PAYMENT_PROVIDER names. This folder holds only the adapters; what paying does
 * to an order (the intent, the confirmation, refunds) is modules/orders' pay and refund.
 */
export function createPaymentProvider(config: Config, db: Db, log: FastifyBaseLogger, stripeConnection?: StripeConnection): PaymentProvider {
  return config.payments.provider === "stripe"
    ? new StripePaymentProvider(config.payments, log, stripeConnection)
    : new TestPaymentProvider(db);
}
