import type { Tool } from "@shop/contract";
import { lineProblem, messages, ORDER_ADDRESS_MAX, ORDER_NAME_MAX, phoneSchema } from "@shop/contract";
import { lineLimits } from "../../tools/price";
import { z } from "zod";

/**
 * The order form (spec section 5: address and number required). Name, address and number
 * follow the server's own limits, so what passes here passes there; the phone rule is the
 * contract's.
 */
export const orderFormSchema = z.object({
  name: z.string().trim().min(1, "Name is required").max(ORDER_NAME_MAX, `Name must be at most ${ORDER_NAME_MAX} characters`),
  address: z
    .string()
    .trim()
    .min(1, "Address is required")
    .max(ORDER_ADDRESS_MAX, `Address must be at most ${ORDER_ADDRESS_MAX} characters`),
  phone: z
    .string()
    .trim()
    .min(1, "Number is required")
    .refine((value) => phoneSchema.safeParse(value).success, "Please provide a valid phone number"),
});
export type OrderFormValues = z.input<typeof orderFormSchema>;
export type OrderFormData = z.output<typeof orderFormSchema>;

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


/** The fields the server may refuse by name (`body.phone`) that the form can mark. */
export const orderFormFields = ["name", "address", "phone"] as const;
