import { messages, paymentRefusals } from "@shop/contract";
import type { FastifyBaseLogger } from "fastify";
import Stripe from "stripe";
import { AppError, conflict } from "../errors";
import type { OrderToPay, Payable, PaymentProvider, StoredIntent } from "./provider";

/** Where the SDK sends its requests: Stripe itself, or a local stand-in in the tests. */
export interface StripeConnection {
  host: string;
  port: number;
  protocol: "http" | "https";
}

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
}

export class StripePaymentProvider implements PaymentProvider {
  readonly name = "stripe";
  private readonly stripe: Stripe;

  constructor(
    private readonly settings: StripeSettings,
    private readonly log: FastifyBaseLogger,
    connection?: StripeConnection,
  ) {
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: 15_000,
      telemetry: false,
      ...connection,
    });
  }

  publicConfig() {
    return { provider: "stripe" as const, publishableKey: this.settings.publishableKey };
  }

  /**
   * Every SDK call goes through here: the error is logged with the order id, and the client
   * gets a card's own words (402) or our generic 502, never Stripe's internals.
   */
  private async call<T>(subject: Record<string, string>, action: string, request: () => Promise<T>, refusal?: (error: unknown) => AppError | undefined): Promise<T> {
    try {
      return await request();
    } catch (error) {
      this.log.error({ err: error, ...subject, action }, "payment provider error");
      if (error instanceof Stripe.errors.StripeCardError) {
        throw new AppError("payment_required", error.message || paymentRefusals.cardDeclined);
      }
      const refused = refusal?.(error);
      if (refused) throw refused;
      throw new AppError("payment_provider_unavailable", messages.payment.providerUnavailable);
    }
  }

  async createIntent(payable: Payable) {
    const intent = await this.call(metadataOf(payable), "create PaymentIntent", () =>
      this.stripe.paymentIntents.create(
        {
          amount: payable.amountCents,
          currency: payable.currency,
          // The card form confirms without leaving the page.
          automatic_payment_methods: { enabled: true, allow_redirects: "never" },
          receipt_email: payable.email,
          metadata: metadataOf(payable),
        },
        // Two racing requests for one order get one PaymentIntent from Stripe.
        { idempotencyKey: `${payable.kind === "order" ? "order" : "account-payment"}-${payable.id}-${payable.amountCents}` },
      ),
    );
    if (!intent.client_secret) throw new Error("Stripe answered a PaymentIntent without a client secret");
    return { providerIntentId: intent.id, clientSecret: intent.client_secret };
  }

  /** The browser's transaction id is the PaymentIntent id: it counts only if Stripe says it paid this order in full. */
  async verifyPayment(transactionId: string, order: OrderToPay): Promise<boolean> {
    if (!/^pi_\w+$/.test(transactionId)) return false;
    let intent: Stripe.PaymentIntent;
    try {
      intent = await this.stripe.paymentIntents.retrieve(transactionId);
    } catch (error) {
      // An id Stripe does not know is the client's mistake, not Stripe's failure.
      if (error instanceof Stripe.errors.StripeInvalidRequestError) return false;
      return this.call({ orderId: order.id }, "retrieve PaymentIntent", () => Promise.reject(error));
    }
    return isPaymentOf(intent, order);
  }

  async findSucceededPayment(stored: StoredIntent, payable: Payable): Promise<string | undefined> {
    const intent = await this.call(metadataOf(payable), "retrieve PaymentIntent", () => this.stripe.paymentIntents.retrieve(stored.providerIntentId));
    return isPaymentOf(intent, payable) ? intent.id : undefined;
  }

  async cancelIntent(stored: StoredIntent): Promise<void> {
    await this.call({ paymentIntentId: stored.providerIntentId }, "cancel PaymentIntent", () =>
      this.stripe.paymentIntents.cancel(stored.providerIntentId, { cancellation_reason: "abandoned" }, { idempotencyKey: `cancel-${stored.providerIntentId}` }),
    );
  }

  async refund(payment: { orderId: string; transactionId: string; amountCents: number; idempotencyKey?: string }): Promise<string> {
    const refund = await this.call({ orderId: payment.orderId }, "refund", () =>
      this.stripe.refunds.create(
        { payment_intent: payment.transactionId, amount: payment.amountCents, metadata: { orderId: payment.orderId } },
        // A replayed webhook, a racing sweep or a second click asks again: Stripe answers the same refund.
        { idempotencyKey: payment.idempotencyKey ?? `refund-${payment.transactionId}` },
      ),
      // Stripe said no (the amount is more than is left, the charge is disputed): nothing was
      // refunded, which the caller must tell from "not reached", where something may have been.
      (error) => (error instanceof Stripe.errors.StripeInvalidRequestError ? conflict(paymentRefusals.providerRefusedRefundSeeDashboard) : undefined),
    );
    return refund.id;
  }

  /** The event of a webhook call whose signature is Stripe's; throws for anything else. */
  parseWebhook(rawBody: Buffer, signature: string): Stripe.Event {
    return this.stripe.webhooks.constructEvent(rawBody, signature, this.settings.webhookSecret);
  }
}

/**
 * What the PaymentIntent names: `orderId` for an order (as it always has), `accountPaymentId`
 * for a company's payment of invoices on account, so the webhook applies each to its own.
 */
const metadataOf = (payable: Payable): Record<string, string> => (payable.kind === "order" ? { orderId: payable.id } : { accountPaymentId: payable.id });

export function isPaymentOf(intent: Stripe.PaymentIntent, payable: Payable): boolean {
  const named = payable.kind === "order" ? intent.metadata.orderId : intent.metadata.accountPaymentId;
  return intent.status === "succeeded" && intent.amount === payable.amountCents && intent.currency === payable.currency && named === payable.id;
}
