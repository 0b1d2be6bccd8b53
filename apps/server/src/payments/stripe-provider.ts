import Stripe from "stripe";
import type { OrderToPay, PaymentProvider } from "./provider";

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

const CURRENCY = "usd";

export class StripePaymentProvider implements PaymentProvider {
  readonly name = "stripe";
  private readonly stripe: Stripe;

  constructor(
    private readonly settings: StripeSettings,
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

  async createIntent(order: OrderToPay) {
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: order.amountCents,
        currency: CURRENCY,
        // The card form confirms without leaving the page.
        automatic_payment_methods: { enabled: true, allow_redirects: "never" },
        receipt_email: order.email,
        metadata: { orderId: order.id },
      },
      // Two racing requests for one order get one PaymentIntent from Stripe.
      { idempotencyKey: `order-${order.id}-${order.amountCents}` },
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
      if (error instanceof Stripe.errors.StripeInvalidRequestError) return false;
      throw error;
    }
    return isPaymentOf(intent, order);
  }

  /** The event of a webhook call whose signature is Stripe's; throws for anything else. */
  parseWebhook(rawBody: Buffer, signature: string): Stripe.Event {
    return this.stripe.webhooks.constructEvent(rawBody, signature, this.settings.webhookSecret);
  }
}

export function isPaymentOf(intent: Stripe.PaymentIntent, order: OrderToPay): boolean {
  return (
    intent.status === "succeeded" &&
    intent.amount === order.amountCents &&
    intent.currency === CURRENCY &&
    intent.metadata.orderId === order.id
  );
}
