import { centsToDollars, discountCodeState, discountMessages, dollarsToCents, formatCents, type DiscountCode, type DiscountCodeBody, type DiscountRule } from "@shop/contract";
import { and, count, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { categories, discountCodes, discountRedemptions, orders, tools } from "../../db/schema";
import { badRequest, conflict, notFound } from "../../errors";
import { cheapTotal, inTimeOrder, paginate, type ListAnswer, type Page } from "../../lib/paging";

/**
 * Issue 21: the office's discount codes, and the checks order pricing (orders/price.ts,
 * orders/place.ts) runs on a code inside its own transaction.
 */

export type DiscountCodeRow = typeof discountCodes.$inferSelect;

/**
 * A code's uses by status (decision 025, "Codes under concurrency"): a paid or shipped order's
 * is a use; an unpaid order's is a hold, counted against the limits like a use from placing
 * until the order is paid (it becomes the use) or cancelled or expired (it is given back). Its
 * hold_until is not looked at: an order past it is still paid if its payment arrives before the
 * sweep expires it, so its hold must still count then, or paid uses could pass the limit.
 */
const paidUses = sql<number>`count(*) filter (where ${orders.status} in ('paid', 'shipped'))`.mapWith(Number);
const heldUses = sql<number>`count(*) filter (where ${orders.status} = 'unpaid')`.mapWith(Number);

interface Uses {
  paid: number;
  held: number;
}

/** The checkout's refusal of a code, under its input. */
const refuseCode = (message: string) => badRequest(message, [{ path: "body.discountCode", message }]);

/** A code's uses and holds now, optionally one customer's only. */
async function usesOf(db: Db | Tx, codeId: string, userId?: string): Promise<Uses> {
  const [row] = await db
    .select({ paid: paidUses, held: heldUses })
    .from(discountRedemptions)
    .innerJoin(orders, eq(orders.id, discountRedemptions.orderId))
    .where(and(eq(discountRedemptions.codeId, codeId), userId === undefined ? undefined : eq(discountRedemptions.userId, userId)));
  return { paid: row?.paid ?? 0, held: row?.held ?? 0 };
}

/**
 * The code a buyer typed, locked (`FOR UPDATE`) until the caller's transaction ends, after every
 * rule but the order's own (its minimum and scope) is checked. The lock is what makes two
 * checkouts of the last use take turns on PostgreSQL: the second waits, then counts the first's
 * hold. A code that is unknown, switched off, not started, ended or used up gets one answer, so
 * nobody learns which codes exist or when they run (the office's page says which).
 *
 * A limited code (a total or per-customer limit) is held by at most one unpaid order of each
 * customer: holds count against the limits, and one customer's many unpaid orders would keep
 * the code from everybody else without paying.
 */
export async function lockCodeForOrder(tx: Tx, codeText: string, userId: string, today: string): Promise<DiscountCodeRow> {
  const text = codeText.trim().toUpperCase();
  const [code] = await tx.select().from(discountCodes).where(eq(discountCodes.code, text)).for("update");
  if (!code || discountCodeState(code, await usesOf(tx, code.id), today) !== "active") throw refuseCode(discountMessages.unknown);
  if (code.maxUses === null && code.maxUsesPerCustomer === null) return code;
  const own = await usesOf(tx, code.id, userId);
  if (own.held > 0) throw conflict(discountMessages.heldAlready, [{ path: "body.discountCode", message: discountMessages.heldAlready }]);
  if (code.maxUsesPerCustomer !== null && own.paid >= code.maxUsesPerCustomer) throw refuseCode(discountMessages.perCustomer);
  return code;
}

/** Whether a code may discount this line: both lists empty means every tool. */
export function codeCovers(code: DiscountCodeRow, line: { toolId: string; categoryId: string | null }): boolean {
  if (code.toolIds.length === 0 && code.categoryIds.length === 0) return true;
  return code.toolIds.includes(line.toolId) || (line.categoryId !== null && code.categoryIds.includes(line.categoryId));
}

/** The code as the bill's arithmetic (spreadDiscount) takes it. */
export function discountRuleOf(code: DiscountCodeRow): DiscountRule {
  // The table's check constraint guarantees the kind's value; a missing one is a broken row.
  if (code.kind === "percent") {
    if (code.percentBasisPoints === null) throw new Error(`discount code ${code.id} has no percent`);
    return { kind: "percent", percentBasisPoints: code.percentBasisPoints };
  }
  if (code.amountCents === null) throw new Error(`discount code ${code.id} has no amount`);
  return { kind: "fixed", amountCents: code.amountCents };
}

/** `goodsCents`: the order's tools before the code (every line, in the catalogue's terms). */
export function assertMinimumReached(code: DiscountCodeRow, goodsCents: number): void {
  if (goodsCents < code.minOrderCents) throw refuseCode(discountMessages.minimum(formatCents(code.minOrderCents)));
}

/** One use of the code by a placed order, in the transaction that placed it (while the code is locked). */
export async function recordRedemption(tx: Tx, codeId: string, orderId: string, userId: string): Promise<void> {
  await tx.insert(discountRedemptions).values({ codeId, orderId, userId });
}

// ----- the office's page -----

/** Percent (12.5) to hundredths of a percent (1250), and back. */
const basisPointsOf = (percent: number) => Math.round(percent * 100);

interface Named {
  id: string;
  name: string;
}

function toDiscountCode(row: DiscountCodeRow, uses: Uses, today: string, toolNames: ReadonlyMap<string, string>, categoryNames: ReadonlyMap<string, string>): DiscountCode {
  const named = (ids: readonly string[], names: ReadonlyMap<string, string>) =>
    ids.flatMap((id) => {
      const name = names.get(id);
      return name === undefined ? [] : [{ _id: id, name }];
    });
  return {
    _id: row.id,
    code: row.code,
    kind: row.kind,
    percent: row.percentBasisPoints === null ? null : row.percentBasisPoints / 100,
    amount: row.amountCents === null ? null : centsToDollars(row.amountCents),
    minOrder: centsToDollars(row.minOrderCents),
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    maxUses: row.maxUses,
    maxUsesPerCustomer: row.maxUsesPerCustomer,
    toolIds: row.toolIds,
    categoryIds: row.categoryIds,
    tools: named(row.toolIds, toolNames),
    categories: named(row.categoryIds, categoryNames),
    active: row.active,
    uses: uses.paid,
    held: uses.held,
    state: discountCodeState(row, uses, today),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The answers of these rows: their uses, holds and state, and the names of what they apply to, in three queries. */
async function describe(db: Db | Tx, rows: readonly DiscountCodeRow[], now = new Date()): Promise<DiscountCode[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const toolIds = [...new Set(rows.flatMap((row) => row.toolIds))];
  const categoryIds = [...new Set(rows.flatMap((row) => row.categoryIds))];
  // One after another: inside a transaction the three share one connection.
  const usage = await db
    .select({ codeId: discountRedemptions.codeId, paid: paidUses, held: heldUses })
    .from(discountRedemptions)
    .innerJoin(orders, eq(orders.id, discountRedemptions.orderId))
    .where(inArray(discountRedemptions.codeId, ids))
    .groupBy(discountRedemptions.codeId);
  const toolRows: Named[] = toolIds.length === 0 ? [] : await db.select({ id: tools.id, name: tools.name }).from(tools).where(inArray(tools.id, toolIds));
  const categoryRows: Named[] = categoryIds.length === 0 ? [] : await db.select({ id: categories.id, name: categories.name }).from(categories).where(inArray(categories.id, categoryIds));
  const uses = new Map(usage.map((row) => [row.codeId, { paid: row.paid, held: row.held }]));
  const toolNames = new Map(toolRows.map((row) => [row.id, row.name]));
  const categoryNames = new Map(categoryRows.map((row) => [row.id, row.name]));
  // The checkout's calendar (orders/place.ts utcDay).
  const today = now.toISOString().slice(0, 10);
  return rows.map((row) => toDiscountCode(row, uses.get(row.id) ?? { paid: 0, held: 0 }, today, toolNames, categoryNames));
}

/** `GET /api/discount-codes`: newest first, read through discount_codes_created_at_id_idx. */
export async function listDiscountCodes(db: Db, page?: Page): Promise<ListAnswer<DiscountCode>> {
  const answer = await paginate(
    (newestFirst) => db.select().from(discountCodes).orderBy(...inTimeOrder(newestFirst, discountCodes.createdAt, discountCodes.id)).$dynamic(),
    "newest-first",
    () => cheapTotal(db, () => db.select({ id: discountCodes.id }).from(discountCodes).$dynamic()),
    page,
  );
  return { ...answer, items: await describe(db, answer.items) };
}

const duplicate = (code: string) => {
  const message = discountMessages.duplicate(code);
  return conflict(message, [{ path: "body.code", message }]);
};

/**
 * A code may name only tools and categories that exist: an id that matches nothing would make a
 * code that quietly discounts nothing. (One deleted later is simply left out of the answer.)
 */
async function assertScopeExists(tx: Tx, body: DiscountCodeBody): Promise<void> {
  if (body.toolIds.length > 0) {
    const [found] = await tx.select({ n: count() }).from(tools).where(inArray(tools.id, body.toolIds));
    if ((found?.n ?? 0) !== body.toolIds.length) throw badRequest(discountMessages.unknownTools, [{ path: "body.toolIds", message: discountMessages.unknownTools }]);
  }
  if (body.categoryIds.length > 0) {
    const [found] = await tx.select({ n: count() }).from(categories).where(inArray(categories.id, body.categoryIds));
    if ((found?.n ?? 0) !== body.categoryIds.length) {
      throw badRequest(discountMessages.unknownCategories, [{ path: "body.categoryIds", message: discountMessages.unknownCategories }]);
    }
  }
}

function columns(body: DiscountCodeBody) {
  return {
    code: body.code,
    kind: body.kind,
    percentBasisPoints: body.kind === "percent" && body.percent !== null ? basisPointsOf(body.percent) : null,
    amountCents: body.kind === "fixed" && body.amount !== null ? dollarsToCents(body.amount) : null,
    minOrderCents: dollarsToCents(body.minOrder),
    startsOn: body.startsOn,
    endsOn: body.endsOn,
    maxUses: body.maxUses,
    maxUsesPerCustomer: body.maxUsesPerCustomer,
    toolIds: body.toolIds,
    categoryIds: body.categoryIds,
    active: body.active,
  };
}

export async function createDiscountCode(db: Db, body: DiscountCodeBody): Promise<DiscountCode> {
  try {
    return await db.transaction(async (tx) => {
      const [existing] = await tx.select({ id: discountCodes.id }).from(discountCodes).where(eq(discountCodes.code, body.code));
      if (existing) throw duplicate(body.code);
      await assertScopeExists(tx, body);
      const [row] = await tx.insert(discountCodes).values(columns(body)).returning();
      if (!row) throw new Error("insert returned no row");
      const [answer] = await describe(tx, [row]);
      if (!answer) throw new Error("a code without its answer");
      return answer;
    });
  } catch (error) {
    // Two offices adding one code at once: the unique index decides, with the same message.
    throw isUniqueViolation(error) ? duplicate(body.code) : error;
  }
}

/**
 * The whole code, replaced. Its uses stay with it (a changed value applies to later orders only:
 * a placed order keeps the bill it was priced with).
 */
export async function updateDiscountCode(db: Db, id: string, body: DiscountCodeBody): Promise<DiscountCode> {
  try {
    return await db.transaction(async (tx) => {
      const [other] = await tx
        .select({ id: discountCodes.id })
        .from(discountCodes)
        .where(and(eq(discountCodes.code, body.code), ne(discountCodes.id, id)));
      if (other) throw duplicate(body.code);
      await assertScopeExists(tx, body);
      const [row] = await tx.update(discountCodes).set(columns(body)).where(eq(discountCodes.id, id)).returning();
      if (!row) throw notFound("Discount code");
      const [answer] = await describe(tx, [row]);
      if (!answer) throw new Error("a code without its answer");
      return answer;
    });
  } catch (error) {
    throw isUniqueViolation(error) ? duplicate(body.code) : error;
  }
}

/**
 * Deletes a code no order ever used. One that was used (whatever its order became) is refused
 * with 409: deleting it would drop its redemptions and unlink its orders, and the office ends a
 * code by switching it off. The row is locked first, so a checkout redeeming it now either
 * finishes before (and the delete is refused) or waits and finds no code.
 */
export async function deleteDiscountCode(db: Db, id: string): Promise<{ deletedCount: number }> {
  return db.transaction(async (tx) => {
    const [code] = await tx.select().from(discountCodes).where(eq(discountCodes.id, id)).for("update");
    if (!code) throw notFound("Discount code");
    const [used] = await tx.select({ n: count() }).from(discountRedemptions).where(eq(discountRedemptions.codeId, id));
    const orderCount = used?.n ?? 0;
    if (orderCount > 0) throw conflict(discountMessages.inUse(code.code, orderCount));
    await tx.delete(discountCodes).where(eq(discountCodes.id, id));
    return { deletedCount: 1 };
  });
}

