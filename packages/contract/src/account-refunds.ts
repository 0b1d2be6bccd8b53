import { words } from "./i18n";

/**
 * Issue 37 (decision 059): the office gives a payment on account back, whole or in part, through
 * the method that paid it: the card's provider, bKash, SSLCommerz, or by bank transfer (recorded
 * by hand with the transfer's reference). The money comes off the payment's unapplied money
 * first, then off its invoices, newest allocation first.
 */

export const accountRefundLabels = words("accountRefundLabels", {
  refund: "Refund",
  heading: "Refund this payment",
  intro: "The money goes back the way it came. It comes off what this payment left unapplied first, then off the invoices it paid, the latest first: they are open again by that amount.",
  amount: "Amount to refund",
  reason: "Reason",
  reference: "Reference of the transfer that gave it back",
  left: (amount: string) => `Up to ${amount} can be refunded`,
  submit: "Refund",
  cancel: "Cancel",
  done: (amount: string) => `${amount} refunded`,
  amountInvalid: (left: string) => `Enter an amount between 0.01 and ${left}`,
  reasonRequired: "Enter the reason for the refund",
  /** The Refund button's accessible name on a payment's row. */
  refundOf: (payment: string) => `Refund ${payment}`,
  /** How the money went back, on the payment's row. */
  refundedBy: {
    card: "refunded to the card",
    transfer: "refunded by bank transfer",
    bkash: "refunded to the bKash account",
    sslcommerz: "refunded through SSLCommerz",
  },
} as const);

export const accountRefundMessages = words("accountRefundMessages", {
  notApplied: "Only a payment applied to the company's account can be refunded",
  beyondLeft: (left: string) => `This payment has ${left} left to refund: a refund cannot give back more`,
  referenceRequired: "Enter the reference of the transfer that gave the money back",
  referenceUsed: "A refund with this reference is recorded for this payment's method already",
  providerGone: "This shop no longer takes payments this way: refund it in the provider's panel",
  refused: "The payment provider refused this refund: nothing was given back",
} as const);

/** The email to the company's admins and accountants when the office refunds a payment on account. */
export const accountRefundEmailTexts = words("accountRefundEmailTexts", {
  subject: (amount: string, shop: string) => `Refund of ${amount} — ${shop}`,
  card: (amount: string, paid: string) => `We refunded ${amount} of your card payment of ${paid} to the card that paid it.`,
  transfer: (amount: string, paid: string) => `We gave back ${amount} of your bank transfer of ${paid} by bank transfer.`,
  bkash: (amount: string, paid: string) => `We refunded ${amount} of your bKash payment of ${paid} to the bKash account that paid it.`,
  sslcommerz: (amount: string, paid: string) => `We refunded ${amount} of your SSLCommerz payment of ${paid} the way it was paid.`,
  reason: (reason: string) => `Reason: ${reason}`,
  reference: (reference: string) => `Reference: ${reference}`,
} as const);

/** The statement's refund line: how the money went back. */
export const statementRefundLabels = words("statementRefundLabels", {
  card: "Refunded to the card that paid",
  transfer: "Refunded by bank transfer",
  bkash: "Refunded to the bKash account that paid",
  sslcommerz: "Refunded through SSLCommerz",
} as const);

/** The office's decision on a payment SSLCommerz flagged risky (`risk_level` 1), on the order page. */
export const riskyPaymentLabels = words("riskyPaymentLabels", {
  heading: "A risky payment waits for your decision",
  intro: (method: string, amount: string, transaction: string) =>
    `${method} took ${amount} (transaction ${transaction}) but flagged the payment risky. Check it in the gateway's merchant panel, then accept it (the order is paid and invoiced) or refuse it (the money goes back to the payer).`,
  accept: "Accept the payment",
  refuse: "Refuse and refund",
  confirmAccept: "Accept this payment? The order will be paid and invoiced.",
  confirmRefuse: "Refuse this payment? The money goes back to the payer through the gateway.",
  accepted: "Payment accepted: the order is paid",
  refused: "Payment refused: it is being refunded",
} as const);

/** The order refund dialog's reference, for money given back by hand (cash on delivery, bank deposit). */
export const refundReferenceLabels = words("refundReferenceLabels", {
  reference: "Receipt or transfer reference",
  hint: "The money of this order was paid by hand: give it back by hand and note the receipt number or the transfer's reference.",
  required: "Enter the receipt number or the transfer's reference",
} as const);
