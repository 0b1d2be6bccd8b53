import { z } from "zod";
import { idSchema } from "./common";
import { plainText } from "./fields";
import { words } from "./i18n";

/** `POST /api/create-payment-intent`: a `price` may be sent, as the spec's client does; it is ignored. */
export const createPaymentIntentBodySchema = z.object({ orderId: idSchema, price: z.unknown().optional() });
export const createPaymentIntentResponseSchema = z.object({ clientSecret: z.string() });

/**
 * Issue 37 (CONTRACT "Payment methods"): the ways a shop may take an order's money. `card` is
 * PAYMENT_PROVIDER's (the test provider or Stripe); `bkash` and `sslcommerz` are redirect
 * gateways; `cod` (cash on delivery) and `bank_deposit` are recorded by the office.
 */
export const paymentMethodValues = ["card", "bkash", "sslcommerz", "cod", "bank_deposit"] as const;
export type PaymentMethod = (typeof paymentMethodValues)[number];
export const paymentMethodSchema = z.enum(paymentMethodValues);

/** The methods that pay on a gateway's page (a redirect and back). */
export const gatewayMethodValues = ["bkash", "sslcommerz"] as const;
export type GatewayMethod = (typeof gatewayMethodValues)[number];

/** `POST /api/orders/{id}/payment-session` (CONTRACT "Payment methods"): the gateway's page for the order. */
export const paymentSessionBodySchema = z.object({ method: z.enum(gatewayMethodValues) });
export const paymentSessionResponseSchema = z.object({ redirectUrl: z.string() });

/** What the web app needs to show the right card form. */
/**
 * Beyond the contract (issue 37): the redirect gateways the shop offers in its currency, for the
 * company's payments on account (an order's page reads its own `payableWith`). Absent: none.
 */
const gatewaysOffered = z.array(z.enum(gatewayMethodValues)).optional();
export const paymentConfigSchema = z.discriminatedUnion("provider", [
  z.object({ provider: z.literal("test"), gateways: gatewaysOffered }),
  z.object({ provider: z.literal("stripe"), publishableKey: z.string(), gateways: gatewaysOffered }),
]);
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

export const cardErrorMessages = words("cardErrorMessages", {
  card_declined: "Your card was declined.",
  invalid_number: "Your card number is invalid.",
  invalid_expiry: "Your card's expiration date is invalid.",
  expired_card: "Your card has expired.",
  invalid_cvc: "Your card's security code is invalid.",
} as const);
export type CardErrorCode = keyof typeof cardErrorMessages;

/** `POST /api/payments/test/confirm`: the built-in test provider's card form. */
export const testCardBodySchema = z.object({
  clientSecret: plainText("Client secret").min(1).max(255),
  cardNumber: plainText("Card number").max(40),
  expiry: plainText("Expiry date").max(10),
  cvc: plainText("CVC").max(10),
});
export type TestCardBody = z.infer<typeof testCardBodySchema>;

/** Shaped like Stripe's confirmCardPayment result: a succeeded payment or a card error. */
export const testConfirmResponseSchema = z.discriminatedUnion("status", [
  z.object({ status: z.literal("succeeded"), transactionId: z.string() }),
  z.object({
    status: z.literal("failed"),
    error: z.object({ code: z.enum(Object.keys(cardErrorMessages) as [CardErrorCode, ...CardErrorCode[]]), message: z.string() }),
  }),
]);
export type TestConfirmResponse = z.infer<typeof testConfirmResponseSchema>;
