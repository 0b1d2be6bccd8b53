import { words } from "./i18n";
/**
 * Bulk buying's money rules (issue 12), zod-free so the tool page can price a quantity as the
 * buyer types without loading every schema. The server prices every order line with these very
 * functions; the web only shows what they say. All amounts are integer cents.
 */

/** One volume price break: from `minQuantity` units on, each unit costs `priceCents`. */
export interface PriceBreakCents {
  minQuantity: number;
  priceCents: number;
}

/** What pricing needs to know of a tool. */
export interface PricedTool {
  priceCents: number;
  /** Any order; the function picks the highest break the quantity reaches. */
  priceBreaks: readonly PriceBreakCents[];
}

export interface LinePrice {
  unitPriceCents: number;
  totalCents: number;
  /** The break used (its minimum quantity), or null for the list price. */
  breakMinQuantity: number | null;
  /** What the break saves against the list price, in all. */
  savingCents: number;
}

/** The unit price of `quantity` units: the highest break reached, else the list price. */
export function priceLine(tool: PricedTool, quantity: number): LinePrice {
  let chosen: PriceBreakCents | null = null;
  for (const b of tool.priceBreaks) {
    if (quantity >= b.minQuantity && (chosen === null || b.minQuantity > chosen.minQuantity)) chosen = b;
  }
  const unitPriceCents = chosen ? chosen.priceCents : tool.priceCents;
  return {
    unitPriceCents,
    totalCents: unitPriceCents * quantity,
    breakMinQuantity: chosen ? chosen.minQuantity : null,
    savingCents: (tool.priceCents - unitPriceCents) * quantity,
  };
}

/** The next break above `quantity`, for "order N more to pay $X each". */
export function nextBreak(tool: PricedTool, quantity: number): PriceBreakCents | null {
  let next: PriceBreakCents | null = null;
  for (const b of tool.priceBreaks) {
    if (b.minQuantity > quantity && (next === null || b.minQuantity < next.minQuantity)) next = b;
  }
  return next;
}

/** What an order line must respect, besides the price. */
export interface LineLimits {
  name: string;
  minimumOrderQuantity: number;
  availableQuantity: number;
  packSize: number;
}

export const lineMessages = words("lineMessages", {
  tooFew: (minimum: number, name: string) => `Order at least ${minimum} of ${name}`,
  notPack: (packSize: number, name: string) => `${name} is sold in packs of ${packSize}: order a multiple of ${packSize}`,
  tooMany: (left: number, name: string) => `Only ${left} of ${name} left in stock`,
} as const);

/**
 * Why `quantity` cannot be ordered, or null when it can: under the minimum, not a whole number
 * of packs, or more than the stock. The server refuses with the same words the page shows.
 */
export function lineProblem(tool: LineLimits, quantity: number): { kind: keyof typeof lineMessages; message: string } | null {
  if (quantity < tool.minimumOrderQuantity) return { kind: "tooFew", message: lineMessages.tooFew(tool.minimumOrderQuantity, tool.name) };
  if (tool.packSize > 1 && quantity % tool.packSize !== 0) return { kind: "notPack", message: lineMessages.notPack(tool.packSize, tool.name) };
  if (quantity > tool.availableQuantity) return { kind: "tooMany", message: lineMessages.tooMany(tool.availableQuantity, tool.name) };
  return null;
}

/** The largest quantity up to `wanted` that is a whole number of packs and within the stock (reorder fills the cart with it). */
export function fitQuantity(tool: LineLimits, wanted: number): number {
  const cap = Math.min(wanted, tool.availableQuantity);
  return cap - (cap % Math.max(1, tool.packSize));
}

/** The most lines one cart or order may hold. */
export const MAX_ORDER_LINES = 50;
/** The most price breaks one tool may have. */
export const MAX_PRICE_BREAKS = 10;
