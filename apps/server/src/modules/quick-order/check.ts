import type { QuickOrderCheck, QuickOrderLine } from "@shop/contract";
import { and, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { tools } from "../../db/schema";
import { classifyLine, parseQuickOrderLines, parseQuickOrderText, type QuickOrderTool } from "./lines";

/**
 * Checks every line of a quick order with one query, whatever the number of lines: the live
 * tools whose SKU (stored upper-case, unique) is among the lines', through tools_sku_key.
 * An archived tool is out of the shop: its SKU is unknown here, as its page is.
 */
export async function checkQuickOrder(db: Db, body: QuickOrderCheck): Promise<QuickOrderLine[]> {
  const requested = body.text !== undefined ? parseQuickOrderText(body.text) : parseQuickOrderLines(body.lines ?? []);
  const skus = [...new Set(requested.flatMap((line) => (line.kind === "sku" ? [line.sku] : [])))];
  const found =
    skus.length === 0
      ? []
      : await db
          .select({
            id: tools.id,
            sku: tools.sku,
            name: tools.name,
            minimumOrderQuantity: tools.minimumOrderQuantity,
            availableQuantity: tools.availableQuantity,
            packSize: tools.packSize,
          })
          .from(tools)
          .where(and(inArray(tools.sku, skus), isNull(tools.archivedAt)));
  const bySku = new Map<string, QuickOrderTool>(found.map(({ sku, ...tool }) => [sku, tool]));
  return requested.map((line) => classifyLine(line, line.kind === "sku" ? bySku.get(line.sku) : undefined));
}
