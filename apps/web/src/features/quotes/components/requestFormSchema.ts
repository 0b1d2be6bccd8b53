import { requestQuoteBodySchema } from "@shop/contract";
import { z } from "zod";

// Apart from RequestQuote.tsx: this brings zod and the quotes' schemas, which the tool page's
// request form loads only when it is first checked.

/** The request form: the body's own rules, with an empty date meaning "no date" as a date input gives it. */
export const requestFormSchema = z.object({
  quantity: requestQuoteBodySchema.shape.quantity,
  wantedBy: z.union([z.literal(""), requestQuoteBodySchema.shape.wantedBy.unwrap()]),
  note: requestQuoteBodySchema.shape.note,
});
export type RequestFormValues = z.input<typeof requestFormSchema>;
export type RequestFormData = z.output<typeof requestFormSchema>;
