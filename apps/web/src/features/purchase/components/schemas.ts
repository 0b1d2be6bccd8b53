import type { Tool } from "@shop/contract";
import { lineProblem, messages } from "@shop/contract";
import { lineLimits } from "../../../lib/price";
import { z } from "zod";

export const NOT_A_WHOLE_NUMBER = "Please enter a whole number";

/** The quantity check: a whole number; its range is checked against the tool with the spec's toasts. */
export const quantityFormSchema = z.object({
  quantity: z
    .string()
    .trim()
    .min(1, "Please enter a quantity")
    .regex(/^\d+$/, NOT_A_WHOLE_NUMBER)
    .transform(Number),
});

/**
 * The spec's quantity check (its toasts' words), then the pack size (the contract's words, as
 * the server refuses): null when the tool can be ordered in that quantity.
 */
export function quantityProblem(
  tool: Pick<Tool, "name" | "availableQuantity" | "minimumOrderQuantity" | "packSize">,
  quantity: number,
): string | null {
  if (quantity > tool.availableQuantity) return messages.quantity.tooMany;
  if (quantity < tool.minimumOrderQuantity) return messages.quantity.tooFew(tool.minimumOrderQuantity);
  const problem = lineProblem(lineLimits(tool), quantity);
  return problem?.message ?? null;
}
