import { z } from "zod";
import { idSchema } from "./common";
import { orderItemInputSchema } from "./bulk";
import { bulkMessages } from "./bulk-texts";
import { requiredText } from "./fields";
import { MAX_ORDER_LINES } from "./pricing";
import { LIST_NAME_MAX, listLabels } from "./lists-texts";

/**
 * Issue 27: a company's shared shopping lists ("Spring restock"), CONTRACT.md "Companies":
 * every member reads them, all but accountants change them (`companyRights.editLists`).
 * docs/decisions/038-shared-lists.md.
 */

const listName = requiredText(listLabels.name, LIST_NAME_MAX);

/** A list's lines as POST /api/orders takes a cart's: each tool once, at most MAX_ORDER_LINES; a list may be empty. */
export const listItemsSchema = z
  .array(orderItemInputSchema)
  .max(MAX_ORDER_LINES, bulkMessages.tooManyLines(MAX_ORDER_LINES))
  .superRefine((items, ctx) => {
    if (new Set(items.map((item) => item.productId)).size !== items.length) ctx.addIssue({ code: "custom", message: bulkMessages.oneLinePerTool });
  });

/** `POST /api/lists`. */
export const createListBodySchema = z.object({ name: listName, items: listItemsSchema.default([]) }).strict();
export type CreateListForm = z.input<typeof createListBodySchema>;
export type CreateListBody = z.output<typeof createListBodySchema>;

/** `PATCH /api/lists/{id}`: what is sent changes; `items` replaces every line. */
export const patchListBodySchema = z
  .object({ name: listName.optional(), items: listItemsSchema.optional() })
  .strict()
  .refine((body) => body.name !== undefined || body.items !== undefined, { message: "Send name or items", path: ["name"] });
export type PatchListBody = z.output<typeof patchListBodySchema>;

/** One line as answered: the tool's catalogue data today, so a page can fit it to the stock. */
export const listLineSchema = z.object({
  productId: idSchema,
  quantity: z.number().int(),
  product: z.string(),
  sku: z.string(),
  /** Dollars per unit, the list price today. */
  price: z.number(),
  minimumOrderQuantity: z.number().int(),
  packSize: z.number().int(),
  availableQuantity: z.number().int(),
});
export type ListLine = z.infer<typeof listLineSchema>;

export const shoppingListSchema = z.object({
  _id: idSchema,
  companyId: idSchema,
  name: z.string(),
  /** The lines of tools still in the shop; an archived tool's line is left out. */
  items: z.array(listLineSchema),
  /** The member who created it (email); null once their account is gone. */
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ShoppingList = z.infer<typeof shoppingListSchema>;
export const shoppingListsSchema = z.array(shoppingListSchema);

export const deletedListSchema = z.object({ acknowledged: z.literal(true), deletedCount: z.number().int(), _id: idSchema, companyId: idSchema });
