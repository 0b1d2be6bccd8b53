import { z } from "zod";
import { orderItemInputSchema } from "./bulk";
import { bulkMessages } from "./bulk-texts";
import { MAX_ORDER_LINES } from "./pricing";
import { words } from "./i18n";

/**
 * Issue 27: a signed-in buyer's cart, kept on the server (`GET/PUT /api/cart`, and
 * `POST /api/cart/merge` at sign-in). Its lines are what `POST /api/orders` takes as `items`,
 * with the same rules per line; an empty list is an empty cart. Whether a quantity suits the
 * tool's minimum, pack size and stock is the order's question: the cart keeps what the buyer
 * typed, and the cart page says what is wrong with it.
 */
export const cartBodySchema = z.object({
  items: z
    .array(orderItemInputSchema)
    .max(MAX_ORDER_LINES, bulkMessages.tooManyLines(MAX_ORDER_LINES))
    .superRefine((items, ctx) => {
      if (new Set(items.map((item) => item.productId)).size !== items.length) ctx.addIssue({ code: "custom", message: bulkMessages.oneLinePerTool });
    }),
});
export type CartBody = z.input<typeof cartBodySchema>;

/** The saved cart as answered: tools that left the shop since are left out. */
export const cartSchema = z.object({
  items: z.array(z.object({ productId: z.string(), quantity: z.number().int().min(1) })),
});
export type Cart = z.infer<typeof cartSchema>;

export const cartTexts = words("cartTexts", {
  notInShop: "This tool is not in the shop",
} as const);
