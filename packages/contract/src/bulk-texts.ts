import { words } from "./i18n";
/*
 * Bulk buying's words (issue 12), zod-free: the catalogue's cards put tools in the cart from the
 * first download, which must not load zod (decision 020). The schemas that use them are in bulk.ts.
 */

export const bulkLabels = words("bulkLabels", {
  packSize: "Pack size",
  priceBreaks: "Volume prices",
  breakQuantity: "From quantity",
  breakPrice: "Unit price",
  poNumber: "Purchase order number",
  deliveryDate: "Requested delivery date",
} as const);

export const bulkMessages = words("bulkMessages", {
  addedToCart: (name: string) => `Added ${name} to the cart`,
  cartEmpty: "Your cart is empty.",
  cartHeading: "Your cart",
  oneLinePerTool: "Each tool may appear once in an order",
  tooManyLines: (max: number) => `An order holds at most ${max} tools`,
  deliveryDatePast: "The requested delivery date must be today or later",
  packMultiple: (pack: number) => `The minimum order must be a multiple of the ${bulkLabels.packSize.toLowerCase()} (${pack})`,
  breakNotBelowList: (minQuantity: number) => `${bulkLabels.priceBreaks}: ${minQuantity}+ must cost less per unit than the list price`,
  breakNotLower: (minQuantity: number, previous: number) => `${bulkLabels.priceBreaks}: ${minQuantity}+ must cost less per unit than ${previous}+`,
  reorderFilled: "The cart holds this order's tools at today's prices",
  reorderSkipped: (names: string) => `Not available any more: ${names}`,
  saving: (dollars: string) => `You save ${dollars}`,
  /** A tool with some stock, but less than its minimum order: it cannot be ordered (or put in the cart) until restocked. */
  belowMinimum: (left: number, minimum: number) => `Only ${left} left in stock, fewer than the minimum order of ${minimum}`,
  outOfStock: "Out of stock",
} as const);
