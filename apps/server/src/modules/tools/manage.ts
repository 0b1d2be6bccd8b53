import { serverMessages, centsToDollars, dollarsToCents, toolProblems, type StockChange, type Tool, type UpdateToolBody, stateRefusals } from "@shop/contract";
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db, InTransaction } from "../../db/client";
import { stockChanges, tools, users } from "../../db/schema";
import { badRequest, conflict, notFound } from "../../errors";
import { cheapTotal, inTimeOrder, type ListAnswer, type Page, paginate } from "../../lib/paging";
import { assertCategory, breaksInCents, findToolDocument, kgToGrams, rethrowSkuTaken, sdRateMillisOf, translationColumns } from "./tools";

/** A tool document after a write that succeeded: the row exists, or the write would have thrown. */
async function documentOf(db: Db, id: string): Promise<Tool> {
  const tool = await findToolDocument(db, id);
  if (!tool) throw notFound("Tool");
  return tool;
}

/**
 * Edit Product. Orders keep the name and price they were placed with (orders.product and
 * unit_price_cents), so a new price applies to new orders only.
 */
export async function updateTool(db: Db, id: string, input: UpdateToolBody): Promise<Tool> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(tools).where(eq(tools.id, id)).for("update");
    if (!current) throw notFound("Tool");
    if (input.categoryId) await assertCategory(tx, input.categoryId);
    const priceCents = input.price === undefined ? current.priceCents : dollarsToCents(input.price);
    const minimum = input.minimumOrderQuantity ?? current.minimumOrderQuantity;
    const packSize = input.packSize ?? current.packSize;
    const priceBreaks = input.priceBreaks ?? current.priceBreaks.map((b) => ({ minQuantity: b.minQuantity, price: centsToDollars(b.priceCents) }));
    // The merged tool, so a new list price cannot slip under a kept break, nor a new pack size beside a kept minimum.
    const problems = toolProblems({ price: centsToDollars(priceCents), minimumOrderQuantity: minimum, packSize, priceBreaks }).map((p) => ({ path: `body.${p.path}`, message: p.message }));
    if (problems.length > 0) throw badRequest(serverMessages.invalidRequest, problems);
    await tx
      .update(tools)
      .set({
        ...(input.img !== undefined && { img: input.img }),
        ...(input.name !== undefined && { name: input.name }),
        ...(input.description !== undefined && { description: input.description }),
        ...(input.categoryId !== undefined && { categoryId: input.categoryId }),
        ...(input.sku !== undefined && { sku: input.sku }),
        ...(input.weight !== undefined && { weightGrams: kgToGrams(input.weight) }),
        ...(input.taxClass !== undefined && { taxClass: input.taxClass }),
        ...(input.sdRate !== undefined && { sdRateMillis: sdRateMillisOf(input.sdRate) }),
        ...translationColumns(input.translations),
        minimumOrderQuantity: minimum,
        priceCents,
        packSize,
        priceBreaks: breaksInCents(priceBreaks),
      })
      .where(eq(tools.id, id))
      .catch((error: unknown) => rethrowSkuTaken(error, input.sku));
  });
  return documentOf(db, id);
}

/** Restock: the stock grows by `quantity` and the change is kept, with who made it and why. */
export async function restockTool(
  db: Db,
  id: string,
  input: { quantity: number; note: string },
  userId: string,
  then?: InTransaction<{ tool: Tool; change: StockChange }>,
): Promise<{ tool: Tool; change: StockChange }> {
  return db.transaction(async (tx) => {
    // One statement: an order taking stock at the same moment is neither lost nor counted twice.
    const [updated] = await tx
      .update(tools)
      .set({ availableQuantity: sql`${tools.availableQuantity} + ${input.quantity}` })
      .where(and(eq(tools.id, id), sql`${tools.availableQuantity} + ${input.quantity} <= 2147483647`))
      .returning({ availableQuantity: tools.availableQuantity });
    if (!updated) {
      const [exists] = await tx.select({ id: tools.id }).from(tools).where(eq(tools.id, id));
      if (!exists) throw notFound("Tool");
      throw conflict(stateRefusals.stockTooLarge);
    }
    const [row] = await tx
      .insert(stockChanges)
      .values({ toolId: id, quantity: input.quantity, availableAfter: updated.availableQuantity, note: input.note, userId })
      .returning();
    if (!row) throw new Error("insert returned no row");
    const [by] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    const restocked = { tool: await documentOf(tx, id), change: toStockChange(row, by?.email ?? null) };
    await then?.(tx, restocked);
    return restocked;
  });
}

function toStockChange(row: typeof stockChanges.$inferSelect, byEmail: string | null): StockChange {
  return {
    _id: row.id,
    toolId: row.toolId,
    quantity: row.quantity,
    availableAfter: row.availableAfter,
    note: row.note,
    byEmail,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A tool's stock history, newest first, read through stock_changes_tool_created_at_idx. */
export async function listStockChanges(db: Db, toolId: string, page: Page | undefined): Promise<ListAnswer<StockChange>> {
  const [tool] = await db.select({ id: tools.id }).from(tools).where(eq(tools.id, toolId));
  if (!tool) throw notFound("Tool");
  const rows = () => db.select({ change: stockChanges, byEmail: users.email }).from(stockChanges).leftJoin(users, eq(users.id, stockChanges.userId)).where(eq(stockChanges.toolId, toolId)).$dynamic();
  const answer = await paginate(
    (newestFirst) => rows().orderBy(...inTimeOrder(newestFirst, stockChanges.createdAt, stockChanges.id)),
    "newest-first",
    () => cheapTotal(db, () => db.select({ id: stockChanges.id }).from(stockChanges).where(eq(stockChanges.toolId, toolId)).$dynamic()),
    page,
  );
  return { ...answer, items: answer.items.map((row) => toStockChange(row.change, row.byEmail)) };
}

/** Out of the shop (the list, its page, new orders); past orders and the admin's list keep it. Archiving twice changes nothing. */
export async function archiveTool(db: Db, id: string, now = new Date()): Promise<Tool> {
  await db.update(tools).set({ archivedAt: now }).where(and(eq(tools.id, id), isNull(tools.archivedAt)));
  return documentOf(db, id);
}

/** Back in the shop. */
export async function restoreTool(db: Db, id: string): Promise<Tool> {
  await db.update(tools).set({ archivedAt: null }).where(and(eq(tools.id, id), isNotNull(tools.archivedAt)));
  return documentOf(db, id);
}
