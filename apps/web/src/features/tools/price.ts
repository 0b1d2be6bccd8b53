import type { LineLimits, PricedTool, Tool } from "@shop/contract";
import { dollarsToCents } from "@shop/contract";

/** A unit price in dollars with two decimals: 12.5 -> "12.50". */
export function formatPrice(dollars: number): string {
  return dollars.toFixed(2);
}

/** The contract's, so a page writes an amount as the emails and invoices do. */
export { formatCents, formatDollars } from "@shop/contract";

/**
 * A tool as the contract's pricing rules (pricing.ts) take it: cents inside, so the page prices
 * a quantity exactly as the server will.
 */
export function pricedTool(tool: Pick<Tool, "price" | "priceBreaks">): PricedTool {
  return {
    priceCents: dollarsToCents(tool.price),
    priceBreaks: (tool.priceBreaks ?? []).map((b) => ({ minQuantity: b.minQuantity, priceCents: dollarsToCents(b.price) })),
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
