import type { PaymentMethod } from "./payments";
import { words } from "./i18n";
// Issue 37's payment-method words without zod: the payment and order pages show them and hydrate
// without the schemas (apps/web/vite.config.ts puts this module in the chunk those pages load).

/** How each method is named to buyers and the office. */
export const paymentMethodLabels: Record<PaymentMethod, string> = words("paymentMethodLabels", {
  card: "Card",
  bkash: "bKash",
  sslcommerz: "SSLCommerz (cards, Nagad, Rocket, internet banking)",
  cod: "Cash on delivery",
  bank_deposit: "Bank deposit",
});

/**
 * The card payment providers (a card payment's `payment.provider`), as the order page and the
 * history's "payment received (…)" name them: in English as the server records them, so the
 * English notes read as they always have; in Bangla the built-in test provider has a Bangla name.
 */
export const paymentProviderNames = words("paymentProviderNames", {
  test: "test",
  stripe: "stripe",
} as const);

/** A payment's provider named for the reader: a method by its label (issue 37), a card provider by its name, anything else as recorded. */
export function paymentProviderLabel(provider: string): string {
  if (Object.hasOwn(paymentMethodLabels, provider)) return paymentMethodLabels[provider as PaymentMethod];
  return paymentProviderName(provider);
}

/** A card provider by its name in the reader's language, anything else as recorded (the history's notes keep methods as recorded). */
export function paymentProviderName(provider: string): string {
  return Object.hasOwn(paymentProviderNames, provider) ? paymentProviderNames[provider as keyof typeof paymentProviderNames] : provider;
}

export const cashAndDepositMessages = words("cashAndDepositMessages", {
  notOffered: (method: string) => `${method} is not offered for this order`,
  codOverMax: (max: string) => `Cash on delivery is for orders up to ${max}`,
  codNotVerified: "Cash on delivery is for buyers with a confirmed email address",
  codZone: "Cash on delivery is not offered where this order goes",
  codCurrency: "Cash on delivery takes orders in taka (BDT) only",
  cashNotDue: "This order is not waiting for cash on delivery",
  cashAmount: (due: string) => `The cash collected must be what the order asks: ${due}`,
  notCod: "Only a cash-on-delivery order can be returned at the door",
  returnedAfterPaid: "This order's cash was received: refund it instead",
  depositNotDue: "This order is not waiting for a bank deposit",
  depositAmount: (due: string) => `The deposit must be what the order asks: ${due}`,
  depositExpired: "This order's deadline passed and its stock went back on sale; the deposit must be refunded",
  /** Buyer-facing words on the order and payment pages. */
  codPlaced: "Order confirmed: cash on delivery",
  codConfirmed: "Cash on delivery: pay the driver when the goods arrive.",
  depositInstructions: "Deposit the amount at the bank to this account, writing the reference on the slip.",
  cashReceived: "Cash received",
  cashReceivedConfirm: "Record the cash collected on delivery?",
  returned: "Returned",
  returnedConfirm: "The buyer refused this order at the door?",
  returnedDetail: "Its stock goes back on sale and the order is closed; an invoice issued at dispatch is credited.",
  recordDeposit: "Record deposit",
  recordDepositConfirm: "Record a bank deposit for this order?",
} as const);

/** The office's record of a bank deposit (issue 37). */
export const depositLabels = words("depositLabels", { amount: "Amount", receivedOn: "Received on", reference: "Bank reference" } as const);
