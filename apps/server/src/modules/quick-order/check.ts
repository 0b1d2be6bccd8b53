import { centsToDollars, type QuickOrderCheck, type QuickOrderLine } from "@shop/contract";
import { and, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { tools } from "../../db/schema";
import type { CompanyPricing } from "../orders/place";
import { companyEntries, NO_ENTRIES, priceForEntries } from "../price-lists/entries";
import { classifyLine, parseQuickOrderLines, parseQuickOrderText, type QuickOrderTool } from "./lines";

/**
 * Checks every line of a quick order with one query, whatever the number of lines: the live
 * tools whose SKU (stored upper-case, unique) is among the lines', through tools_sku_key.
 * An archived tool is out of the shop: its SKU is unknown here, as its page is.
 */
export async function checkQuickOrder(db: Db, body: QuickOrderCheck, company?: CompanyPricing): Promise<QuickOrderLine[]> {
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
            priceCents: tools.priceCents,
            priceBreaks: tools.priceBreaks,
          })
          .from(tools)
          .where(and(inArray(tools.sku, skus), isNull(tools.archivedAt)));
  const bySku = new Map(found.map(({ sku, ...tool }) => [sku, tool]));
  // Issue 28: each line priced as the order would be, through the member's company's lists (one query for all lines).
  const entries = company ? await companyEntries(db, company.companyId, company.today, found.map((tool) => tool.id)) : NO_ENTRIES;
  return requested.map((line) => {
    const tool = line.kind === "sku" ? bySku.get(line.sku) : undefined;
    const checked = classifyLine(line, tool satisfies QuickOrderTool | undefined);
    if (!tool || checked.quantity === null) return checked;
    const price = priceForEntries(tool, checked.quantity, entries, company?.today ?? "");
    return {
      ...checked,
      unitPrice: centsToDollars(price.unitPriceCents),
      cataloguePrice: centsToDollars(price.catalogue.unitPriceCents),
      ...(price.priceList ? { priceList: price.priceList.name } : {}),
    };
  });
}
