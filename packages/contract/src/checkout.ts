import { z } from "zod";
import { idSchema } from "./common";
import { plainText, fieldMessages, saidWhenRefused } from "./fields";
import { sayEnglish } from "./i18n";
import { paymentMethodSchema } from "./payments";
import { isCountryCode } from "./countries";
import { orderItemInputSchema } from "./bulk";
import { billLabels } from "./billing-texts";
import { DISCOUNT_CODE_MAX_LENGTH } from "./discount-texts";
import { POSTAL_CODE_MAX } from "./constants";
import { MAX_ORDER_LINES } from "./pricing";
import { taxTreatments } from "./tax-treatment";
import { paymentTermsSchema } from "./terms";

/**
 * Issue 21: where an order goes and how it is billed. Amounts are in the shop's currency, in
 * major units ("dollars") at the edge like every other price; the server keeps cents.
 */

/** ISO 3166 alpha-2, any case in, upper case out. */
export const countryCodeSchema = plainText(billLabels.country, { trim: true })
  .transform((value) => value.toUpperCase())
  .refine(isCountryCode, saidWhenRefused(() => fieldMessages.countryCode(sayEnglish(billLabels.country))));

export const postalCodeSchema = plainText(billLabels.postalCode, { trim: true }).max(POSTAL_CODE_MAX, saidWhenRefused(() => fieldMessages.atMostCharacters(sayEnglish(billLabels.postalCode), POSTAL_CODE_MAX)));

export const discountCodeInputSchema = plainText(billLabels.discountCode, { trim: true }).max(DISCOUNT_CODE_MAX_LENGTH, saidWhenRefused(() => fieldMessages.atMostCharacters(sayEnglish(billLabels.discountCode), DISCOUNT_CODE_MAX_LENGTH)));

/**
 * Where it goes and how: with the spec's address. Each is optional so the spec's body still
 * works: no country is the shop's own (SHOP_COUNTRY), no method is the zone's first that can
 * carry the order.
 */
export const destinationFieldsSchema = z.object({
  country: countryCodeSchema.optional(),
  postalCode: postalCodeSchema.optional(),
  shippingMethodId: idSchema.optional(),
  /**
   * Issue 27, a field beyond the spec's: the company delivery address a member's order goes to.
   * A member of a company must send it; the address, country and postal code then come from it.
   */
  companyAddressId: idSchema
    .optional()
    .describe("Beyond the spec (issue 27): one of the caller's company's delivery addresses (GET /api/company). A company member's order must name one; its address, country and postal code replace those sent."),
});

/** One tax line: the net and the tax at one rate (percent, e.g. 20 or 8.875). */
export const taxLineSchema = z.object({ name: z.string(), rate: z.number(), net: z.number(), tax: z.number() });
export type TaxLine = z.infer<typeof taxLineSchema>;

/** An order's bill: what the cart shows before paying, and what the order, emails and invoice keep. */
export const billSchema = z.object({
  currency: z.string(),
  pricesIncludeTax: z.boolean(),
  /** The lines after breaks, before the code. */
  goods: z.number(),
  discount: z.object({ code: z.string(), amount: z.number() }).nullable(),
  /** Null when the shop has no shipping zones set up. */
  shipping: z.object({ methodId: idSchema.nullable(), method: z.string(), estimate: z.string(), amount: z.number(), net: z.number(), tax: z.number() }).nullable(),
  taxLines: z.array(taxLineSchema),
  net: z.number(),
  /**
   * Issue 36: Bangladesh's supplementary duty on the goods, inside `net` (VAT is charged on value
   * + duty, so a rate's net is its VAT base); absent where none was charged.
   */
  sd: z.number().optional(),
  tax: z.number(),
  total: z.number(),
  /** Issue 25: how the sale is taxed (tax-treatment.ts), and the words the invoice prints for it (empty for domestic). */
  treatment: z.enum(taxTreatments),
  legalNote: z.string(),
  buyerVatId: z.string().nullable(),
  /** Kilograms. */
  weight: z.number(),
});
export type Bill = z.infer<typeof billSchema>;

/** A shipping method offered for an address, priced for this order (null: it cannot carry it). */
export const shippingOptionSchema = z.object({ id: idSchema, name: z.string(), estimate: z.string(), price: z.number().nullable() });
export type ShippingOption = z.infer<typeof shippingOptionSchema>;

/**
 * `POST /api/checkout`: the lines (one tool, a cart, or an offered quote of the caller's at its
 * price) and where they go; nothing is held or written.
 */
export const checkoutBodySchema = destinationFieldsSchema.extend({
  quoteId: idSchema.optional(),
  productId: idSchema.optional(),
  quantity: z.number().int().min(1).max(1_000_000).optional(),
  items: z.array(orderItemInputSchema).min(1).max(MAX_ORDER_LINES).optional(),
  discountCode: discountCodeInputSchema.optional(),
});
export type CheckoutBody = z.input<typeof checkoutBodySchema>;

/** A line of the priced checkout. */
export const checkoutLineSchema = z.object({
  productId: idSchema,
  product: z.string(),
  sku: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number(),
  amount: z.number(),
  discount: z.number(),
  net: z.number(),
  tax: z.number(),
  /** Issue 36: as an order line's (absent where no supplementary duty is charged). */
  sdRate: z.number().optional(),
  sd: z.number().optional(),
});

export const checkoutSchema = z.object({
  country: z.string(),
  postalCode: z.string(),
  shippingOptions: z.array(shippingOptionSchema),
  lines: z.array(checkoutLineSchema),
  bill: billSchema,
  /**
   * Issue 28: whether placing this order now would put it on the company's account (confirmed,
   * no card). For a company on terms that would not, `onAccountRefusal` says why (over the credit
   * limit, or on hold); null otherwise. Beyond the contract: the terms it would get (null for an
   * order paid by card), and `dueDate`, null since issue 36: the invoice and its due date come
   * when the order is dispatched.
   */
  onAccount: z.boolean(),
  onAccountRefusal: z.string().nullable(),
  paymentTerms: paymentTermsSchema.nullable(),
  dueDate: z.string().nullable(),
  /**
   * Beyond the contract (issue 35): for a company member whose order would go over their limit,
   * the approval it would wait for: the company, the limits it goes over (per order or per month,
   * in dollars), and whether the member decides it alone (nobody else approves); null otherwise.
   * Optional for older servers.
   */
  approval: z
    .object({
      company: z.string(),
      limits: z.array(z.object({ kind: z.enum(["order", "month"]), limit: z.number() })),
      byYou: z.boolean(),
    })
    .nullable()
    .optional(),
  /**
   * Beyond the contract (issue 35): when placing this now would be refused by MAX_HELD_VALUE
   * (not on account, not quoted), the cap, what the buyer's unpaid orders hold already (dollars)
   * and the refusal's words, shown before the button; null otherwise. Optional for older servers.
   */
  heldValueCap: z.object({ max: z.number(), held: z.number(), message: z.string() }).nullable().optional(),
  /** Issue 37 (CONTRACT "Payment methods"): the methods this order may use; none for an order on account (it is invoiced). */
  paymentMethods: z.array(paymentMethodSchema).optional(),
});
export type Checkout = z.infer<typeof checkoutSchema>;
