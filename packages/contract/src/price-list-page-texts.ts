import { words } from "./i18n";

/* The price list pages' remaining words (issue 38): the rest are priceListLabels and priceListMessages (price-lists.ts). */

export const priceListPageTexts = words("priceListPageTexts", {
  edit: "Edit",
  /** The table's caption: "Price lists, newest first". */
  newestFirst: (table: string) => `${table}, newest first`,
  /** Above a refused form, when the server named no single problem. */
  fieldsNeedALook: (count: number) => `${count === 1 ? "One field needs" : `${count} fields need`} a look: see the messages below.`,
  chosen: (field: string) => `${field}: chosen`,
  /** A found row's add button, named with what it adds: "Add company Green Valley Co-op". */
  addCompanyNamed: (name: string) => `Add company ${name}`,
  addToolNamed: (name: string) => `Add tool ${name}`,
} as const);
