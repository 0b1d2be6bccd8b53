import { words } from "./i18n";

/* Issue 38: the quick order page's own words that were not in quick-order-texts.ts yet. */

export const quickOrderPageTexts = words("quickOrderPageTexts", {
  /** After a unit price: it is the price of one unit. */
  each: "each",
} as const);
