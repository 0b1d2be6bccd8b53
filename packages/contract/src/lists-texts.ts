import { words } from "./i18n";
// The lists' words without zod: the lists page and the cart hydrate without the schemas
// (apps/web/vite.config.ts puts this module in the chunk those pages load).

/**
 * Issue 27: a company's shared shopping lists ("Spring restock"), CONTRACT.md "Companies":
 * every member reads them, all but accountants change them (`companyRights.editLists`).
 * docs/decisions/038-shared-lists.md.
 */

export const LIST_NAME_MAX = 80;

export const listLabels = words("listLabels", {
  name: "List name",
  pick: "Shopping list",
  quantity: (name: string) => `Quantity of ${name}`,
} as const);

export const listMessages = words("listMessages", {
  created: (name: string) => `List "${name}" created`,
  saved: "List saved",
  deleted: (name: string) => `List "${name}" deleted`,
  unknownTool: "No tool of the shop has this id",
  noCompany: "Shopping lists belong to a company: create or join one from your profile to keep lists with colleagues.",
  empty: "This list is empty: add tools from the cart with \"Save cart as list\".",
  none: "Your company has no shopping lists yet.",
  addAll: "Add all to cart",
  addedAll: (count: number) => `${count} ${count === 1 ? "tool" : "tools"} added to the cart`,
  notAdded: (name: string, why: string) => `${name}: ${why}`,
  outOfStock: "out of stock",
  fitted: (quantity: number) => `${quantity} added (stock and pack size)`,
  cartFull: "the cart is full",
  saveCart: "Save cart as list",
  savedCart: (name: string) => `Cart saved as "${name}"`,
  addCartToList: "Add the cart to a list",
  addedCart: (name: string) => `The cart's tools are now in "${name}"`,
  readOnly: "Your role lets you read the company's lists, not change them.",
  /** The tool page's "Add to list": the tool, in the quantity the page orders, onto one of the lists. */
  addTool: "Add to list",
  addToolHeading: "Add to a shopping list",
  addToolLine: (quantity: number, name: string) => `${quantity} × ${name}`,
  toolTakesQuantity: "A tool already on the list takes this quantity.",
  addedTool: (list: string) => `Added to "${list}"`,
  allLists: "Your company's shopping lists",
} as const);
