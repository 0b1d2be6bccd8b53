import type { FieldErrors, Resolver } from "react-hook-form";

/** What every card form tells the payment page. */
export interface CardFormProps {
  /** The payment's client secret; undefined until create-payment-intent has answered. */
  clientSecret: string | undefined;
  /** The provider confirmed the charge: the page records it with our server. */
  onConfirmed: (transactionId: string) => void;
  /** The submit button's words; "Pay" unless the page says what is paid. */
  payLabel?: string | undefined;
}

/** The test card form's fields, as typed and, trimmed, as Pay hands them over. */
export interface TestCard {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

const required: Record<keyof TestCard, string> = {
  cardNumber: "Card number is required",
  expiry: "Expiry date is required",
  cvc: "CVC is required",
};

/**
 * The test provider's card form. Only presence is checked here: the provider itself judges
 * the card (Luhn, expiry, CVC) and answers with its own message, as Stripe would. Checked by hand,
 * not by a zod schema: the payment page loads this form once it has hydrated, and zod's code
 * evaluated then was a long task of the page's load (issue 37).
 */
export const testCardResolver: Resolver<TestCard> = (values) => {
  const card: TestCard = { cardNumber: values.cardNumber.trim(), expiry: values.expiry.trim(), cvc: values.cvc.trim() };
  const errors: FieldErrors<TestCard> = {};
  for (const field of ["cardNumber", "expiry", "cvc"] as const) {
    if (card[field] === "") errors[field] = { type: "required", message: required[field] };
  }
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values: card, errors: {} };
};

/** "1230" -> "12/30": phones' number pads have no slash. Anything else is left as typed. */
export function formatExpiry(value: string): string {
  return /^\d{3,4}$/.test(value) ? `${value.slice(0, 2)}/${value.slice(2)}` : value;
}
