import { currentLanguage, words } from "./i18n";

/* The catalogue's public words: /tools, its filters, the grid and the tool card (issue 38 moved them here). */

export const toolsPageTexts = words("toolsPageTexts", {
  title: "Tools · AgroForge",
  description: "The AgroForge catalogue: hoes, rakes, spades, forks, sickles and more, with minimum orders, pack sizes and volume prices.",
  eyebrow: "Catalogue",
  heading: "Our Tools",
  lead: "Drop-forged, heat-treated and fitted with seasoned ash handles. Order from the minimum quantity at factory prices.",
} as const);

export const toolFilterTexts = words("toolFilterTexts", {
  find: "Find tools",
  searchLabel: "Search tools",
  placeholder: "Name or description",
  search: "Search",
  category: "Category",
  allCategories: "All categories",
  sortBy: "Sort by",
  featured: "Featured",
  inStockOnly: "In stock only",
  apply: "Apply filters",
} as const);

export const toolGridTexts = words("toolGridTexts", {
  loading: "Loading tools",
  error: "We could not load the tools.",
  empty: "No tools are listed right now. Please check back soon.",
  noPage: (page: number) => `There are no tools on page ${page}.`,
  firstPage: "Go to the first page",
  /** Names the grid's pages for screen readers. */
  pagination: "Tools",
} as const);

export const toolCardWords = words("toolCardWords", {
  minimumOrder: (quantity: number) => `Min-O/Q: ${quantity}`,
  inStock: (quantity: number) => `In-Stock: ${quantity}`,
  /** After the unit price. */
  perUnit: "per unit",
  buyNow: "Buy Now",
  /** The pack size, already written as the page's language writes counts. */
  packSize: (packSize: string) => `Packs of ${packSize}`,
  /** The best volume price (money) and the quantity that reaches it (a count), both already written. */
  bestVolumePrice: (price: string, quantity: string) => `from ${price} each at ${quantity}+`,
} as const);

export const volumePriceTexts = words("volumePriceTexts", {
  /** After the catalogue's struck unit price. */
  each: "each",
  /** A break's quantity: it applies from that many on. */
  from: (quantity: number) => `${quantity}+`,
} as const);

/** What a tool's texts in the reader's language are read from (a tool's answer, or a part of it). */
interface TranslatedTool {
  name: string;
  description?: string;
  translations?: { bn?: { name?: string; description?: string } | undefined } | undefined;
}

/**
 * Issue 38 (decision 057): a tool's name as its reader reads it: on a Bangla page its Bangla name
 * when the office wrote one, else the English. For what a buyer reads; the office's forms edit
 * each language's own field.
 */
export const toolName = (tool: TranslatedTool): string => (currentLanguage() === "bn" && tool.translations?.bn?.name) || tool.name;

/** A tool's description as its reader reads it (see `toolName`). */
export const toolDescription = (tool: TranslatedTool): string => (currentLanguage() === "bn" && tool.translations?.bn?.description) || tool.description || "";
