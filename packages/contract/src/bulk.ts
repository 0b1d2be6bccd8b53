import { z } from "zod";
import { idSchema } from "./common";
import { plainText, wholeNumber, dollarAmount, fieldMessages, saidWhenRefused } from "./fields";
import { sayEnglish } from "./i18n";
import { dollarsToCents } from "./constants";
import { MAX_PRICE_BREAKS } from "./pricing";
import { bulkLabels, bulkMessages } from "./bulk-texts";

/**
 * Bulk buying (issue 12): pack sizes and volume price breaks on a tool, purchase details on an
 * order. The money rules themselves are zod-free in pricing.ts.
 */

export const BULK_MAX_QUANTITY = 1_000_000;
export const PACK_SIZE_MAX = 10_000;
export const PO_NUMBER_MAX = 50;


/** A price break as the API carries it: dollars at the edge. */
export const priceBreakSchema = z.object({ minQuantity: z.number().int(), price: z.number() });
export type PriceBreak = z.infer<typeof priceBreakSchema>;

export const priceBreakInputSchema = z.object({
  minQuantity: wholeNumber(bulkLabels.breakQuantity, 2, BULK_MAX_QUANTITY),
  price: dollarAmount(bulkLabels.breakPrice, 100_000),
});

/**
 * A tool's breaks: at most MAX_PRICE_BREAKS, each quantity once, and a higher quantity never
 * costs more per unit. Whether each is below the list price is checked with the tool's price
 * (checkBreaksBelowPrice).
 */
export const priceBreaksInputSchema = z
  .array(priceBreakInputSchema)
  .max(MAX_PRICE_BREAKS, saidWhenRefused(() => fieldMessages.atMostCount(sayEnglish(bulkLabels.priceBreaks), MAX_PRICE_BREAKS)))
  .superRefine((breaks, ctx) => {
    const sorted = [...breaks].sort((a, b) => a.minQuantity - b.minQuantity);
    sorted.forEach((cur, i) => {
      const prev = sorted[i - 1];
      if (!prev) return;
      if (prev.minQuantity === cur.minQuantity) {
        ctx.addIssue({ code: "custom", message: `${bulkLabels.priceBreaks}: ${cur.minQuantity} appears twice` });
      } else if (dollarsToCents(cur.price) >= dollarsToCents(prev.price)) {
        ctx.addIssue({ code: "custom", message: bulkMessages.breakNotLower(cur.minQuantity, prev.minQuantity) });
      }
    });
  })
  .transform((breaks) => [...breaks].sort((a, b) => a.minQuantity - b.minQuantity));

export const packSizeInput = wholeNumber(bulkLabels.packSize, 1, PACK_SIZE_MAX);

/** The messages of the cross-field rules of bulk fields on a tool form; null when they hold. */
export function bulkToolProblems(tool: {
  price: number;
  minimumOrderQuantity: number;
  packSize?: number | undefined;
  priceBreaks?: readonly { minQuantity: number; price: number }[] | undefined;
}): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const pack = tool.packSize ?? 1;
  if (tool.minimumOrderQuantity % pack !== 0) {
    problems.push({ path: "minimumOrderQuantity", message: bulkMessages.packMultiple(pack) });
  }
  for (const b of tool.priceBreaks ?? []) {
    if (dollarsToCents(b.price) >= dollarsToCents(tool.price)) {
      problems.push({ path: "priceBreaks", message: bulkMessages.breakNotBelowList(b.minQuantity) });
    }
  }
  return problems;
}

/** An ISO calendar date (YYYY-MM-DD), as a date input gives it. */
export const isoDate = (label: string) =>
  plainText(label, { trim: true }).regex(/^\d{4}-\d{2}-\d{2}$/, saidWhenRefused(() => fieldMessages.date(sayEnglish(label)))).refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, saidWhenRefused(() => fieldMessages.realDate(sayEnglish(label))));

/** Optional purchase details of an order (checkout and quote acceptance). */
export const purchaseDetailsSchema = z.object({
  poNumber: plainText(bulkLabels.poNumber, { trim: true }).max(PO_NUMBER_MAX, saidWhenRefused(() => fieldMessages.atMostCharacters(sayEnglish(bulkLabels.poNumber), PO_NUMBER_MAX))).optional(),
  /** Today or later (the server checks against its clock). */
  deliveryDate: isoDate(bulkLabels.deliveryDate).optional(),
});

/** One line of `POST /api/orders` `items`. */
export const orderItemInputSchema = z.object({
  productId: idSchema,
  quantity: wholeNumber("Quantity", 1, BULK_MAX_QUANTITY),
});
export type OrderItemInput = z.input<typeof orderItemInputSchema>;

/** One line of an order as answered: the snapshot taken when ordered. */
export const orderLineSchema = z.object({
  /** The tool; null once it has been deleted from the catalogue. */
  productId: idSchema.nullable(),
  product: z.string(),
  quantity: z.number().int(),
  /** Dollars per unit paid: the break's price, the quote's price, or the list price. */
  unitPrice: z.number(),
  /** The tool's list price per unit when ordered. */
  listUnitPrice: z.number(),
  /** The price break used (its minimum quantity), or null. */
  breakMinQuantity: z.number().int().nullable(),
  /** Set when the line comes from an accepted quote. */
  quoteId: idSchema.nullable(),
  /** Dollars: unitPrice × quantity. */
  price: z.number(),
  /** Issue 28: the name of the company's price list that priced the line (as it was named then); absent for the catalogue's or a quote's price. */
  priceList: z.string().optional(),
  /** Issue 21: the SKU when ordered (null on lines from before), the code's share, and the line's net and tax after it. */
  sku: z.string().nullable().optional(),
  discount: z.number().optional(),
  net: z.number().optional(),
  tax: z.number().optional(),
  /**
   * Issue 36: a Bangladesh seller's domestic line with supplementary duty: its rate (percent) and
   * amount, the amount inside `net` (VAT is on value + duty); absent where none was charged.
   */
  sdRate: z.number().optional(),
  sd: z.number().optional(),
  /** Issue 21: units of this line refunded so far (credit notes); always sent by the server. */
  refundedQuantity: z.number().int().optional(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;
