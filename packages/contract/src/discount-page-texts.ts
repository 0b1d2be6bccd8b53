import { words } from "./i18n";

/* The discount codes page's remaining words (issue 38): the rest are discountTexts (discount-texts.ts). */

export const discountPageTexts = words("discountPageTexts", {
  edit: "Edit",
  add: "Add",
  newestFirst: (table: string) => `${table}, newest first`,
  chosen: (field: string) => `${field}: chosen`,
  found: (field: string) => `${field}: found`,
  loadingCategories: "Loading categories",
  categoriesFailed: "We could not load the categories.",
} as const);
