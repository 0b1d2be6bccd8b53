import type { PaymentConfig } from "@shop/contract";

/**
 * What one card payment pays: an order, or (issue 28, decision 041) a company's payment of
 * several invoices on account (an `account_payments` row). The intent carries the kind and the
 * id, so a confirmation that reaches us by itself (Stripe's webhook) knows what to apply.
 */
export interface Payable {
  kind: "order" | "account_payment";
  id: string;
  amountCents: number;
  email: string;
  /** ISO 4217, lower case as Stripe writes it: the order's currency (SHOP_CURRENCY when placed). */
  currency: string;
}

/** An order as the provider sees it. */
export type OrderToPay = Payable & { kind: "order" };

/** A payment attempt as stored (payment_intents for an order, account_payments for invoices). */
export interface StoredIntent {
  providerIntentId: string;
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
  /** A new payment intent for the amount; the caller stores it and never asks twice. */
  createIntent(payable: Payable): Promise<{ providerIntentId: string; clientSecret: string }>;
  /** Whether `transactionId` is a completed payment of exactly this order and amount. */
  verifyPayment(transactionId: string, order: OrderToPay): Promise<boolean>;
  /**
   * The transaction id of the attempt if it has paid this order (or payment on account) in
   * full, asked of the provider: the sweep completes payments whose confirmation never reached
   * us, and a member's confirmation of a payment on account asks here.
   */
  findSucceededPayment(intent: StoredIntent, payable: Payable): Promise<string | undefined>;
  /** Makes an attempt unpayable at the provider (its order expired, a payment on account was left unpaid). */
  cancelIntent(intent: StoredIntent): Promise<void>;
  /**
   * Gives back `amountCents` of a payment (all or part of it). Idempotent at the provider per
   * `idempotencyKey` (default: one refund per transaction), so each partial refund passes its
   * own key. Answers the provider's refund id.
   */
  refund(payment: { orderId: string; transactionId: string; amountCents: number; idempotencyKey?: string }): Promise<string>;
}
