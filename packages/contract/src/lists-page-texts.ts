import { words } from "./i18n";

/* The shopping lists page's own words and a list's card (issue 38 moved them here from the web app's components). */

export const listsPageTexts = words("listsPageTexts", {
  heading: "Shopping lists",
  intro: "Your company's shared lists: every member sees them, and one click puts a whole list in the cart.",
  loading: "Loading the shopping lists",
  loadError: "We could not load the shopping lists",
  newList: "New list",
  create: "Create list",
  close: "Close",
} as const);

export const listCardTexts = words("listCardTexts", {
  save: "Save list",
  unsaved: "Unsaved changes",
  delete: "Delete",
  deleteList: (name: string) => `Delete list ${name}`,
  remove: (name: string) => `Remove ${name}`,
  changed: (when: string) => `Changed ${when}`,
  changedBy: (when: string, by: string) => `Changed ${when} · started by ${by}`,
  tools: (n: number) => `${n} ${n === 1 ? "tool" : "tools"}`,
  inStock: (count: string) => `${count} in stock`,
  viewCart: "View cart",
  wholeNumber: "Quantity must be a whole number from 1",
} as const);
