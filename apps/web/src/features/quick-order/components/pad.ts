import type { QuickOrderLine } from "@shop/contract";
import { quickOrderRows, replaceQuickOrderLine } from "@shop/contract";
import type { CartLine } from "../../../lib/cart";

/**
 * The pad's text with line `line`'s quantity (its last number) made `quantity`; the SKU, the
 * separator and any quotes stay as typed.
 */
export function withQuantity(text: string, line: number, quantity: number): string {
  const row = quickOrderRows(text).find((candidate) => candidate.line === line);
  if (!row) return text;
  return replaceQuickOrderLine(text, line, row.text.replace(/\d+(?=\D*$)/, String(quantity)));
}

/** What goes to the cart: the `ok` lines, one per tool (a SKU typed twice adds up). */
export function cartLinesOf(lines: readonly QuickOrderLine[]): CartLine[] {
  const byTool = new Map<string, number>();
  for (const line of lines) {
    if (line.status !== "ok" || line.productId === null || line.quantity === null) continue;
    byTool.set(line.productId, (byTool.get(line.productId) ?? 0) + line.quantity);
  }
  return [...byTool].map(([productId, quantity]) => ({ productId, quantity }));
}

/** A file's text as UTF-8 (a CSV from a spreadsheet); FileReader, which every browser and jsdom have. */
export function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === "string" ? resolve(reader.result) : reject(new Error("not text")));
    reader.onerror = () => reject(reader.error ?? new Error("unreadable"));
    reader.readAsText(file);
  });
}
