import { roundHalfUp } from "./billing";

/**
 * Issue 21 item 6: what refunding units gives back, zod-free and pure, so the server's credit
 * notes and the office's refund form work it out the same way (decision 025).
 */

/**
 * The share of `units` of a line's `quantity` units in `whole` cents (its net, or its tax):
 * round half up of whole × units ÷ quantity, except that the units that empty the line take
 * exactly what its earlier credit notes left (`creditedBefore`), so all credit notes of a line add
 * up to the line to the cent. A share never takes more than is left.
 */
export function lineShareCents(whole: number, quantity: number, units: number, refundedBefore: number, creditedBefore: number): number {
  const left = whole - creditedBefore;
  if (refundedBefore + units >= quantity) return left;
  return Math.min(roundHalfUp(whole * units, quantity), left);
}

/** One part of a credit note at a rate: a line's units or the shipping's share of that rate. */
export interface NotePart {
  netCents: number;
  taxCents: number;
  /** The most tax this part may carry: what its line (or the shipping) has left to give back. */
  maxTaxCents: number;
}

/**
 * Issue 36 (finding 10): the tax a credit note gives back at one rate, so its row reads
 * net × rate = tax, as the invoice's rows do: round(net × rate), but never more than the invoice
 * charged at that rate less what earlier notes gave back (`left`), and exactly that rest when the
 * note gives back the rate's whole remaining net (a full refund gives back exactly what was
 * charged; only that last row may be a cent off its own arithmetic).
 */
export function creditTaxAtRate(netCents: number, rateMillis: number, left: { netCents: number; taxCents: number }): number {
  if (netCents >= left.netCents) return left.taxCents;
  return Math.max(0, Math.min(left.taxCents, roundHalfUp(netCents * rateMillis, 100_000)));
}

/**
 * The parts' taxes moved so that they add up to `taxCents` (the rate's row): the parts were priced
 * unit by unit, each rounded on its own, so their sum may be a cent or two off the row. The
 * difference goes to the parts with the largest nets first, within what each has left to give
 * back and never below zero. Returns the new taxes, in the parts' order.
 */
export function settleNoteTaxes(parts: readonly NotePart[], taxCents: number): number[] {
  const taxes = parts.map((part) => part.taxCents);
  let difference = taxCents - taxes.reduce((sum, tax) => sum + tax, 0);
  const order = parts.map((part, i) => ({ i, net: part.netCents })).sort((a, b) => b.net - a.net || a.i - b.i);
  while (difference !== 0) {
    const step = difference > 0 ? 1 : -1;
    const target = order.find(({ i }) => {
      const next = (taxes[i] ?? 0) + step;
      return next >= 0 && next <= (parts[i]?.maxTaxCents ?? 0);
    });
    if (!target) break;
    taxes[target.i] = (taxes[target.i] ?? 0) + step;
    difference -= step;
  }
  return taxes;
}

/**
 * An amount given back without goods (a provider's own refund) at one rate, as net and tax whose
 * row reads net × rate = tax: the net n with n + round(n × rate) = gross when one exists, else
 * (a gap of the rounding) the tax taken out of the gross; never more tax than `taxLeft`.
 */
export function amountAtRate(grossCents: number, rateMillis: number, taxLeft: number): { netCents: number; taxCents: number } {
  const taxOf = (net: number) => roundHalfUp(net * rateMillis, 100_000);
  const nearest = roundHalfUp(grossCents * 100_000, 100_000 + rateMillis);
  const exact = [nearest, nearest - 1, nearest + 1].find((net) => net >= 0 && net + taxOf(net) === grossCents);
  const taxCents = Math.max(0, Math.min(taxLeft, exact === undefined ? roundHalfUp(grossCents * rateMillis, 100_000 + rateMillis) : taxOf(exact)));
  return { netCents: grossCents - taxCents, taxCents };
}
