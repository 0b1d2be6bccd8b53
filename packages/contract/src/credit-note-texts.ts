import { words } from "./i18n";
/**
 * Issue 21 item 6: the words of refunds and credit notes, zod-free (decision 020), shared by the
 * office's refund form, the order page, the emails and the credit note PDF.
 */

/** How a credit note number is written, on the PDF, the order page and the emails: "CN-000001". */
export const creditNoteLabel = (creditNoteNumber: number) => `CN-${String(creditNoteNumber).padStart(6, "0")}`;

/** Where a credit note's PDF is served (buyer of the order or the office). */
export const creditNotePdfPath = (orderId: string, creditNoteNumber: number) => `/api/orders/${orderId}/credit-notes/${creditNoteNumber}.pdf`;

export const creditNoteLabels = words("creditNoteLabels", {
  heading: "Credit notes",
  title: (label: string) => `Credit note ${label}`,
  corrects: (invoice: string) => `Corrects invoice ${invoice}`,
  download: "Download",
  refunded: "Refunded",
  reason: "Reason",
  shipping: "Shipping",
  /** A refund made at the payment provider for an amount only, not for units. */
  amountOnly: "Amount refunded without goods returned",
  /** The closing credit note after amount-only refunds: what those already gave back. */
  earlier: "Less amounts refunded earlier without goods",
} as const);

/** The office's refund form. */
export const refundFormLabels = words("refundFormLabels", {
  /** The choice's legend, for a screen reader (the dialog's title says the rest). */
  choice: "What to refund",
  everything: "Refund everything that is left",
  someLines: "Refund some units or the shipping",
  quantity: (product: string) => `Units of ${product} to refund`,
  left: (left: number) => `${left} left to refund`,
  shipping: "Refund the shipping",
  reason: "Reason",
  total: "To refund",
  /** Issue 36: shown instead of the amount while the server prices the choice. */
  pricing: "working it out…",
  submit: "Refund",
  cancel: "Cancel",
  nothing: "Choose units or the shipping to refund",
  /** Issue 35: the office's action for a partial refund, beside "Cancel with refund" (its dialog opens on some units). */
  action: "Refund",
  /** The same on an order on account, which a credit note corrects and no card refund goes with. */
  actionOnAccount: "Credit part",
} as const);

export const refundMessages = words("refundMessages", {
  confirmAll: "Cancel this order and refund everything that is left?",
  /** Issue 26: the dialog's title while some units or the shipping are chosen: the order stays. */
  confirmPart: "Refund part of this order?",
  /** The refund email's line with the reason the office gave (or the shop's own). */
  reason: "Reason",
  /** The lists' mark of an order that was given back in part and goes on. */
  partly: "Partly refunded",
  /** Beside that mark: what was given back and what the buyer still paid for. */
  partlyAmounts: (refunded: string, left: string) => `${refunded} refunded, ${left} left`,
  /** The toast after a refund that left part of the order. */
  partlyRefunded: (label: string) => `Refunded; credit note ${label} issued`,
  /** Issue 36: beneath the refund's toast, the credit note and the amount the server priced. */
  noteIssued: (label: string, amount: string) => `Credit note ${label}: ${amount}`,
  nothingChosen: "Choose the units or the shipping to refund",
  nothingLeft: "Nothing is left to refund on this order",
  unknownLine: (position: number) => `This order has no line ${position}`,
  tooMany: (left: number, product: string) => `Only ${left} of ${product} are left to refund`,
  shippingDone: "The shipping of this order was already refunded",
  noShipping: "This order was not charged for shipping",
  moreThanLeft: (left: string) => `That is more than is left to refund on this payment (${left})`,
  free: "These units cost nothing: there is no money to give back for them",
  duplicateLine: (position: number) => `Line ${position} is named twice`,
} as const);
