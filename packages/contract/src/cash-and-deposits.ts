import { z } from "zod";
import { ACCOUNT_PAYMENT_MAX, TRANSFER_REFERENCE_MAX } from "./account-texts";
import { isoDate } from "./bulk";
import { dollarAmount, requiredText } from "./fields";
import type { PaymentMethod } from "./payments";
import { words } from "./i18n";

/**
 * Issue 37 (CONTRACT "Payment methods", decision 054): cash on delivery and bank deposits, the
 * two methods the office records by hand. Amounts in major units, as every price.
 */

/** What a bank-deposit order tells its buyer: the shop's account, what to write on the slip, and by when (ISO time). */
export const bankDepositSchema = z.object({ account: z.string(), reference: z.string(), payBy: z.string() });
export type BankDeposit = z.infer<typeof bankDepositSchema>;

/** `POST /api/admin/orders/{id}/cash`: the cash the driver collected; it must be what the order asks, to the poisha. */
export const cashReceivedBodySchema = z.object({ amount: dollarAmount("Amount", ACCOUNT_PAYMENT_MAX) });
export type CashReceivedBody = z.output<typeof cashReceivedBodySchema>;

export const depositLabels = words("depositLabels", { amount: "Amount", receivedOn: "Received on", reference: "Bank reference" } as const);
/** `POST /api/admin/orders/{id}/deposit`: a deposit the bank statement shows. */
export const depositReceivedBodySchema = z.object({
  amount: dollarAmount(depositLabels.amount, ACCOUNT_PAYMENT_MAX),
  receivedOn: isoDate(depositLabels.receivedOn),
  reference: requiredText(depositLabels.reference, TRANSFER_REFERENCE_MAX),
});
export type DepositReceivedBody = z.output<typeof depositReceivedBodySchema>;

/** `POST /api/admin/orders/{id}/risky-payment` (issue 37, decision 052): the office accepts or refuses a payment SSLCommerz flagged risky. */
export const riskyPaymentBodySchema = z.object({ accept: z.boolean() });
export type RiskyPaymentBody = z.output<typeof riskyPaymentBodySchema>;

/** How each method is named to buyers and the office. */
export const paymentMethodLabels: Record<PaymentMethod, string> = words("paymentMethodLabels", {
  card: "Card",
  bkash: "bKash",
  sslcommerz: "SSLCommerz (cards, Nagad, Rocket, internet banking)",
  cod: "Cash on delivery",
  bank_deposit: "Bank deposit",
});

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
