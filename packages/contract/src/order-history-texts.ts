import { words } from "./i18n";

/**
 * Issue 38: the notes of an order's history (`history[].note` of `GET /api/orders/{id}`). The
 * server keeps each note as kinds with their values and says it with these words when it answers,
 * in the request's language; a note is its parts joined by `separator`. Amounts, invoice and
 * credit-note numbers come said; a reason someone typed comes as typed.
 */
export const orderHistoryNotes = words("orderHistoryNotes", {
  separator: "; ",
  placed: "placed",
  placedByOffice: "placed by the office",
  placedByOfficeNoLimits: "placed by the office (the member's limits do not apply)",
  membersLimitsDoNotApply: "the member's limits do not apply",
  /** `reasons`: companyMessages.overOrderLimit / overMonthlyLimit, joined with orderEmailTexts.and. */
  waitsForApproval: (reasons: string) => `waits for approval: ${reasons}`,
  codInvoicedWhenDispatched: "cash on delivery: invoiced when dispatched",
  /** `terms`: the payment terms' label (Net 30, …). */
  confirmedOnAccount: (terms: string) => `confirmed on account (${terms}): invoiced when dispatched`,
  /** `refusal`: onAccountTexts.overLimit or onHold. */
  paidByCard: (refusal: string) => `paid by card: ${refusal}`,
  byBankDeposit: (days: number) => `by bank deposit within ${days} days`,
  approved: "approved",
  approvedByBuyerAlone: "approved by the buyer, who alone decides the company's approvals",
  rejected: (reason: string) => `rejected: ${reason}`,
  shipped: (carrier: string, trackingNumber: string) => `${carrier}, tracking ${trackingNumber}`,
  invoiceIssuedDue: (invoice: string, dueDate: string) => `invoice ${invoice} issued, due ${dueDate}`,
  invoiceIssuedCod: (invoice: string) => `invoice ${invoice} issued, cash on delivery`,
  refunded: (amount: string, creditNote: string, reason: string) => `refunded ${amount} (credit note ${creditNote}): ${reason}`,
  partlyRefunded: (amount: string, creditNote: string, reason: string) => `partly refunded ${amount} (credit note ${creditNote}): ${reason}`,
  creditedInFull: (amount: string, creditNote: string, reason: string) => `credited in full ${amount} (credit note ${creditNote}): ${reason}`,
  partlyCredited: (amount: string, creditNote: string, reason: string) => `partly credited ${amount} (credit note ${creditNote}): ${reason}`,
  cancelledBeforeDispatch: "cancelled by the office before dispatch; it was not invoiced",
  cancelledByOffice: "cancelled by the office",
  cancelledByBuyer: "cancelled by the buyer",
  /** `provider`: the payment provider's own name (test, stripe, bkash, …). */
  paymentReceived: (provider: string) => `payment received (${provider})`,
  cashReceived: (amount: string) => `cash received on delivery: ${amount}`,
  returnedAtDoor: "returned: refused at the door; stock back on sale",
  invoiceCreditedInFull: (creditNote: string) => `invoice credited in full (credit note ${creditNote})`,
  /** `receivedOn`: the deposit's date (YYYY-MM-DD), as the office gave it. */
  bankDepositReceived: (reference: string, receivedOn: string) => `bank deposit ${reference} received on ${receivedOn}`,
  notPaidInTime: "not paid in time; stock back on sale",
  notApprovedInTime: "not approved in time; stock back on sale",
  /** Also the decline reason of the quotes the account had open (modules/quotes/forfeit.ts). */
  takenBack: "The owner of this email address took the account back; what was asked under it before is withdrawn",
  /** `method`: the gateway's name (bkash, sslcommerz). */
  flaggedRisky: (method: string, transactionId: string) => `${method} payment ${transactionId} flagged risky by the gateway; waiting for the office`,
  riskyAccepted: (method: string, transactionId: string) => `risky ${method} payment ${transactionId} accepted by the office`,
  riskyRefused: (method: string, transactionId: string) => `risky ${method} payment ${transactionId} refused by the office`,
  /** `reason`: lateRefundReasons. */
  refundedAutomatically: (method: string, transactionId: string, amount: string, reason: string) => `${method} payment ${transactionId} of ${amount} refunded automatically: ${reason}`,
  /** An account payment applied to the order's invoice; `how`: one of the `by…` words below. */
  paidOnInvoice: (amount: string, invoice: string, how: string, left: string) => `${amount} paid on invoice ${invoice} (${how}); ${left} left`,
  paidOnInvoiceLater: (amount: string, invoice: string, how: string, left: string) => `${amount} paid on invoice ${invoice} (${how}, applied from its unapplied money); ${left} left`,
  byTransfer: (reference: string) => `bank transfer ${reference}`,
  byCard: "card",
  /** `method`: the payment method's label (bKash, …). */
  byMethod: (method: string, transactionId: string) => `${method} ${transactionId}`,
  /** An account payment given back; `what`: `ofTransfer` or `ofPayment`, `how`: `refundedAtProvider` or `refundedByOffice`. */
  paymentReversed: (amount: string, what: string, invoice: string, how: string, left: string) => `${amount} of the ${what} on invoice ${invoice} ${how}; ${left} left to pay`,
  ofTransfer: "transfer",
  ofPayment: (method: string) => `${method} payment`,
  refundedAtProvider: "refunded at the payment provider",
  /** `by`: `byTransfer` or the provider's name; `reason` as the office typed it. */
  refundedByOffice: (by: string, reason: string) => `refunded by the office (${by}): ${reason}`,
} as const);
