import { lineMessages } from "./pricing";
import { words } from "./i18n";

/*
 * Quick order's words (issue 27, item 5), zod-free like the other *-texts files: the page and
 * the server say the same sentences. The body's schema is in quick-order.ts.
 */

/** The most lines one check may hold; more answers 400 and checks none. */
export const QUICK_ORDER_MAX_LINES = 200;
/** 200 lines of a 32-character SKU and a quantity fit many times over; a longer text is not a pad of SKUs. */
export const QUICK_ORDER_TEXT_MAX = 20_000;

export const quickOrderStatuses = ["ok", "unknown_sku", "below_minimum", "not_pack_multiple", "short_stock", "invalid"] as const;
export type QuickOrderStatus = (typeof quickOrderStatuses)[number];

export const quickOrderLabels = words("quickOrderLabels", {
  heading: "Quick order",
  intro: "Type or paste the SKUs you want, one line each with its quantity: from a spreadsheet, or a CSV file.",
  text: "SKU and quantity, one per line",
  /** Issue 35: no made-up SKU; `textHintLike` shows a real tool's line once the catalogue is there. */
  textHint: "A space, tab, comma or semicolon between the SKU and the quantity",
  textHintLike: (line: string) => `A space, tab, comma or semicolon between the two, like: ${line}`,
  file: "Or upload a CSV file",
  check: "Check",
  checking: "Checking…",
  results: "Checked lines",
  line: "Line",
  sku: "SKU",
  quantity: "Quantity",
  message: "Message",
  /** The cart's link to the pad. */
  link: "Quick order by SKU",
} as const);

export const quickOrderMessages = words("quickOrderMessages", {
  ok: (name: string) => `${name}: ready for the cart`,
  unknownSku: (sku: string) => `No tool in the shop has the SKU ${sku}`,
  belowMinimum: (minimum: number, name: string) => `${lineMessages.tooFew(minimum, name)}. Round up to ${minimum}?`,
  notPackMultiple: (packSize: number, name: string, rounded: number | undefined) =>
    rounded === undefined ? lineMessages.notPack(packSize, name) : `${lineMessages.notPack(packSize, name)}. Round up to ${rounded}?`,
  shortStock: (left: number, name: string) => `${lineMessages.tooMany(left, name)}. Ask for a quote for more.`,
  /** A line that is not a SKU and a quantity. */
  invalid: "Write a SKU and a quantity, with a space, tab, comma or semicolon between them",
  invalidSku: (sku: string) => `${sku} cannot be a SKU: letters, digits and - . _ / only`,
  invalidQuantity: (max: number) => `The quantity must be a whole number from 1 to ${max.toLocaleString("en-US")}`,
  tooManyLines: (max: number) => `A quick order holds at most ${max} lines`,
  noLines: "Type or paste at least one line",
  textOrLines: "Send either text or lines, not both",
  roundUp: (quantity: number) => `Round up to ${quantity}`,
  /** The button's accessible name: which line it rounds. */
  roundUpLine: (quantity: number, line: number) => `Round up to ${quantity} (line ${line})`,
  askForQuote: "Ask for a quote",
  addToCart: (lines: number) => (lines === 1 ? "Add 1 line to cart" : `Add ${lines} lines to cart`),
  added: (lines: number) => (lines === 1 ? "Added 1 line to the cart" : `Added ${lines} lines to the cart`),
  /** The cart holds MAX_ORDER_LINES tools: what did not fit stays on the pad. */
  notAdded: (lines: number, max: number) => `${lines} ${lines === 1 ? "line" : "lines"} did not fit: the cart holds at most ${max} tools`,
  nothingToAdd: "No line is ready for the cart yet",
  fileUnreadable: "That file could not be read: save it as CSV (comma or semicolon separated) and try again",
  fileTooLarge: (maxKb: number) => `That file is larger than ${maxKb} KB: a quick order holds at most 200 lines`,
  stale: "The lines changed since they were checked: check them again",
  summary: (ok: number, all: number) => `${ok} of ${all} ${all === 1 ? "line is" : "lines are"} ready for the cart`,
} as const);

/**
 * The lines of a pad that count, each with its number as typed (1-based): blank lines are
 * skipped but keep their numbers, so "line 7" is the seventh line the buyer sees. One rule for
 * the body's 200-line limit, the server's parsing and the page's "Round up".
 */
export function quickOrderRows(text: string): { line: number; text: string }[] {
  const rows: { line: number; text: string }[] = [];
  text.split(/\r\n|\n|\r/).forEach((raw, index) => {
    if (raw.trim() !== "") rows.push({ line: index + 1, text: raw });
  });
  return rows;
}

/** The pad with line `line` (1-based, as numbered by quickOrderRows) replaced by `replacement`. */
export function replaceQuickOrderLine(text: string, line: number, replacement: string): string {
  const parts = text.split(/(\r\n|\n|\r)/);
  // split with a capture group keeps the breaks at the odd indexes: line n is part 2(n-1).
  const at = 2 * (line - 1);
  if (line < 1 || at >= parts.length) return text;
  parts[at] = replacement;
  return parts.join("");
}
