import { z } from "zod";
import { hasAtMostTwoDecimals } from "./fields";
import { paymentTermsLabels, paymentTermsSchema, type PaymentTerms } from "./terms";

/**
 * Issue 28 items 2 and 3 (decision 041): ordering on the company's payment terms within its
 * credit limit. The words the checkout, the order pages, the office and the invoice say about it.
 */

/** The largest credit limit the office may give, in the shop's currency (the cents fit an integer column). */
export const CREDIT_LIMIT_MAX = 10_000_000;

export const creditLimitLabel = "Credit limit";

/** A credit limit in the shop's currency: 0 or more, at most two decimals. 0 puts every order of a company on terms on the card. */
export const creditLimitSchema = z
  .number({ error: `${creditLimitLabel} must be a number` })
  .min(0, `${creditLimitLabel} must be 0 or more`)
  .max(CREDIT_LIMIT_MAX, `${creditLimitLabel} must be at most ${CREDIT_LIMIT_MAX}`)
  .refine(hasAtMostTwoDecimals, `${creditLimitLabel} must have at most 2 decimals`);

/** The office's form: the credit limit as typed. */
export const creditTermsFormSchema = z.object({
  paymentTerms: paymentTermsSchema,
  creditLimit: z
    .string()
    .trim()
    .min(1, `${creditLimitLabel} is required`)
    .regex(/^\d+(\.\d+)?$/, `${creditLimitLabel} must be a number`)
    .transform(Number)
    .pipe(creditLimitSchema),
});
export type CreditTermsForm = z.input<typeof creditTermsFormSchema>;

/**
 * "Net 30 · Due 2026-12-27"; an order due on shipment: "Due on shipment" until it is shipped,
 * then "Due on shipment: 2026-12-01". The one text of an order's terms, on its pages and its invoice.
 */
export function termsText(terms: PaymentTerms, dueDate: string | null | undefined): string {
  if (terms === "on_shipment") return dueDate ? `${paymentTermsLabels.on_shipment}: ${dueDate}` : paymentTermsLabels.on_shipment;
  return dueDate ? `${paymentTermsLabels[terms]} · Due ${dueDate}` : paymentTermsLabels[terms];
}

export const onAccountTexts = {
  /** The checkout of an order that goes on account: "On account: Net 30, due 2026-12-27". */
  onAccount: (terms: PaymentTerms, dueDate: string | null) =>
    terms === "on_shipment" ? `On account: ${paymentTermsLabels.on_shipment.toLowerCase()}` : `On account: ${paymentTermsLabels[terms]}, due ${dueDate ?? ""}`,
  onAccountDetail: "No card needed: the order is confirmed and invoiced to your company at once, and your company pays the invoice by its due date.",
  payByCard: "Pay by card",
  /** The refusals (`onAccountRefusal` of `POST /api/checkout`), with amounts in the shop's currency. */
  overLimit: (total: string, available: string, over: string) =>
    `This order (${total}) is ${over} over your company's available credit of ${available}, so it is paid by card. Paying open invoices makes room again.`,
  onHold: (invoice: string, dueDate: string) => `Your company's invoice ${invoice} was due on ${dueDate} and is still open, so orders are paid by card until it is paid.`,
  /** Order pages: the terms of an order on account. */
  paymentTerms: "Payment terms",
  onAccountBadge: "On account",
  dueDate: "Due",
  confirmedNote: "Confirmed on account: invoiced to your company, no card payment needed.",
  /** The toast once an order is placed on account (an unpaid one says messages.order.placed). */
  placed: "Order confirmed on account",
  /** The payment page of an order on account. */
  noCardTitle: "This order is on account",
} as const;

/** The office's Terms and credit section of a company. */
export const creditTermsLabels = {
  heading: "Payment terms and credit",
  paymentTerms: "Payment terms",
  creditLimit: creditLimitLabel,
  openBalance: "Open balance",
  available: "Available credit",
  onHold: "On hold",
  save: "Save terms and credit limit",
  prepaidNote: "Prepaid by card: every order is paid by card before it ships.",
  holdNote: (invoice: string, dueDate: string) => `On hold: invoice ${invoice} was due on ${dueDate} and is still open; orders are paid by card until it is paid.`,
  saved: (name: string) => `Saved the payment terms and credit limit of ${name}`,
  /** The office's order for a member, placed on the company's account. */
  officePlaced: (email: string) => `Order placed for ${email} on the company's account: invoiced, nothing to pay by card`,
} as const;

/** The refusals of what an order on account does not do. */
export const onAccountMessages = {
  noCardPayment: "This order is confirmed on your company's account and invoiced: it is paid through its invoice, not by card here",
  noCancel: "This order is confirmed on account and invoiced, so it cannot be cancelled here: please ask the shop, who corrects it with a credit note",
  noDelete: "An order confirmed on account has an invoice: it is never deleted; correct it with a refund (a credit note) instead",
} as const;
