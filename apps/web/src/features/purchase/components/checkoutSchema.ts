import { bulkMessages, checkoutFormTexts, phoneSchema, purchaseDetailsSchema } from "@shop/contract";
import { z } from "zod";
import { orderFormSchema } from "../../../lib/orderFormSchema";
import { todayIso } from "./checkoutFields";

// The checkout's schema, apart from what the form renders with (checkoutFields.ts): it brings zod,
// which the cart's checkout loads only when it is first checked.

/** An optional input: empty means not given. */
const optional = <T extends z.ZodType<unknown, string | undefined>>(schema: T) =>
  z
    .string()
    .trim()
    .transform((value) => (value === "" ? undefined : value))
    .pipe(schema);

/**
 * Checkout: the purchase page's order form (same rules) plus the contract's optional purchase
 * details. The server checks the date against its own clock too.
 */
export const checkoutFormSchema = orderFormSchema.extend({
  // The purchase page's label is the spec's "Number"; beside "Purchase order number" it would be ambiguous.
  phone: z
    .string()
    .trim()
    // Messages read when the form is checked (not when this module loads), so a Bangla page says them in Bangla.
    .min(1, { error: () => checkoutFormTexts.phoneRequired })
    .refine((value) => phoneSchema.safeParse(value).success, { error: () => checkoutFormTexts.phoneInvalid }),
  poNumber: optional(purchaseDetailsSchema.shape.poNumber),
  deliveryDate: optional(purchaseDetailsSchema.shape.deliveryDate).refine(
    (date) => date === undefined || date >= todayIso(),
    { error: () => bulkMessages.deliveryDatePast },
  ),
});
export type CheckoutFormValues = z.input<typeof checkoutFormSchema>;
export type CheckoutFormData = z.output<typeof checkoutFormSchema>;
