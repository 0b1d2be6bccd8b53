import { z } from "zod";
import { idSchema } from "./common";
import { formatCount } from "./constants";
import { fieldMessages, plainText, saidWhenRefused } from "./fields";
import { sayEnglish } from "./i18n";
import { QUICK_ORDER_MAX_LINES, QUICK_ORDER_TEXT_MAX, quickOrderLabels, quickOrderMessages, quickOrderRows, quickOrderStatuses } from "./quick-order-texts";

/**
 * `POST /api/quick-order/check` (issue 27, item 5): a pad of `SKU quantity` lines, or the same
 * lines as JSON. A line that is not a SKU and a quantity is not a 400 but an `invalid` line of
 * the answer, as a buyer pasting from a spreadsheet expects; the body itself is strict: text or
 * lines (not both), at most QUICK_ORDER_MAX_LINES of them.
 */

const tooMany = quickOrderMessages.tooManyLines(QUICK_ORDER_MAX_LINES);

/** One line given as JSON: checked like a typed line (its quantity may be text, as a CSV cell is). */
export const quickOrderLineInputSchema = z.object({
  sku: plainText(quickOrderLabels.sku).max(100, saidWhenRefused(() => fieldMessages.atMostCharacters(sayEnglish(quickOrderLabels.sku), 100))),
  quantity: z.union([z.number(), plainText(quickOrderLabels.quantity).max(32, saidWhenRefused(() => fieldMessages.atMostCharacters(sayEnglish(quickOrderLabels.quantity), 32)))], {
    error: () => fieldMessages.notNumber(sayEnglish(quickOrderLabels.quantity)),
  }),
});
export type QuickOrderLineInput = z.infer<typeof quickOrderLineInputSchema>;

export const quickOrderCheckBodySchema = z
  .object({
    text: plainText(quickOrderLabels.text, { multiline: true })
      .max(QUICK_ORDER_TEXT_MAX, saidWhenRefused(() => fieldMessages.atMostCharacters(sayEnglish(quickOrderLabels.text), formatCount(QUICK_ORDER_TEXT_MAX))))
      .superRefine((text, ctx) => {
        const count = quickOrderRows(text).length;
        if (count === 0) ctx.addIssue({ code: "custom", message: quickOrderMessages.noLines });
        if (count > QUICK_ORDER_MAX_LINES) ctx.addIssue({ code: "custom", message: tooMany });
      })
      .optional(),
    lines: z.array(quickOrderLineInputSchema).min(1, quickOrderMessages.noLines).max(QUICK_ORDER_MAX_LINES, tooMany).optional(),
  })
  .refine((body) => (body.text === undefined) !== (body.lines === undefined), quickOrderMessages.textOrLines);
export type QuickOrderCheckBody = z.input<typeof quickOrderCheckBodySchema>;
export type QuickOrderCheck = z.output<typeof quickOrderCheckBodySchema>;

export const quickOrderStatusSchema = z.enum(quickOrderStatuses);

export const quickOrderLineSchema = z.object({
  /** The line's number as typed (blank lines count), or its place in `lines` (from 1). */
  line: z.number().int(),
  /** Upper-cased as SKUs are stored; what was typed first on an `invalid` line ("" for none). */
  sku: z.string(),
  /** Null when the line has no whole quantity (`invalid`). */
  quantity: z.number().int().nullable(),
  /** The tool of the SKU; null for `unknown_sku` and `invalid`. */
  productId: idSchema.nullable(),
  status: quickOrderStatusSchema,
  /** `not_pack_multiple`: the next whole number of packs; `below_minimum`: the minimum order. */
  roundedQuantity: z.number().int().optional(),
  message: z.string(),
  /**
   * Issue 28, on a line with a tool and a quantity: what the buyer pays per unit for it (their
   * company's price list when it is lower, decision 041), the catalogue's unit price for that
   * quantity beside it, and the list's name when one priced it.
   */
  unitPrice: z.number().optional(),
  cataloguePrice: z.number().optional(),
  priceList: z.string().optional(),
});
export type QuickOrderLine = z.infer<typeof quickOrderLineSchema>;

export const quickOrderCheckResponseSchema = z.object({ lines: z.array(quickOrderLineSchema) });
export type QuickOrderCheckResponse = z.infer<typeof quickOrderCheckResponseSchema>;
