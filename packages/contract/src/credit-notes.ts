import { z } from "zod";

/**
 * Issue 21 item 6: what the office sends to refund part of an order, and a credit note as the
 * order page lists it. Words in credit-note-texts.ts.
 */

/**
 * One line to refund: `position` is the line's index in the order's `items`, from 0. Chosen over
 * the product id because a line's tool may have been deleted since (its id is then null), while
 * its place in the order never changes.
 */
export const refundLineInputSchema = z.object({
  position: z.number().int().min(0),
  quantity: z.number().int().min(1),
});
export type RefundLineInput = z.infer<typeof refundLineInputSchema>;

/** A credit note as the order page lists it; its PDF is at creditNotePdfPath(order, number). */
export const creditNoteSummarySchema = z.object({
  number: z.number().int(),
  /** "CN-000001" (creditNoteLabel). */
  label: z.string(),
  issuedAt: z.string(),
  /** Dollars given back: net + tax. */
  total: z.number(),
  net: z.number(),
  tax: z.number(),
  reason: z.string(),
  /** The invoice it corrects ("INV-000123"), or null when the order had none. */
  invoice: z.string().nullable(),
  /** Units given back per order line (position in `items`); empty for an amount-only refund. */
  lines: z.array(z.object({ position: z.number().int(), product: z.string(), quantity: z.number().int() })),
  shipping: z.boolean(),
});
export type CreditNoteSummary = z.infer<typeof creditNoteSummarySchema>;
