import { z } from "zod";
import { idSchema } from "./common";
import { centsToDollars, dollarsToCents } from "./constants";
import { decimalNumber, dollarAmount, imageRef, optionalNumber, optionalText, plainText, requiredText, wholeNumber, fieldMessages, saidWhenRefused } from "./fields";
import { toolCodeLabels, toolTranslationLabels } from "./catalogue-texts";
import { deleteResultSchema } from "./results";
import { bulkToolProblems, packSizeInput, priceBreakSchema, priceBreaksInputSchema } from "./bulk";
import { taxClasses } from "./tax-treatment";
import { sdRateLabels, taxClassLabels } from "./tax-texts";
import { words, sayEnglish } from "./i18n";

/**
 * Issue 38: a tool's words in a language besides English, as answered: "" where none is written
 * (the Bangla pages then show the English).
 */
export const toolTranslationSchema = z.object({ name: z.string(), description: z.string() });
/** Only the languages with words written are present: `{}` for a tool in English only. */
export const toolTranslationsSchema = z.object({ bn: toolTranslationSchema.optional() });
export type ToolTranslations = z.infer<typeof toolTranslationsSchema>;

export const toolSchema = z.object({
  _id: idSchema,
  img: z.string(),
  name: z.string(),
  description: z.string(),
  minimumOrderQuantity: z.number().int(),
  availableQuantity: z.number().int(),
  /** Unit price in dollars. */
  price: z.number(),
  /** The tool's category (every tool has one; null only for answers written before categories). */
  categoryId: idSchema.nullable().optional(),
  category: z.string().nullable().optional(),
  /** Only admins ever see an archived tool; it is out of the shop but stays in past orders. */
  archived: z.boolean().optional(),
  /** Issue 12: sold only in multiples of this (1: any quantity). */
  packSize: z.number().int().optional(),
  /** Issue 12: volume price breaks, lowest quantity first (dollars per unit). */
  priceBreaks: z.array(priceBreakSchema).optional(),
  /**
   * Issue 28: only to a signed-in member whose company has a valid price list naming the tool
   * (never in a public answer): the unit price they pay below every break, and their volume
   * prices, the lower of their list and the catalogue at each quantity (decision 041).
   */
  yourPrice: z.number().optional(),
  yourBreaks: z.array(priceBreakSchema).optional(),
  /** Issue 21: the stock-keeping unit, upper-case and unique across the catalogue. */
  sku: z.string(),
  /** Issue 21: the shipping weight of one unit in kg (kept as whole grams: at most 3 decimals). */
  weight: z.number(),
  /** Issue 25: which of a country's rates taxes it. */
  taxClass: z.enum(taxClasses),
  /** Issue 36: Bangladesh's supplementary duty, a percent (0: none); charged on a Bangladesh seller's domestic sales only. */
  sdRate: z.number().optional(),
  /**
   * Issue 38: the tool's Bangla name and description, when written (CONTRACT "Languages"). The
   * server always answers it; a reader takes an answer without it (a page cached before) as none.
   */
  translations: toolTranslationsSchema.default({}),
  /**
   * Issue 38: the Bangla name of the tool's category, when the office wrote one (the category's
   * own `translations`, carried here so a page naming the category asks for nothing more).
   */
  categoryTranslations: z.object({ bn: z.object({ name: z.string() }).optional() }).optional(),
});
export type Tool = z.infer<typeof toolSchema>;
export const toolListSchema = z.array(toolSchema);

export const TOOL_NAME_MAX_LENGTH = 120;
export const TOOL_DESCRIPTION_MAX_LENGTH = 2000;
export const TOOL_MAX_QUANTITY = 1_000_000;
export const TOOL_MAX_PRICE_DOLLARS = 100_000;
/**
 * An order defaults to the minimum order quantity, so that smallest order must stay payable:
 * this is the card processors' usual ceiling for one charge ($999,999.99).
 */
export const TOOL_MIN_ORDER_MAX_CENTS = 99_999_999;

/** The Add Product form's labels (spec section 2); the messages name the fields by them. */
export const toolFormLabels = words("toolFormLabels", {
  img: "Product img Url",
  name: "Product Name",
  description: "Description",
  minimumOrderQuantity: "Min : O/Q",
  availableQuantity: "In-Stock Qty",
  price: "Price",
  categoryId: "Category",
  sku: toolCodeLabels.sku,
  weight: toolCodeLabels.weight,
  taxClass: taxClassLabels.field,
  sdRate: sdRateLabels.field,
} as const);

const labels = toolFormLabels;

/**
 * The rules across a tool's fields: bulk buying's (bulkToolProblems) and the smallest order's
 * ceiling. The product forms check the tool as typed, the server an edit's merged tool.
 */
export function toolProblems(tool: Parameters<typeof bulkToolProblems>[0]): { path: string; message: string }[] {
  const problems = bulkToolProblems(tool);
  if (tool.minimumOrderQuantity * dollarsToCents(tool.price) > TOOL_MIN_ORDER_MAX_CENTS) {
    problems.push({
      path: "price",
      message: toolProblemMessages.smallestOrderAtMost(`$${centsToDollars(TOOL_MIN_ORDER_MAX_CENTS)}`),
    });
  }
  return problems;
}

export const SKU_MIN_LENGTH = 2;
export const SKU_MAX_LENGTH = 32;
/** Upper-case letters, digits and the separators SKUs are written with; stored upper-case. */
export const SKU_PATTERN = /^[A-Z0-9._/-]+$/;

/**
 * The SKU a search box's text names, if it could be one (trimmed, upper-cased), else undefined.
 * The full-text search splits "HOE-200" into "hoe" and "-200", so the server also matches this exactly.
 */
export function skuOfSearch(text: string): string | undefined {
  const sku = text.trim().toUpperCase();
  return sku.length >= SKU_MIN_LENGTH && sku.length <= SKU_MAX_LENGTH && SKU_PATTERN.test(sku) ? sku : undefined;
}

export const TOOL_MAX_WEIGHT_KG = 100_000;
/** Weights are kept in whole grams. */
export const TOOL_WEIGHT_DECIMALS = 3;
/** A tool added without a weight weighs this (the database's default, 1000 g). */
export const TOOL_DEFAULT_WEIGHT_KG = 1;

/** The hints under the SKU and weight inputs: Add Product may leave both empty, Edit Product shows the tool's. */
/** A tool's fields that refuse together (toolProblems). */
export const toolProblemMessages = words("toolProblemMessages", {
  smallestOrderAtMost: (amount: string) => `The smallest order (${toolFormLabels.minimumOrderQuantity} × ${toolFormLabels.price}) must be at most ${amount}`,
} as const);

export const toolCodeHints = words("toolCodeHints", {
  skuNew: "Letters, digits and - . _ /; left empty, one is made up",
  weightNew: `One unit, packed; left empty, ${TOOL_DEFAULT_WEIGHT_KG} kg`,
  sku: "Letters, digits and - . _ /",
  weight: "One unit, packed",
} as const);

/** A SKU as typed: trimmed and upper-cased, so "af-hoe-100" and "AF-HOE-100" are one SKU. */
const skuInput = requiredText(labels.sku, SKU_MAX_LENGTH)
  .transform((value) => value.toUpperCase())
  .refine((value) => value.length >= SKU_MIN_LENGTH, saidWhenRefused(() => fieldMessages.atLeastCharacters(sayEnglish(labels.sku), SKU_MIN_LENGTH)))
  .refine((value) => SKU_PATTERN.test(value), `${labels.sku} may only hold letters, digits and - . _ /`);

/** Issue 36: the highest supplementary duty the office may set, a percent (Bangladesh's schedules go up to 500 %). */
export const TOOL_MAX_SD_RATE = 500;
/** A percent kept as thousandths, as tax rates are. */
export const TOOL_SD_RATE_DECIMALS = 3;

/**
 * A translated text as written: optional, trimmed, within the English field's limit; "" means
 * none (and clears one on an edit). Stored in NFC, as the search folds what is typed into the
 * box: Bangla's ড় and ঢ় have two spellings in Unicode, and a name must be found by either.
 */
export const translatedText = (label: string, max: number, options: { multiline?: boolean } = {}) =>
  plainText(label, { ...options, trim: true, error: () => fieldMessages.notText(sayEnglish(label)) })
    .overwrite((value) => value.normalize("NFC"))
    .max(max, saidWhenRefused(() => fieldMessages.atMostCharacters(sayEnglish(label), max)));

/**
 * Issue 38: `translations` of `POST` and `PATCH /api/tools` and of the product forms: Bangla
 * only, each text optional. An edit changes only the texts it names.
 */
export const toolTranslationsInputSchema = z.strictObject(
  {
    bn: z
      .strictObject({
        name: translatedText(toolTranslationLabels.name, TOOL_NAME_MAX_LENGTH).optional(),
        description: translatedText(toolTranslationLabels.description, TOOL_DESCRIPTION_MAX_LENGTH, { multiline: true }).optional(),
      })
      .optional(),
  },
  { error: "Translations take bn (Bangla) only" },
);
export type ToolTranslationsInput = z.output<typeof toolTranslationsInputSchema>;

const weightInput = decimalNumber(labels.weight, 0, TOOL_MAX_WEIGHT_KG, TOOL_WEIGHT_DECIMALS);

/**
 * A tool's fields as an admin writes them, each with its rule, declared once: Add Product and
 * `POST /api/tools` (below), Edit Product and `PATCH /api/tools/{id}` (catalogue.ts) are derived
 * from it. Quantities and the price come as numbers or as a form's text; the price is dollars
 * with at most 2 decimals. No defaults here: a PATCH leaves out what it does not change.
 */
export const toolFieldsSchema = z.object({
  img: imageRef(labels.img),
  name: requiredText(labels.name, TOOL_NAME_MAX_LENGTH),
  description: requiredText(labels.description, TOOL_DESCRIPTION_MAX_LENGTH, { multiline: true }),
  minimumOrderQuantity: wholeNumber(labels.minimumOrderQuantity, 1, TOOL_MAX_QUANTITY),
  availableQuantity: wholeNumber(labels.availableQuantity, 0, TOOL_MAX_QUANTITY),
  price: dollarAmount(labels.price, TOOL_MAX_PRICE_DOLLARS),
  categoryId: idSchema,
  packSize: packSizeInput,
  priceBreaks: priceBreaksInputSchema,
  sku: skuInput,
  weight: weightInput,
  taxClass: z.enum(taxClasses, { error: () => fieldMessages.oneOf(sayEnglish(labels.taxClass), taxClasses.join(", ")) }),
  sdRate: decimalNumber(labels.sdRate, 0, TOOL_MAX_SD_RATE, TOOL_SD_RATE_DECIMALS),
  translations: toolTranslationsInputSchema,
});

/** Only fields the answer (`Tool`) carries: a field written but never answered fails to compile here. */
type AnsweredField<Field extends keyof Tool> = Field;
/** The fields an admin writes. */
export type ToolField = AnsweredField<keyof z.output<typeof toolFieldsSchema>>;

/**
 * The Add Product form (spec section 5: all six fields required, quantities numeric) and the
 * body of `POST /api/tools`, checked by the server with these very rules.
 */
export const addProductFormSchema = toolFieldsSchema
  .extend({
    /** Optional in the API (the spec's clients do not send it): the oldest category is taken. */
    categoryId: idSchema.optional(),
    packSize: packSizeInput.default(1),
    priceBreaks: priceBreaksInputSchema.default([]),
    /** Left out or blank, the database gives "AT-" and ten random hex digits (the spec's body has no SKU). */
    sku: optionalText(labels.sku, skuInput),
    /** Left out or blank: 1 kg (TOOL_DEFAULT_WEIGHT_KG, the database's default). */
    weight: optionalNumber(labels.weight, weightInput),
    /** Left out: standard. */
    taxClass: toolFieldsSchema.shape.taxClass.default("standard"),
    /** Left out or blank: 0 (none). */
    sdRate: optionalNumber(labels.sdRate, toolFieldsSchema.shape.sdRate),
    /** Left out: English only. */
    translations: toolTranslationsInputSchema.optional(),
  })
  .superRefine((tool, ctx) => {
    const problems = toolProblems(tool);
    if (tool.minimumOrderQuantity > tool.availableQuantity) {
      problems.push({ path: "minimumOrderQuantity", message: fieldMessages.notMoreThan(sayEnglish(labels.minimumOrderQuantity), sayEnglish(labels.availableQuantity)) });
    }
    for (const problem of problems) ctx.addIssue({ code: "custom", path: [problem.path], message: problem.message });
  });
export type AddProductForm = z.input<typeof addProductFormSchema>;
export type NewTool = z.output<typeof addProductFormSchema>;

/** `POST /api/tools`: the same rules as the form. */
export const createToolBodySchema = addProductFormSchema;

export const createToolResponseSchema = z.object({
  acknowledged: z.literal(true),
  insertedId: idSchema,
  tool: toolSchema,
});
export type CreateToolResponse = z.infer<typeof createToolResponseSchema>;

/** `DELETE /api/tools/{id}`. */
export const deleteToolResponseSchema = deleteResultSchema.extend({
  /** True when the tool had orders and was archived instead of deleted (deletedCount 0). */
  archived: z.boolean().optional(),
});
export type DeleteToolResponse = z.infer<typeof deleteToolResponseSchema>;
