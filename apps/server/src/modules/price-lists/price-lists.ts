import { answeredPrice, centsToDollars, priceListMessages, priceListState, type PriceList, type PriceListBody, type PriceListPatch } from "@shop/contract";
import { asc, count, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { companies, priceListCompanies, priceListPrices, priceLists, tools } from "../../db/schema";
import { badRequest, notFound } from "../../errors";
import { inTimeOrder, paginate, type ListAnswer, type Page } from "../../lib/paging";

/**
 * Issue 28: the office's price lists (decision 041). Each write is one transaction: the list,
 * its companies and its prices change together or not at all. What a member pays is decided by
 * the contract's `priceForCompany` over `companyEntries` (entries.ts), never here.
 */

type PriceListRow = typeof priceLists.$inferSelect;

/** The lists' companies and prices, read for many lists in two queries. */
async function documents(db: Db | Tx, rows: readonly PriceListRow[], now: Date): Promise<PriceList[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [assigned, prices] = await Promise.all([
    db
      .select({ listId: priceListCompanies.priceListId, id: companies.id, name: companies.name })
      .from(priceListCompanies)
      .innerJoin(companies, eq(companies.id, priceListCompanies.companyId))
      .where(inArray(priceListCompanies.priceListId, ids))
      .orderBy(asc(companies.name), asc(companies.id)),
    db
      .select({ price: priceListPrices, product: tools.name, sku: tools.sku, catalogueCents: tools.priceCents })
      .from(priceListPrices)
      .innerJoin(tools, eq(tools.id, priceListPrices.toolId))
      .where(inArray(priceListPrices.priceListId, ids))
      .orderBy(asc(tools.name), asc(tools.id)),
  ]);
  // The UTC day, as every list's dates are read (decision 041).
  const today = now.toISOString().slice(0, 10);
  return rows.map((row) => {
    const own = assigned.filter((company) => company.listId === row.id);
    return {
      _id: row.id,
      name: row.name,
      priority: row.priority,
      validFrom: row.validFrom,
      validUntil: row.validUntil,
      state: priceListState(row, today),
      companyIds: own.map((company) => company.id),
      companies: own.map((company) => ({ _id: company.id, name: company.name })),
      prices: prices
        .filter(({ price }) => price.priceListId === row.id)
        .map(({ price, product, sku, catalogueCents }) => ({ productId: price.toolId, product, sku, cataloguePrice: centsToDollars(catalogueCents), ...answeredPrice(price) })),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

/** The office's lists, newest first (price_lists_created_at_idx), each whole. */
export async function listPriceLists(db: Db, page: Page | undefined, now = new Date()): Promise<ListAnswer<PriceList>> {
  const answer = await paginate(
    (newestFirst) => db.select().from(priceLists).orderBy(...inTimeOrder(newestFirst, priceLists.createdAt, priceLists.id)).$dynamic(),
    "newest-first",
    async () => (await db.select({ n: count() }).from(priceLists))[0]?.n ?? 0,
    page,
  );
  return { ...answer, items: await documents(db, answer.items, now) };
}

export async function findPriceList(db: Db | Tx, id: string, now = new Date()): Promise<PriceList> {
  const [row] = await db.select().from(priceLists).where(eq(priceLists.id, id));
  if (!row) throw notFound("Price list");
  const [document] = await documents(db, [row], now);
  if (!document) throw notFound("Price list");
  return document;
}

/** 400 on the first id of each kind that names nothing: the body's own path, as a schema's refusal. */
async function assertKnown(tx: Tx, body: { companyIds?: readonly string[] | undefined; prices?: readonly { productId: string }[] | undefined }): Promise<void> {
  const problems: { path: string; message: string }[] = [];
  if (body.companyIds && body.companyIds.length > 0) {
    const found = new Set((await tx.select({ id: companies.id }).from(companies).where(inArray(companies.id, [...body.companyIds]))).map((row) => row.id));
    body.companyIds.forEach((id, i) => {
      if (!found.has(id)) problems.push({ path: `body.companyIds.${i}`, message: priceListMessages.unknownCompany });
    });
  }
  if (body.prices && body.prices.length > 0) {
    const ids = body.prices.map((price) => price.productId);
    const found = new Set((await tx.select({ id: tools.id }).from(tools).where(inArray(tools.id, ids))).map((row) => row.id));
    body.prices.forEach((price, i) => {
      if (!found.has(price.productId)) problems.push({ path: `body.prices.${i}.productId`, message: priceListMessages.unknownTool });
    });
  }
  const [first] = problems;
  if (first) throw badRequest(first.message, problems);
}

async function replaceCompanies(tx: Tx, listId: string, companyIds: readonly string[]): Promise<void> {
  await tx.delete(priceListCompanies).where(eq(priceListCompanies.priceListId, listId));
  if (companyIds.length > 0) await tx.insert(priceListCompanies).values(companyIds.map((companyId) => ({ priceListId: listId, companyId })));
}

async function replacePrices(tx: Tx, listId: string, prices: PriceListBody["prices"]): Promise<void> {
  await tx.delete(priceListPrices).where(eq(priceListPrices.priceListId, listId));
  if (prices.length > 0) {
    await tx.insert(priceListPrices).values(
      prices.map((price) => ({ priceListId: listId, toolId: price.productId, priceCents: price.priceCents, percentOffBasisPoints: price.percentOffBasisPoints, breaks: price.breaks })),
    );
  }
}

export async function createPriceList(db: Db, body: PriceListBody, now = new Date()): Promise<PriceList> {
  return db.transaction(async (tx) => {
    await assertKnown(tx, body);
    const [row] = await tx
      .insert(priceLists)
      .values({ name: body.name, priority: body.priority, validFrom: body.validFrom, validUntil: body.validUntil, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error("insert returned no row");
    await replaceCompanies(tx, row.id, body.companyIds);
    await replacePrices(tx, row.id, body.prices);
    return findPriceList(tx, row.id, now);
  });
}

/**
 * A PATCH: what it names changes, the rest stays. The dates' order is checked against the list
 * as stored, with its row locked, so two edits of one list cannot each pass with the other's
 * date and leave them crossed (the table's check would answer a 500).
 */
export async function updatePriceList(db: Db, id: string, patch: PriceListPatch, now = new Date()): Promise<PriceList> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(priceLists).where(eq(priceLists.id, id)).for("update");
    if (!row) throw notFound("Price list");
    const validFrom = patch.validFrom === undefined ? row.validFrom : patch.validFrom;
    const validUntil = patch.validUntil === undefined ? row.validUntil : patch.validUntil;
    if (validFrom !== null && validUntil !== null && validUntil < validFrom) {
      const path = patch.validUntil === undefined ? "body.validFrom" : "body.validUntil";
      throw badRequest(priceListMessages.untilBeforeFrom, [{ path, message: priceListMessages.untilBeforeFrom }]);
    }
    await assertKnown(tx, patch);
    await tx
      .update(priceLists)
      .set({
        ...(patch.name !== undefined && { name: patch.name }),
        ...(patch.priority !== undefined && { priority: patch.priority }),
        validFrom,
        validUntil,
        updatedAt: now,
      })
      .where(eq(priceLists.id, id));
    if (patch.companyIds) await replaceCompanies(tx, id, patch.companyIds);
    if (patch.prices) await replacePrices(tx, id, patch.prices);
    return findPriceList(tx, id, now);
  });
}

/** Deleted with its assignments and prices; order lines keep its name (their price_list_id goes null). */
export async function deletePriceList(db: Db, id: string): Promise<{ deletedCount: number }> {
  const deleted = await db.delete(priceLists).where(eq(priceLists.id, id)).returning({ id: priceLists.id });
  if (deleted.length === 0) throw notFound("Price list");
  return { deletedCount: deleted.length };
}
