import { z } from "zod";
import { idSchema, pageQuerySchema } from "./common";
import { dollarAmount, plainText, requiredText, wholeNumber, fieldMessages, saidWhenRefused } from "./fields";
import { shippingFieldsSchema } from "./orders";
import { destinationFieldsSchema } from "./checkout";
import { BULK_MAX_QUANTITY, isoDate, orderItemInputSchema, purchaseDetailsSchema } from "./bulk";
import { MAX_ORDER_LINES } from "./pricing";
import { QUOTE_NOTE_MAX, QUOTE_REASON_MAX, quoteLabels, quoteStatuses } from "./quote-texts";
import { sayEnglish } from "./i18n";

/**
 * Quotes (issue 12): a buyer asks for a price for a quantity (beyond stock, or a better price);
 * the office offers a unit price until a date, or declines with a reason; the buyer accepts and
 * the quote becomes an order at the quoted price, once, and never after its date.
 */

export const quoteStatusSchema = z.enum(quoteStatuses);


/** `POST /api/quotes` (any signed-in user). The quantity keeps the tool's minimum and pack size, not its stock. */
export const requestQuoteBodySchema = z.object({
  productId: idSchema,
  quantity: wholeNumber(quoteLabels.quantity, 1, BULK_MAX_QUANTITY),
  wantedBy: isoDate(quoteLabels.wantedBy).optional(),
  note: plainText(quoteLabels.note, { trim: true, multiline: true }).max(QUOTE_NOTE_MAX, saidWhenRefused(() => fieldMessages.atMostCharacters(sayEnglish(quoteLabels.note), QUOTE_NOTE_MAX))).default(""),
});
export type RequestQuoteForm = z.input<typeof requestQuoteBodySchema>;

/**
 * Issue 35, `POST /api/quotes/cart` (beyond the contract): a whole cart as one quote request:
 * every line, where it goes (a company member names one of the company's addresses; anyone else
 * an address, a country and a postal code, the shop's country when none), a wanted-by day and a
 * note. Answers 201 with the quote.
 */
export const requestCartQuoteBodySchema = z.object({
  items: z.array(orderItemInputSchema).min(1).max(MAX_ORDER_LINES),
  address: plainText("Address", { trim: true, multiline: true }).max(500, saidWhenRefused(() => fieldMessages.atMostCharacters(sayEnglish("Address"), 500))).optional(),
  country: destinationFieldsSchema.shape.country,
  postalCode: destinationFieldsSchema.shape.postalCode,
  companyAddressId: destinationFieldsSchema.shape.companyAddressId,
  wantedBy: isoDate(quoteLabels.wantedBy).optional(),
  note: plainText(quoteLabels.note, { trim: true, multiline: true }).max(QUOTE_NOTE_MAX, saidWhenRefused(() => fieldMessages.atMostCharacters(sayEnglish(quoteLabels.note), QUOTE_NOTE_MAX))).default(""),
});
export type RequestCartQuoteBody = z.input<typeof requestCartQuoteBodySchema>;

/** `POST /api/quotes/{id}/answer` (admin), on a requested quote: an offer, or a refusal with its reason. */
export const answerQuoteBodySchema = z.discriminatedUnion("action", [
  z.object({
    action: z.literal("offer"),
    /** A one-tool quote's price; a cart's quote sends `lines` instead (issue 35). */
    unitPrice: dollarAmount(quoteLabels.unitPrice, 100_000).optional(),
    /** Issue 35: a cart's quote, one unit price per line in the quote's order. */
    lines: z.array(z.object({ unitPrice: dollarAmount(quoteLabels.unitPrice, 100_000) })).max(MAX_ORDER_LINES).optional(),
    /** Issue 35: the freight to the quote's destination, charged as the order's shipping (none: the shop's shipping rates). */
    freight: dollarAmount(quoteLabels.freight, 100_000).optional(),
    /** Valid through the end of that day (UTC); today at the earliest, QUOTE_MAX_VALID_DAYS ahead at the latest. */
    validUntil: isoDate(quoteLabels.validUntil),
  }),
  z.object({ action: z.literal("decline"), reason: requiredText(quoteLabels.reason, QUOTE_REASON_MAX) }),
]);
export type AnswerQuoteBody = z.input<typeof answerQuoteBodySchema>;

/**
 * `POST /api/quotes/{id}/accept` (the buyer, on an offered quote before its date): the order's
 * shipping fields and purchase details. Answers like `POST /api/orders` (201, the new order).
 */
export const acceptQuoteBodySchema = shippingFieldsSchema.extend(purchaseDetailsSchema.shape).extend(destinationFieldsSchema.shape);

export const quoteSchema = z.object({
  _id: idSchema,
  /** The tool; null once it has been deleted. */
  productId: idSchema.nullable(),
  product: z.string(),
  /** The buyer. */
  email: z.string(),
  quantity: z.number().int(),
  /** The tool's list price per unit when asked (dollars); a member's, their price list's for the quantity when lower (issue 28). */
  listUnitPrice: z.number(),
  /**
   * Beyond the contract (issue 28): when a member's price list gave `listUnitPrice`, what the
   * catalogue asked for the same quantity then, shown beside it; null otherwise. Optional for older clients.
   */
  catalogueUnitPrice: z.number().nullable().optional(),
  wantedBy: z.string().nullable(),
  note: z.string(),
  status: quoteStatusSchema,
  /** Set once offered (dollars per unit). */
  unitPrice: z.number().nullable(),
  /** Set once offered: the last day the offer holds (YYYY-MM-DD, UTC). */
  validUntil: z.string().nullable(),
  declineReason: z.string().nullable(),
  /** Set once accepted: the order it became. */
  orderId: idSchema.nullable(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
  /**
   * Issue 27: the company of a member's quote (null: a buyer without one), and the shop admin
   * who asked for it on the member's behalf after a call (email; null when the member asked).
   * Always sent by the server; optional for the clients written before.
   */
  companyId: idSchema.nullable().optional(),
  requestedByOffice: z.string().nullable().optional(),
  /**
   * Issue 35 (optional for older clients): how many lines (a cart's quote has several; then
   * `product` names them, `quantity` counts every unit and `listUnitPrice`/`unitPrice` are the
   * first line's, as an order's summary is); the destination asked for; the freight offered and
   * the offer's total (lines and freight), once offered.
   */
  lineCount: z.number().int().optional(),
  destination: z.object({ address: z.string().nullable(), country: z.string().nullable(), postalCode: z.string().nullable(), companyAddressId: idSchema.nullable() }).nullable().optional(),
  freight: z.number().nullable().optional(),
  total: z.number().nullable().optional(),
});
export type Quote = z.infer<typeof quoteSchema>;

/** Issue 35: one line of a quote, as asked and (once offered) as priced; a one-tool quote has one. */
export const quoteLineSchema = z.object({
  productId: idSchema.nullable(),
  product: z.string(),
  quantity: z.number().int(),
  listUnitPrice: z.number(),
  catalogueUnitPrice: z.number().nullable(),
  unitPrice: z.number().nullable(),
  /** In stock now (null once the tool is gone). */
  inStock: z.number().int().nullable(),
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;
export const quoteListSchema = z.array(quoteSchema);

/**
 * `GET /api/quotes/{id}`: the quote and how many of its tool are in stock now (null once the
 * tool is gone), so the office answers knowing it and the buyer sees before accepting whether
 * the order can be placed today.
 */
export const quoteDetailSchema = quoteSchema.extend({
  inStock: z.number().int().nullable(),
  /** Issue 35: every line (optional for older servers); `inStock` above is the first line's. */
  lines: z.array(quoteLineSchema).optional(),
});
export type QuoteDetail = z.infer<typeof quoteDetailSchema>;

/**
 * `GET /api/quotes`: the caller's own quotes (without those of a company they no longer belong
 * to); an admin's list holds everyone's, `status` filters. Newest first, paged. Also
 * `GET /api/company/quotes` (issue 27, beyond the contract): the company's quotes, a buyer's own.
 */
export const quoteListQuerySchema = pageQuerySchema.extend({ status: quoteStatusSchema.optional() });
