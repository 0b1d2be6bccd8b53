import { ORDER_ADDRESS_MAX, ORDER_NAME_MAX, phoneSchema } from "@shop/contract";
import { z } from "zod";

// Apart from lib/shipping.ts, whose hooks every ordering form renders with: this brings zod, which
// those forms load only when they are first checked (loadOrderFormSchema).

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
