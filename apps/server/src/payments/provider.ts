import type { PaymentConfig } from "@shop/contract";

export interface OrderToPay {
  id: string;
  amountCents: number;
  email: string;
  /** ISO 4217, lower case as Stripe writes it: the order's currency (SHOP_CURRENCY when placed). */
  currency: string;
}

/** A payment attempt as stored in payment_intents. */
export interface StoredIntent {
  orderId: string;
  providerIntentId: string;
  amountCents: number;
}

/**
 * What the shop needs of a card payment provider. Both implementations are real: the
 * built-in test provider confirms on our server, Stripe confirms in the browser.
 * Failures of the provider itself surface as AppError `payment_required` (a card refused)
 * or `payment_provider_unavailable`, already logged with the order id.
 */
export interface PaymentProvider {
  readonly name: "test" | "stripe";
  /** What the web app needs to render the card form. */
  publicConfig(): PaymentConfig;
  /** A new payment intent for the order's amount; the caller stores it and never asks twice. */
  createIntent(order: OrderToPay): Promise<{ providerIntentId: string; clientSecret: string }>;
  /** Whether `transactionId` is a completed payment of exactly this order and amount. */
  verifyPayment(transactionId: string, order: OrderToPay): Promise<boolean>;
  /**
   * The transaction id of the attempt if it has paid this order in full, asked of the
   * provider: the sweep completes payments whose confirmation never reached us.
   */
  findSucceededPayment(intent: StoredIntent, order: OrderToPay): Promise<string | undefined>;
  /** Makes an attempt unpayable at the provider (its order expired). */
  cancelIntent(intent: StoredIntent): Promise<void>;
  /**
   * Gives back `amountCents` of a payment (all or part of it). Idempotent at the provider per
   * `idempotencyKey` (default: one refund per transaction), so each partial refund passes its
   * own key. Answers the provider's refund id.
   */
  refund(payment: { orderId: string; transactionId: string; amountCents: number; idempotencyKey?: string }): Promise<string>;
}
