/** A unit price in dollars with two decimals: 12.5 -> "12.50". */
export function formatPrice(dollars: number): string {
  return dollars.toFixed(2);
}
