import { z } from "zod";
import { idSchema, pageQuerySchema } from "./common";
import { plainText, requiredText, wholeNumber, fieldMessages, saidWhenRefused } from "./fields";
import { packSizeInput, priceBreaksInputSchema } from "./bulk";
import { TOOL_SEARCH_MAX_LENGTH, toolSorts } from "./catalogue-texts";
import { TOOL_MAX_QUANTITY, toolFieldsSchema, toolProblems, toolSchema, translatedText } from "./tools";
import { words, sayEnglish } from "./i18n";

/** Catalogue management (issue 11): categories, editing, restocking, archiving, uploads, finding tools. */

export const CATEGORY_NAME_MAX_LENGTH = 60;

/**
 * Issue 38: a category's name in a language besides English, when the office wrote one; only the
 * languages with a name are present (`{}` for a category in English only), as tools answer theirs.
 */
export const categoryTranslationsSchema = z.object({ bn: z.object({ name: z.string() }).optional() });
export type CategoryTranslations = z.infer<typeof categoryTranslationsSchema>;

export const categorySchema = z.object({
  _id: idSchema,
  name: z.string(),
  /** How many tools (archived ones included) are in it: a category in use cannot be deleted. */
  toolCount: z.number().int().min(0),
  /** Issue 38: the Bangla name (decision 057). The server always answers it; a reader takes an answer without it as none. */
  translations: categoryTranslationsSchema.default({}),
});
export type Category = z.infer<typeof categorySchema>;
export const categoryListSchema = z.array(categorySchema);

export const categoryFormLabels = words("categoryFormLabels", { name: "Category name", nameBn: "Name in Bangla" } as const);

/**
 * Issue 38: `translations` of `POST` and `PATCH /api/categories`: a Bangla name, optional,
 * trimmed, NFC, within the English name's limit; "" clears it, left out it is not touched.
 */
export const categoryTranslationsInputSchema = z.strictObject(
  { bn: z.strictObject({ name: translatedText(categoryFormLabels.nameBn, CATEGORY_NAME_MAX_LENGTH).optional() }).optional() },
  { error: "Translations take bn (Bangla) only" },
);
export type CategoryTranslationsInput = z.output<typeof categoryTranslationsInputSchema>;

/** `POST /api/categories` and `PATCH /api/categories/{id}`. */
export const categoryBodySchema = z.object({
  name: requiredText(categoryFormLabels.name, CATEGORY_NAME_MAX_LENGTH),
  translations: categoryTranslationsInputSchema.optional(),
});
export type CategoryForm = z.input<typeof categoryBodySchema>;
export type CategoryBody = z.output<typeof categoryBodySchema>;



/**
 * `GET /api/tools`: paging, and the finding tools. `q` searches name, description and SKU (case-
 * and accent-insensitive, every word as a prefix), and finds a tool by its exact SKU too; `inStock=true` keeps the tools one can order now
 * (stock at least the minimum order quantity); `archived=include` (admins only) lists archived
 * tools too, for Manage Products.
 */
export const toolListQuerySchema = pageQuerySchema.extend({
  q: plainText("Search", { trim: true }).pipe(z.string().max(TOOL_SEARCH_MAX_LENGTH)).optional(),
  category: idSchema.optional(),
  inStock: z.enum(["true", "false"]).optional(),
  sort: z.enum(toolSorts).optional(),
  archived: z.enum(["include"]).optional(),
})
  // A parameter the list does not read is refused (400), not ignored: each spelling of a URL
  // would otherwise be an answer of its own to build and keep.
  .strict();
export type ToolListQuery = z.infer<typeof toolListQuerySchema>;

/** A tool's fields but the stock, which only Restock changes (with its history). */
const editableToolFieldsSchema = toolFieldsSchema.omit({ availableQuantity: true });

/** The Edit Product form: every field of Add Product but the stock. */
export const editProductFormSchema = editableToolFieldsSchema
  .extend({
    packSize: packSizeInput.default(1),
    priceBreaks: priceBreaksInputSchema.default([]),
    translations: editableToolFieldsSchema.shape.translations.optional(),
  })
  .superRefine((tool, ctx) => {
    for (const problem of toolProblems(tool)) ctx.addIssue({ code: "custom", path: [problem.path], message: problem.message });
  });
export type EditProductForm = z.input<typeof editProductFormSchema>;

/**
 * `PATCH /api/tools/{id}`: any of the Edit Product fields; the server checks the merged tool
 * against the same rules (toolProblems). A new price applies to new orders only:
 * orders keep their snapshot.
 */
export const updateToolBodySchema = editableToolFieldsSchema.partial();
export type UpdateToolBody = z.output<typeof updateToolBodySchema>;

export const restockFormLabels = words("restockFormLabels", { quantity: "Restock quantity", note: "Note" } as const);
export const STOCK_NOTE_MAX_LENGTH = 200;

/** `POST /api/tools/{id}/stock`: units received, and why (kept in the stock history). */
export const restockBodySchema = z.object({
  quantity: wholeNumber(restockFormLabels.quantity, 1, TOOL_MAX_QUANTITY),
  note: plainText(restockFormLabels.note).max(STOCK_NOTE_MAX_LENGTH, saidWhenRefused(() => fieldMessages.atMostCharacters(sayEnglish(restockFormLabels.note), STOCK_NOTE_MAX_LENGTH))).default(""),
});
export type RestockForm = z.input<typeof restockBodySchema>;

export const stockChangeSchema = z.object({
  _id: idSchema,
  toolId: idSchema,
  quantity: z.number().int(),
  availableAfter: z.number().int(),
  note: z.string(),
  /** The admin who restocked (null once their account is deleted). */
  byEmail: z.string().nullable(),
  createdAt: z.string(),
});
export type StockChange = z.infer<typeof stockChangeSchema>;
export const stockChangeListSchema = z.array(stockChangeSchema);

export const restockResponseSchema = z.object({ tool: toolSchema, change: stockChangeSchema });
export type RestockResponse = z.infer<typeof restockResponseSchema>;

/** `POST /api/uploads`: a product image (PNG, JPEG or WebP, checked from its bytes). */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
export const uploadTypes = ["image/png", "image/jpeg", "image/webp"] as const;
export const uploadResponseSchema = z.object({
  /** A site path (`/uploads/<random name>`): usable as a tool's img. */
  url: z.string(),
  type: z.enum(uploadTypes),
  size: z.number().int(),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;
