/*
 * The catalogue's words and sort names, zod-free: the /tools page's filters and its
 * "no matches" line are in the first download, which must not load zod (decision 020).
 */
import type { CategoryTranslations } from "./catalogue";
import { formatDecimal, type Language } from "./constants";
import { currentLanguage, words } from "./i18n";

/** The sorts of the tools list; without one the catalogue's own order (oldest first). */
export const toolSorts = ["price-asc", "price-desc", "name", "newest"] as const;
export type ToolSort = (typeof toolSorts)[number];
export const toolSortLabels: Record<ToolSort, string> = words("toolSortLabels", {
  "price-asc": "Price: low to high",
  "price-desc": "Price: high to low",
  name: "Name",
  newest: "Newest",
});

export const TOOL_SEARCH_MAX_LENGTH = 100;

/** Cards on a page of /tools: two rows of the widest grid (three columns) and then some. The sitemap pages the same way. */
export const TOOLS_PAGE_SIZE = 12;

/**
 * Issue 21: a tool's SKU and shipping weight as the catalogue shows them. Here, not beside the
 * form's rules (tools.ts), because the cards are in the first download; what only the forms and
 * the server need (the SKU's pattern, the hints) stays there, out of it.
 */
export const toolCodeLabels = words("toolCodeLabels", {
  sku: "SKU",
  weight: "Shipping weight (kg)",
} as const);

export const toolCodeTexts = words("toolCodeTexts", {
  sku: (sku: string) => `${toolCodeLabels.sku}: ${sku}`,
  /** "2.5 kg", "12.345 kg" (weights are whole grams); a fixed locale, so the server's HTML and the browser's render agree. */
  weight: (kg: number) => `Shipping weight: ${formatDecimal(kg, 3)} kg`,
} as const);

/**
 * Issue 38: a tool's Bangla words in the office's Add and Edit Product forms, and the mark Manage
 * Products shows on a tool nobody has named in Bangla yet.
 */
export const toolTranslationLabels = words("toolTranslationLabels", {
  name: "Name in Bangla",
  description: "Description in Bangla",
  hint: "Left empty, the Bangla pages show the English",
  missing: "No Bangla name yet",
} as const);

/** Issue 28: a member's own price (their company's price list) beside the catalogue's. */
export const yourPriceTexts = words("yourPriceTexts", {
  yourPrice: "Your price",
  catalogue: "Catalogue price",
} as const);

export const catalogueMessages = words("catalogueMessages", {
  productUpdated: "Product updated",
  restocked: (quantity: number, name: string) => `Added ${quantity} to the stock of ${name}`,
  archived: (name: string) => `${name} archived: it has left the shop`,
  restored: (name: string) => `${name} restored to the shop`,
  archivedInstead: (name: string) => `${name} has orders, so it was archived instead of deleted`,
  categoryAdded: "Category added",
  categoryRenamed: "Category renamed",
  categoryDeleted: "Category deleted",
  categoryInUse: (name: string, count: number) => `${name} still holds ${count} ${count === 1 ? "tool" : "tools"}; move them to another category first`,
  imageUploaded: "Image uploaded",
  imageTooLarge: "The image must be at most 2 MB",
  imageWrongType: "The file must be a PNG, JPEG or WebP image",
  lowStock: "Low stock",
  noMatches: "No tools match your search.",
  skuTaken: (sku: string) => `Another tool already has SKU ${sku}`,
} as const);

/**
 * Issue 38 (zod-free: the /tools filters are in the first download): a category's name as a page in `language` writes it: its Bangla on a Bangla page,
 * the English where none is written. Takes a category or a tool's (`category`, `categoryTranslations`).
 */
export function categoryName(category: { name: string; translations?: CategoryTranslations | undefined }, language: Language = currentLanguage()): string {
  const translated = language === "en" ? undefined : category.translations?.[language]?.name;
  return translated || category.name;
}

/** The name of a tool's category in the page's language (null: none). */
export function toolCategoryName(tool: { category?: string | null | undefined; categoryTranslations?: CategoryTranslations | undefined }, language: Language = currentLanguage()): string | null {
  return tool.category ? categoryName({ name: tool.category, translations: tool.categoryTranslations }, language) : null;
}
