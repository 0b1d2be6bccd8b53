import type { LineLimits, PricedTool, Tool } from "@shop/contract";
import { centsToDollars, dollarsToCents } from "@shop/contract";

/** A unit price in dollars with two decimals: 12.5 -> "12.50". */
export function formatPrice(dollars: number): string {
  return dollars.toFixed(2);
}

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** An amount with its currency sign and thousands separators: 1234.5 -> "$1,234.50". */
export function formatDollars(dollars: number): string {
  return usd.format(dollars);
}

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

/** Cents shown as dollars with the currency sign. */
export function formatCents(cents: number): string {
  return formatDollars(centsToDollars(cents));
}
