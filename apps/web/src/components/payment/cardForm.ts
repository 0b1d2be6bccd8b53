import { z } from "zod";

/** What every card form tells the payment page. */
export interface CardFormProps {
  /** The payment's client secret; undefined until create-payment-intent has answered. */
  clientSecret: string | undefined;
  /** The provider confirmed the charge: the page records it with our server. */
  onConfirmed: (transactionId: string) => void;
  /** The submit button's words; "Pay" unless the page says what is paid. */
  payLabel?: string | undefined;
}

/**
 * The test provider's card form. Only presence is checked here: the provider itself judges
 * the card (Luhn, expiry, CVC) and answers with its own message, as Stripe would.
 */
export const testCardFormSchema = z.object({
  cardNumber: z.string().trim().min(1, "Card number is required"),
  expiry: z.string().trim().min(1, "Expiry date is required"),
  cvc: z.string().trim().min(1, "CVC is required"),
});

export type TestCard = z.output<typeof testCardFormSchema>;

/** "1230" -> "12/30": phones' number pads have no slash. Anything else is left as typed. */
export function formatExpiry(value: string): string {
  return /^\d{3,4}$/.test(value) ? `${value.slice(0, 2)}/${value.slice(2)}` : value;
}
