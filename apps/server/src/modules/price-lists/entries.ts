import { priceForCompany, type CompanyLinePrice, type PriceListEntry, type PricedTool } from "@shop/contract";
import { and, asc, desc, eq, gte, inArray, isNull, lte, or } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { priceListCompanies, priceListPrices, priceLists } from "../../db/schema";

/** A company's valid list entries, by tool id, in the order the rule prefers them. */
export type CompanyEntries = ReadonlyMap<string, readonly PriceListEntry[]>;

export const NO_ENTRIES: CompanyEntries = new Map();

/**
 * The price-list entries of a company valid on `today` (UTC day), for the tools named (all of
 * its lists' tools when `toolIds` is omitted), in ONE query: the company's assignments
 * (price_list_companies_company_idx), their lists, and the lists' prices by primary key. It runs
 * when a member's catalogue is built (member-prices.ts) and whenever a member's lines are priced:
 * placing an order, its checkout preview, a quick order, a quote.
 */
export async function companyEntries(db: Db | Tx, companyId: string, today: string, toolIds?: readonly string[]): Promise<CompanyEntries> {
  if (toolIds && toolIds.length === 0) return NO_ENTRIES;
  const rows = await db
    .select({
      toolId: priceListPrices.toolId,
      priceListId: priceLists.id,
      priceListName: priceLists.name,
      priority: priceLists.priority,
      createdAt: priceLists.createdAt,
      validFrom: priceLists.validFrom,
      validUntil: priceLists.validUntil,
      priceCents: priceListPrices.priceCents,
      percentOffBasisPoints: priceListPrices.percentOffBasisPoints,
      breaks: priceListPrices.breaks,
    })
    .from(priceListCompanies)
    .innerJoin(priceLists, eq(priceLists.id, priceListCompanies.priceListId))
    .innerJoin(priceListPrices, eq(priceListPrices.priceListId, priceLists.id))
    .where(
      and(
        eq(priceListCompanies.companyId, companyId),
        or(isNull(priceLists.validFrom), lte(priceLists.validFrom, today)),
        or(isNull(priceLists.validUntil), gte(priceLists.validUntil, today)),
        toolIds ? inArray(priceListPrices.toolId, [...toolIds]) : undefined,
      ),
    )
    .orderBy(desc(priceLists.priority), asc(priceLists.createdAt), asc(priceLists.id));
  const byTool = new Map<string, PriceListEntry[]>();
  for (const { toolId, createdAt, ...entry } of rows) {
    const list = byTool.get(toolId) ?? [];
    list.push({ ...entry, createdAt: createdAt.toISOString() });
    byTool.set(toolId, list);
  }
  return byTool;
}

/**
 * The rule for a member's line, or the catalogue's alone for a buyer without a company (whose
 * entries are NO_ENTRIES): one call shape for every place a line is priced.
 */
export function priceForEntries(tool: { id: string; priceCents: number; priceBreaks: PricedTool["priceBreaks"] }, quantity: number, entries: CompanyEntries, today: string): CompanyLinePrice {
  return priceForCompany({ priceCents: tool.priceCents, priceBreaks: tool.priceBreaks }, quantity, entries.get(tool.id) ?? [], today);
}
