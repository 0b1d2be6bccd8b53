import {
  BULK_MAX_QUANTITY,
  lineProblem,
  quickOrderMessages,
  quickOrderRows,
  SKU_MAX_LENGTH,
  SKU_MIN_LENGTH,
  SKU_PATTERN,
  type LineLimits,
  type QuickOrderLine,
  type QuickOrderLineInput,
} from "@shop/contract";

/**
 * Quick order's pure rules (issue 27, item 5): a pad's text into requested lines, and a
 * requested line against its tool into the answer's line. The database is read once, between
 * the two, by check.ts.
 */

/** A line as asked: a SKU and a quantity to look up, or why it cannot be one. */
export type RequestedLine =
  | { line: number; kind: "sku"; sku: string; quantity: number }
  | { line: number; kind: "invalid"; sku: string; quantity: number | null; message: string };

/** What classifying needs of a tool. */
export interface QuickOrderTool extends LineLimits {
  id: string;
}

/** The longest "SKU" an invalid line echoes: enough to recognise it, not a copy of a pasted essay. */
const ECHO_MAX = 64;

/** Spreadsheets quote cells that hold separators: "AF-HOE-100" is AF-HOE-100. */
const unquote = (token: string) => token.replace(/^"(.*)"$/s, "$1").replace(/^'(.*)'$/s, "$1").trim();

/** Any run of whitespace (a tab, a space, a no-break space), commas and semicolons separates. */
const SEPARATORS = /[\s,;]+/;

/** A SKU and a quantity, as typed on one line or given as JSON. */
export function requestedLine(line: number, skuText: string, quantityText: string | null): RequestedLine {
  const sku = unquote(skuText).toUpperCase();
  const echo = sku.slice(0, ECHO_MAX);
  const quantity = quantityText !== null && /^\d{1,16}$/.test(quantityText) ? Number(quantityText) : null;
  if (sku === "" || quantityText === null) return { line, kind: "invalid", sku: echo, quantity, message: quickOrderMessages.invalid };
  if (sku.length < SKU_MIN_LENGTH || sku.length > SKU_MAX_LENGTH || !SKU_PATTERN.test(sku)) {
    return { line, kind: "invalid", sku: echo, quantity, message: quickOrderMessages.invalidSku(echo) };
  }
  if (quantity === null || quantity < 1 || quantity > BULK_MAX_QUANTITY) {
    return { line, kind: "invalid", sku, quantity: null, message: quickOrderMessages.invalidQuantity(BULK_MAX_QUANTITY) };
  }
  return { line, kind: "sku", sku, quantity };
}

/** The pad's lines that are not blank, numbered as typed. */
export function parseQuickOrderText(text: string): RequestedLine[] {
  return quickOrderRows(text).map(({ line, text: raw }) => {
    const tokens = raw
      .trim()
      .split(SEPARATORS)
      .map(unquote)
      .filter((token) => token !== "");
    const [sku = "", quantity] = tokens;
    if (tokens.length !== 2 || quantity === undefined) {
      return { line, kind: "invalid", sku: unquote(sku).toUpperCase().slice(0, ECHO_MAX), quantity: null, message: quickOrderMessages.invalid };
    }
    return requestedLine(line, sku, quantity);
  });
}

/** Lines given as JSON, numbered from 1; a number quantity is checked as its text would be. */
export function parseQuickOrderLines(lines: readonly QuickOrderLineInput[]): RequestedLine[] {
  return lines.map(({ sku, quantity }, index) => {
    const text = typeof quantity === "number" ? (Number.isSafeInteger(quantity) ? String(quantity) : "x") : quantity.trim();
    return requestedLine(index + 1, sku.trim(), text);
  });
}

/** The smallest whole number of packs of at least `quantity`, or undefined past the largest order. */
export function roundUpToPack(quantity: number, packSize: number): number | undefined {
  const rounded = Math.ceil(quantity / packSize) * packSize;
  return rounded <= BULK_MAX_QUANTITY ? rounded : undefined;
}

/**
 * One answer line: the order line rules are the contract's lineProblem (the cart's and the
 * server's order checks), in its order: minimum, then packs, then stock.
 */
export function classifyLine(requested: RequestedLine, tool: QuickOrderTool | undefined): QuickOrderLine {
  if (requested.kind === "invalid") {
    return { line: requested.line, sku: requested.sku, quantity: requested.quantity, productId: null, status: "invalid", message: requested.message };
  }
  const { line, sku, quantity } = requested;
  if (!tool) return { line, sku, quantity, productId: null, status: "unknown_sku", message: quickOrderMessages.unknownSku(sku) };
  const base = { line, sku, quantity, productId: tool.id };
  const problem = lineProblem(tool, quantity);
  switch (problem?.kind) {
    case undefined:
      return { ...base, status: "ok", message: quickOrderMessages.ok(tool.name) };
    case "tooFew":
      // The minimum is itself a whole number of packs (a check of the tools table).
      return { ...base, status: "below_minimum", roundedQuantity: tool.minimumOrderQuantity, message: quickOrderMessages.belowMinimum(tool.minimumOrderQuantity, tool.name) };
    case "notPack": {
      const rounded = roundUpToPack(quantity, tool.packSize);
      return {
        ...base,
        status: "not_pack_multiple",
        ...(rounded === undefined ? {} : { roundedQuantity: rounded }),
        message: quickOrderMessages.notPackMultiple(tool.packSize, tool.name, rounded),
      };
    }
    case "tooMany":
      return { ...base, status: "short_stock", message: quickOrderMessages.shortStock(tool.availableQuantity, tool.name) };
  }
}
