import { z } from "zod";
import { ACCOUNT_PAYMENT_MAX, TRANSFER_REFERENCE_MAX } from "./account-texts";
import { accountRefundLabels } from "./account-refunds";
import { dollarAmount, plainText, requiredText } from "./fields";
import { refundReasonMax } from "./constants";

// Apart from account-refunds.ts's words: a module that builds a schema is evaluated wherever one of
// its words is used (the office's order actions use refundReferenceLabels), bringing zod with it.

/**
 * `POST /api/admin/companies/{id}/payments/{paymentId}/refund` (beyond the contract): the office's
 * refund of an applied payment on account. `reference` is required for a bank transfer (the
 * transfer that gave it back), ignored otherwise.
 */
export const refundAccountPaymentBodySchema = z.object({
  amount: dollarAmount(accountRefundLabels.amount, ACCOUNT_PAYMENT_MAX),
  reason: requiredText(accountRefundLabels.reason, refundReasonMax),
  reference: plainText(accountRefundLabels.reference, { trim: true }).min(1).max(TRANSFER_REFERENCE_MAX).optional(),
});
export type RefundAccountPaymentBody = z.output<typeof refundAccountPaymentBodySchema>;
