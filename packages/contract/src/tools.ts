import { z } from "zod";
import { idSchema } from "./common";

export const toolSchema = z.object({
  _id: idSchema,
  img: z.string(),
  name: z.string(),
  description: z.string(),
  minimumOrderQuantity: z.number().int(),
  availableQuantity: z.number().int(),
  /** Unit price in dollars. */
  price: z.number(),
});
export type Tool = z.infer<typeof toolSchema>;
export const toolListSchema = z.array(toolSchema);
