import { z } from "zod";
import { ACCOUNT_PAYMENT_MAX, accountPaymentMessages, invoiceFilters, invoiceStatuses, MAX_PAYMENT_ALLOCATIONS, TRANSFER_REFERENCE_MAX, transferLabels } from "./account-texts";
import { isoDate } from "./bulk";
import { idSchema, pageQuerySchema } from "./common";
import { dollarAmount, fieldMessages, requiredText, saidWhenRefused } from "./fields";
import { gatewayMethodValues } from "./payments";

/**
 * Issue 28 (CONTRACT.md "Prices and terms"): a company's invoices on account and the payments
 * applied to them (docs/decisions/041-money-on-account.md). Amounts in major units, as every price.
 */

export const invoiceStatusSchema = z.enum(invoiceStatuses);

/** `GET /api/company/invoices?status=&page=&limit=` (and the office's `/api/admin/companies/{id}/invoices`). */
export const companyInvoicesQuerySchema = pageQuerySchema.extend({ status: z.enum(invoiceFilters).optional() });
export type CompanyInvoicesQuery = z.infer<typeof companyInvoicesQuerySchema>;

/** One invoice of the company: what it asks, what was paid, what is left (total − paid − credited). */
export const companyInvoiceSchema = z.object({
  number: z.number().int(),
  orderId: idSchema,
  issuedAt: z.string(),
  /** YYYY-MM-DD (UTC); null for a card-prepaid invoice, or one due on a shipment yet to come. */
  dueDate: z.string().nullable(),
  total: z.number(),
  paid: z.number(),
  /** What credit notes took off (beyond the contract: total − paid − credited is the balance). */
  credited: z.number(),
  /** Below zero: a credit the company has with the shop. */
  balance: z.number(),
  /** Beyond the contract: where it stands today (UTC), as the `status` filter reads it. */
  status: invoiceStatusSchema,
});
export type CompanyInvoice = z.infer<typeof companyInvoiceSchema>;
export const companyInvoiceListSchema = z.array(companyInvoiceSchema);

/** One invoice and the amount a payment applies to it. */
export const allocationInputSchema = z.object({
  invoiceNumber: z.number().int().positive().max(2_000_000_000),
  amount: dollarAmount("Amount", ACCOUNT_PAYMENT_MAX),
});
export type AllocationInput = z.input<typeof allocationInputSchema>;

/** A payment's invoices: a card payment and money applied later name one at least; a transfer may name none (`min` 0). */
const allocationsList = (min: 0 | 1) =>
  z
    .array(allocationInputSchema)
    .min(min, saidWhenRefused(() => fieldMessages.oneInvoice))
    .max(MAX_PAYMENT_ALLOCATIONS, `At most ${MAX_PAYMENT_ALLOCATIONS} invoices in one payment`)
    .refine((allocations) => new Set(allocations.map((allocation) => allocation.invoiceNumber)).size === allocations.length, accountPaymentMessages.duplicateInvoice)
    .refine((allocations) => allocations.reduce((sum, allocation) => sum + Math.round(allocation.amount * 100), 0) <= ACCOUNT_PAYMENT_MAX * 100, `At most ${ACCOUNT_PAYMENT_MAX} in one payment`);
const allocationsSchema = allocationsList(1);

/** `POST /api/company/invoices/payment-intent`: the invoices paid together by one card payment. */
export const invoicePaymentIntentBodySchema = z.object({ allocations: allocationsSchema });
export type InvoicePaymentIntentBody = z.output<typeof invoicePaymentIntentBodySchema>;
export const invoicePaymentIntentResponseSchema = z.object({ clientSecret: z.string(), paymentId: idSchema });
export type InvoicePaymentIntentResponse = z.infer<typeof invoicePaymentIntentResponseSchema>;

/**
 * `POST /api/company/invoices/payment-session` (issue 37, beyond the contract until the lead
 * amends it): the same allocations paid on a redirect gateway's page (bKash, SSLCommerz) when the
 * shop offers it and its currency is one the gateway takes; the buyer comes back to the Invoices page.
 */
export const invoicePaymentSessionBodySchema = z.object({ allocations: allocationsSchema, method: z.enum(gatewayMethodValues) });
export type InvoicePaymentSessionBody = z.output<typeof invoicePaymentSessionBodySchema>;
export const invoicePaymentSessionResponseSchema = z.object({ redirectUrl: z.string(), paymentId: idSchema });
export type InvoicePaymentSessionResponse = z.infer<typeof invoicePaymentSessionResponseSchema>;

/**
 * `POST /api/admin/companies/{id}/payments`: a bank transfer the office received. What is not
 * applied stays unapplied; a transfer whose reference names no invoice is kept whole on the
 * company's account (`allocations: []`) until the office applies it.
 */
export const recordTransferBodySchema = z
  .object({
    amount: dollarAmount(transferLabels.amount, ACCOUNT_PAYMENT_MAX),
    receivedOn: isoDate(transferLabels.receivedOn),
    reference: requiredText(transferLabels.reference, TRANSFER_REFERENCE_MAX),
    allocations: allocationsList(0),
  })
  .refine((body) => body.allocations.reduce((sum, allocation) => sum + Math.round(allocation.amount * 100), 0) <= Math.round(body.amount * 100), {
    message: accountPaymentMessages.overAmount,
    path: ["allocations"],
  });
export type RecordTransferBody = z.output<typeof recordTransferBodySchema>;

export const accountPaymentParamsSchema = z.object({ id: idSchema });

/**
 * `POST /api/admin/companies/{id}/payments/{paymentId}/apply` (beyond the contract): some of a
 * payment's unapplied money, applied to open invoices of the same company. Each invoice once,
 * each amount within its balance and all of them within what is unapplied (409 otherwise).
 */
export const applyUnappliedParamsSchema = z.object({ id: idSchema, paymentId: idSchema });
export const applyUnappliedBodySchema = z.object({ allocations: allocationsSchema });
export type ApplyUnappliedBody = z.output<typeof applyUnappliedBodySchema>;

/** A payment on account as the company and the office read it. */
export const accountPaymentSchema = z.object({
  _id: idSchema,
  /** Issue 37: `bkash` and `sslcommerz`, paid on the gateway's page. */
  method: z.enum(["card", "transfer", ...gatewayMethodValues]),
  /** `pending`: a card (or gateway) payment waiting to be paid; `applied`; `cancelled`: never paid. */
  status: z.enum(["pending", "applied", "cancelled"]),
  amount: z.number(),
  /** What was asked: the invoices and amounts as the payment named them. */
  requested: z.array(z.object({ invoiceNumber: z.number().int(), amount: z.number() })),
  /** What was applied, once applied. */
  allocations: z.array(z.object({ invoiceNumber: z.number().int(), amount: z.number() })),
  /** What no longer fitted an invoice, or a transfer's rest: kept on the company's account until the office applies it. */
  unapplied: z.number(),
  /**
   * Beyond the contract: what went back to the card (a refund made at the provider); it took
   * from the unapplied money first, then from the newest allocations. Optional for older clients.
   */
  refunded: z.number().optional(),
  receivedOn: z.string().nullable(),
  reference: z.string(),
  by: z.string(),
  createdAt: z.string(),
  appliedAt: z.string().nullable(),
});
export type AccountPayment = z.infer<typeof accountPaymentSchema>;
export const accountPaymentListSchema = z.array(accountPaymentSchema);
