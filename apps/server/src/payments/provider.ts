import type { PaymentConfig } from "@shop/contract";

export interface OrderToPay {
  id: string;
  amountCents: number;
  email: string;
}

/**
 * What the shop needs of a card payment provider. Both implementations are real: the
 * built-in test provider confirms on our server, Stripe confirms in the browser.
 */
export interface PaymentProvider {
  readonly name: "test" | "stripe";
  /** What the web app needs to render the card form. */
  publicConfig(): PaymentConfig;
  /** A new payment intent for the order's amount; the caller stores it and never asks twice. */
  createIntent(order: OrderToPay): Promise<{ providerIntentId: string; clientSecret: string }>;
  /** Whether `transactionId` is a completed payment of exactly this order and amount. */
  verifyPayment(transactionId: string, order: OrderToPay): Promise<boolean>;
}
