import { z } from "zod";
import { ACCOUNT_PAYMENT_MAX, TRANSFER_REFERENCE_MAX } from "./account-texts";
import { isoDate } from "./bulk";
import { dollarAmount, requiredText } from "./fields";
import { depositLabels } from "./cash-and-deposit-texts";

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

