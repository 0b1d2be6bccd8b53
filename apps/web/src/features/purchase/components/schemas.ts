// The quantity check's schema, in a module of its own: it brings zod, which the tool page's forms load
// only when the quantity is first checked (lib/useContractForm.ts), not when they render.
import { quantityCheckTexts } from "@shop/contract";
import { z } from "zod";
import { notAWholeNumber } from "./quantity";

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
