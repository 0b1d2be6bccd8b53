import type { Tool } from "@shop/contract";
import { lineProblem, messages, quantityCheckTexts } from "@shop/contract";
import { lineLimits } from "../../../lib/price";
import { z } from "zod";
import { notAWholeNumber } from "./quantity";

export { notAWholeNumber };

/** The quantity check: a whole number; its range is checked against the tool with the spec's toasts. */
export const quantityFormSchema = z.object({
  quantity: z
    .string()
    .trim()
    // Messages read when a quantity is checked, so a Bangla page says them in Bangla.
    .min(1, { error: () => quantityCheckTexts.enterQuantity })
    .regex(/^\d+$/, { error: notAWholeNumber })
    .transform(Number),
});

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
