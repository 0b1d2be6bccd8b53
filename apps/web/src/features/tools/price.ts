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
 * Unit price x quantity, counted in integer cents as the server does, so the total we show
 * is the total the order will carry (0.1 x 3 is 0.30, not 0.30000000000000004).
 */
export function orderTotal(unitPrice: number, quantity: number): number {
  return centsToDollars(dollarsToCents(unitPrice) * quantity);
}
