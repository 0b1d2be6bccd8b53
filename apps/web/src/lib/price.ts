import type { LineLimits, PricedTool, Tool } from "@shop/contract";
import { dollarsToCents, formatCents, formatCount, toolCardWords } from "@shop/contract";

/** A unit price in dollars with two decimals: 12.5 -> "12.50". */
export function formatPrice(dollars: number): string {
  return dollars.toFixed(2);
}

/** The contract's, so a page writes an amount as the emails and invoices do. */
export { formatCents, formatDollars } from "@shop/contract";

/**
 * A tool as the contract's pricing rules (pricing.ts) take it: cents inside, so the page prices
 * a quantity exactly as the server will. A member whose company's price list names the tool is
 * priced with `yourPrice` and `yourBreaks`, which say what the server's rule charges them at
 * every quantity (issue 28); `catalogue` asks for the catalogue's own prices.
 */
export function pricedTool(tool: Pick<Tool, "price" | "priceBreaks" | "yourPrice" | "yourBreaks">, catalogue = false): PricedTool {
  const own = !catalogue && tool.yourPrice !== undefined;
  return {
    priceCents: dollarsToCents(own ? (tool.yourPrice ?? 0) : tool.price),
    priceBreaks: ((own ? tool.yourBreaks : tool.priceBreaks) ?? []).map((b) => ({ minQuantity: b.minQuantity, priceCents: dollarsToCents(b.price) })),
  };
}

/** A tool's limits for one order line (minimum, stock, pack size) as the contract's lineProblem takes them. */
export function lineLimits(tool: Pick<Tool, "name" | "minimumOrderQuantity" | "availableQuantity" | "packSize">): LineLimits {
  return {
    name: tool.name,
    minimumOrderQuantity: tool.minimumOrderQuantity,
    availableQuantity: tool.availableQuantity,
    packSize: tool.packSize ?? 1,
  };
}

/**
 * A count of units grouped as the page's language writes it: 1000 -> "1,000", in Bangla "১,০০০". Fixed per page, so the
 * server's render and the browser's hydrating one write the same text whatever their settings.
 * Whole counts are grouped by hand (no Intl start-up on a slow phone); anything else is Intl's.
 */
export function formatQuantity(units: number): string {
  return Number.isSafeInteger(units) ? formatCount(units) : units.toLocaleString("en-US");
}

/**
 * The lowest unit price the tool's breaks reach, with the smallest quantity that reaches it; null
 * without breaks. Compared in cents, as the contract prices a line.
 */
export function bestVolumePrice(tool: Pick<Tool, "price" | "priceBreaks" | "yourPrice" | "yourBreaks">): { minQuantity: number; priceCents: number } | null {
  let best: { minQuantity: number; priceCents: number } | null = null;
  for (const b of pricedTool(tool).priceBreaks) {
    // Equal prices at two quantities (the contract allows it): the smaller quantity is the better offer.
    if (best === null || b.priceCents < best.priceCents || (b.priceCents === best.priceCents && b.minQuantity < best.minQuantity)) best = b;
  }
  return best;
}

/** The card's words for bulk buying (issue 12): the contract's, with the numbers written as the page's language writes them. */
export const toolCardTexts = {
  packSize: (packSize: number) => toolCardWords.packSize(formatQuantity(packSize)),
  bestVolumePrice: (best: { minQuantity: number; priceCents: number }) => toolCardWords.bestVolumePrice(formatCents(best.priceCents), formatQuantity(best.minQuantity)),
} as const;
