// zod-free, so the purchase page's first chunk (the tool and its picture, the page's LCP) can
// compute the quantity before the forms' code (react-hook-form, zod) has arrived, and the cart's
// lines can say what is wrong with theirs without it.

import type { Tool } from "@shop/contract";
import { lineProblem, messages, quantityCheckTexts } from "@shop/contract";
import { lineLimits } from "../../../lib/price";

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

type QuantityLimits = Pick<Tool, "name" | "availableQuantity" | "minimumOrderQuantity" | "packSize">;

/**
 * Why the tool cannot be ordered in that quantity, in the words that stand beside the quantity
 * field (issue 20, item 19): the spec's "please set at least N" under the minimum, the pack size
 * and the stock as the server refuses them. Null when it can be ordered.
 */
export function quantityProblem(tool: QuantityLimits, quantity: number): string | null {
  if (quantity < tool.minimumOrderQuantity) return messages.quantity.tooFew(tool.minimumOrderQuantity);
  const problem = lineProblem(lineLimits(tool), quantity);
  return problem?.message ?? null;
}

/**
 * The spec's Set Quantity check (section 5) and its toasts' words: more than the stock is
 * "Failed to set place order", under the minimum "please set at least N"; then the pack size.
 * Only the Set Quantity button says these; the field beside it says quantityProblem's words.
 */
export function setQuantityToast(tool: QuantityLimits, quantity: number): string | null {
  if (quantity > tool.availableQuantity) return messages.quantity.tooMany;
  return quantityProblem(tool, quantity);
}
