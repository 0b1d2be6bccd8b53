import { words } from "./i18n";
// Issue 28's terms and on-account words without zod: the order pages, the company's pages and the
// checkout show them and hydrate without the schemas (apps/web/vite.config.ts puts this module in
// the chunk those pages load).

/**
 * Issue 28: how a company pays its orders (CONTRACT "Prices and terms"). `prepaid` is the card
 * before shipping, as for every buyer without a company; the others invoice at once and let the
 * company pay later: 15, 30 or 60 days after the invoice, or when the goods are shipped.
 */
export const paymentTermsValues = ["prepaid", "net15", "net30", "net60", "on_shipment"] as const;
export type PaymentTerms = (typeof paymentTermsValues)[number];

/** The days between an invoice and its due date; null: due the day the goods are shipped. */
export const TERMS_DAYS: Record<Exclude<PaymentTerms, "prepaid">, number | null> = {
  net15: 15,
  net30: 30,
  net60: 60,
  on_shipment: null,
};

/** The one name of each term, wherever the office or a company reads it. */
export const paymentTermsLabels: Record<PaymentTerms, string> = words("paymentTermsLabels", {
  prepaid: "Prepaid by card",
  net15: "Net 15",
  net30: "Net 30",
  net60: "Net 60",
  on_shipment: "Due on shipment",
});

/**
 * Issue 28 items 2 and 3 (decision 041): ordering on the company's payment terms within its
 * credit limit. The words the checkout, the order pages, the office and the invoice say about it.
 */

/** The largest credit limit the office may give, in the shop's currency (the cents fit an integer column). */
export const CREDIT_LIMIT_MAX = 10_000_000;

export const creditLimitLabel = "Credit limit";

/**
 * "Net 30 · Due 2026-12-27"; an order due on shipment: "Due on shipment" until it is shipped,
 * then "Due on shipment: 2026-12-01". The one text of an order's terms, on its pages and its invoice.
 */
export function termsText(terms: PaymentTerms, dueDate: string | null | undefined): string {
  if (terms === "on_shipment") return dueDate ? `${paymentTermsLabels.on_shipment}: ${dueDate}` : paymentTermsLabels.on_shipment;
  return dueDate ? onAccountTexts.termsDue(paymentTermsLabels[terms], dueDate) : paymentTermsLabels[terms];
}

export const onAccountTexts = words("onAccountTexts", {
  /**
   * The checkout of an order that goes on account: "On account: Net 30 from dispatch". Issue 36
   * item 4: it is invoiced when dispatched, so its due date is not known before.
   */
  onAccount: (terms: PaymentTerms) => (terms === "on_shipment" ? `On account: ${paymentTermsLabels.on_shipment.toLowerCase()}` : `On account: ${paymentTermsLabels[terms]} from dispatch`),
  onAccountDetail: "No card needed: the order is confirmed at once and invoiced to your company when it is dispatched, and your company pays the invoice by its due date.",
  payByCard: "Pay by card",
  /** The refusals (`onAccountRefusal` of `POST /api/checkout`), with amounts in the shop's currency. */
  overLimit: (total: string, available: string, over: string) =>
    `This order (${total}) is ${over} over your company's available credit of ${available}, so it is paid by card. Paying open invoices makes room again.`,
  onHold: (invoice: string, dueDate: string) => `Your company's invoice ${invoice} was due on ${dueDate} and is still open, so orders are paid by card until it is paid.`,
  /** Order pages: the terms of an order on account. */
  paymentTerms: "Payment terms",
  onAccountBadge: "On account",
  dueDate: "Due",
  /** termsText: the terms' name and the due date ("Net 30 · Due 2026-12-27"). */
  termsDue: (terms: string, dueDate: string) => `${terms} · Due ${dueDate}`,
  confirmedNote: "Confirmed on account: invoiced to your company when dispatched, no card payment needed.",
  /** The toast once an order is placed on account (an unpaid one says messages.order.placed). */
  placed: "Order confirmed on account",
  /** The payment page of an order on account. */
  noCardTitle: "This order is on account",
} as const);

/** The office's Terms and credit section of a company. */
export const creditTermsLabels = words("creditTermsLabels", {
  heading: "Payment terms and credit",
  paymentTerms: "Payment terms",
  creditLimit: creditLimitLabel,
  openBalance: "Open balance",
  notInvoiced: "Confirmed, not yet invoiced",
  available: "Available credit",
  onHold: "On hold",
  save: "Save terms and credit limit",
  prepaidNote: "Prepaid by card: every order is paid by card before it ships.",
  holdNote: (invoice: string, dueDate: string) => `On hold: invoice ${invoice} was due on ${dueDate} and is still open; orders are paid by card until it is paid.`,
  saved: (name: string) => `Saved the payment terms and credit limit of ${name}`,
  /** The office's order for a member, placed on the company's account. */
  officePlaced: (email: string) => `Order placed for ${email} on the company's account: invoiced, nothing to pay by card`,
} as const);

/** The refusals of what an order on account does not do. */
export const onAccountMessages = words("onAccountMessages", {
  noCardPayment: "This order is confirmed on your company's account: it is paid through its invoice, not by card here",
  noCancel: "This order is confirmed on your company's account, so it cannot be cancelled here: please ask the shop",
  /** Issue 36 item 4: a part of an order on account is credited against its invoice, issued at dispatch. */
  notInvoiced: "This order is not invoiced yet (it is invoiced when it is dispatched): cancel it, or credit it once it is dispatched",
  invoicedAlready: "This order is invoiced already: correct it with a credit note instead",
  noDelete: "An order confirmed on account has an invoice: it is never deleted; correct it with a refund (a credit note) instead",
} as const);
