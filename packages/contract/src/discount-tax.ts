/**
 * Issue 25 item 5: a discount as the books need it, net with its tax. An order's discount is
 * kept as the catalogue states prices (with tax when they include it), so a report that summed
 * it as such mixed gross and net amounts. Zod-free and pure, like billing.ts.
 */
import { roundHalfUp, taxAtRate } from "./billing";

/** An order line as it was billed (order_lines): the code's share, then its net and tax after it. */
export interface DiscountedLine {
  /** The line's amount before the code, in the catalogue's terms. */
  priceCents: number;
  discountCents: number;
  netCents: number;
  taxRateMillis: number;
}

/** What a code took off at one rate: in the catalogue's terms, and as net plus tax. */
export interface DiscountAtRate {
  rateMillis: number;
  discountCents: number;
  netCents: number;
  taxCents: number;
}

/**
 * One order's discount per rate, highest rate first (rates without a discount left out).
 *
 * - Prices without tax: the discount is a net; its tax is that net at the rate, rounded half
 *   up once per rate, as the invoice rounds its tax.
 * - Prices with tax, at a charged rate: the discount's net is discount × SCALE / (SCALE + rate)
 *   rounded half up once per rate (taxAtRate, the rule that splits the lines themselves), and
 *   its tax is the rest, so net + tax is the discount.
 * - Prices with tax on an exempt or zero-rated sale (rate 0): the stickers held a home rate
 *   that the line does not record, so each line's discount is scaled by what its own net kept
 *   of its amount after the code, rounded per line as computeBill rounds those nets. A line
 *   the code took whole has no such ratio: its discount is counted as net.
 */
export function discountByRate(lines: readonly DiscountedLine[], pricesIncludeTax: boolean): DiscountAtRate[] {
  const byRate = new Map<number, { discountCents: number; lines: DiscountedLine[] }>();
  for (const line of lines) {
    if (line.discountCents <= 0) continue;
    const group = byRate.get(line.taxRateMillis) ?? { discountCents: 0, lines: [] };
    group.discountCents += line.discountCents;
    group.lines.push(line);
    byRate.set(line.taxRateMillis, group);
  }
  return [...byRate.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([rateMillis, group]) => {
      if (rateMillis === 0 && pricesIncludeTax) {
        const netCents = group.lines.reduce((sum, line) => {
          const after = line.priceCents - line.discountCents;
          return sum + (after > 0 ? roundHalfUp(line.discountCents * line.netCents, after) : line.discountCents);
        }, 0);
        return { rateMillis, discountCents: group.discountCents, netCents, taxCents: 0 };
      }
      const { netCents, taxCents } = taxAtRate(group.discountCents, rateMillis, pricesIncludeTax);
      return { rateMillis, discountCents: group.discountCents, netCents, taxCents: pricesIncludeTax ? group.discountCents - netCents : taxCents };
    });
}
