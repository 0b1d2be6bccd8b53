import { z } from "zod";

/**
 * Issue 28: how a company pays its orders (CONTRACT "Prices and terms"). `prepaid` is the card
 * before shipping, as for every buyer without a company; the others invoice at once and let the
 * company pay later: 15, 30 or 60 days after the invoice, or when the goods are shipped.
 */
export const paymentTermsValues = ["prepaid", "net15", "net30", "net60", "on_shipment"] as const;
export const paymentTermsSchema = z.enum(paymentTermsValues);
export type PaymentTerms = z.infer<typeof paymentTermsSchema>;

/** The days between an invoice and its due date; null: due the day the goods are shipped. */
export const TERMS_DAYS: Record<Exclude<PaymentTerms, "prepaid">, number | null> = {
  net15: 15,
  net30: 30,
  net60: 60,
  on_shipment: null,
};

/** The one name of each term, wherever the office or a company reads it. */
export const paymentTermsLabels: Record<PaymentTerms, string> = {
  prepaid: "Prepaid by card",
  net15: "Net 15",
  net30: "Net 30",
  net60: "Net 60",
  on_shipment: "Due on shipment",
};
