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
