// zod-free, so the purchase page's first chunk (the tool and its picture, the page's LCP) can
// compute the quantity before the forms' code (react-hook-form, zod) has arrived, and the cart's
// lines can say what is wrong with theirs without it.

import { quantityCheckTexts } from "@shop/contract";

/** What the quantity check says of a quantity that is not a whole number, in the page's language. */
export const notAWholeNumber = (): string => quantityCheckTexts.notAWholeNumber;

/**
 * The quantity that Place Order will order: the one typed in the quantity box if any (set or
 * not: what the buyer sees is what they order), else the last one set, else the minimum.
 * Null when what is typed is not a whole number.
 */
export function quantityToOrder(typed: string, set: number | null, minimum: number): number | null {
  const text = typed.trim();
  if (text === "") return set ?? minimum;
  return /^\d+$/.test(text) ? Number(text) : null;
}
