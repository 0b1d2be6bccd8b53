import { centsToDollars, discountMessages, dollarsToCents, formatCodeDate, type DiscountCode, type DiscountCodeBody, type DiscountRule } from "@shop/contract";
import { and, count, eq, inArray, ne } from "drizzle-orm";
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

/** The order statuses whose use of a code counts against its limits: an expired or cancelled order gave it back. */
const COUNTING_STATUSES = ["unpaid", "paid", "shipped"] as const;

/** The checkout's refusal of a code, under its input. */
const refuseCode = (message: string) => badRequest(message, [{ path: "body.discountCode", message }]);

/** Uses of a code that count now, optionally one customer's only. */
async function countUses(db: Db | Tx, codeId: string, userId?: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(discountRedemptions)
    .innerJoin(orders, eq(orders.id, discountRedemptions.orderId))
    .where(
      and(
        eq(discountRedemptions.codeId, codeId),
        inArray(orders.status, [...COUNTING_STATUSES]),
        userId === undefined ? undefined : eq(discountRedemptions.userId, userId),
      ),
    );
  return row?.n ?? 0;
}

/**
 * The code a buyer typed, locked (`FOR UPDATE`) until the caller's transaction ends, after every
 * rule but the order's own (its minimum and scope) is checked. The lock is what makes two
 * checkouts of the last use take turns on PostgreSQL: the second waits, then counts the first's
 * redemption. An unknown and a switched-off code get the same answer, so nobody learns which
 * codes exist.
 */
export async function lockCodeForOrder(tx: Tx, codeText: string, userId: string, today: string): Promise<DiscountCodeRow> {
  const text = codeText.trim().toUpperCase();
  const [code] = await tx.select().from(discountCodes).where(eq(discountCodes.code, text)).for("update");
  if (!code || !code.active) throw refuseCode(discountMessages.unknown);
  // ISO days compare as text.
  if (code.startsOn !== null && today < code.startsOn) throw refuseCode(discountMessages.notStarted(formatCodeDate(code.startsOn)));
  if (code.endsOn !== null && today > code.endsOn) throw refuseCode(discountMessages.ended(formatCodeDate(code.endsOn)));
  if (code.maxUses !== null && (await countUses(tx, code.id)) >= code.maxUses) throw refuseCode(discountMessages.usedUp);
  if (code.maxUsesPerCustomer !== null && (await countUses(tx, code.id, userId)) >= code.maxUsesPerCustomer) throw refuseCode(discountMessages.perCustomer);
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
  if (goodsCents < code.minOrderCents) throw refuseCode(discountMessages.minimum(code.minOrderCents));
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

function toDiscountCode(row: DiscountCodeRow, uses: number, toolNames: ReadonlyMap<string, string>, categoryNames: ReadonlyMap<string, string>): DiscountCode {
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
    uses,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The answers of these rows: their counting uses and the names of what they apply to, in three queries. */
async function describe(db: Db | Tx, rows: readonly DiscountCodeRow[]): Promise<DiscountCode[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const toolIds = [...new Set(rows.flatMap((row) => row.toolIds))];
  const categoryIds = [...new Set(rows.flatMap((row) => row.categoryIds))];
  // One after another: inside a transaction the three share one connection.
  const usage = await db
    .select({ codeId: discountRedemptions.codeId, n: count() })
    .from(discountRedemptions)
    .innerJoin(orders, eq(orders.id, discountRedemptions.orderId))
    .where(and(inArray(discountRedemptions.codeId, ids), inArray(orders.status, [...COUNTING_STATUSES])))
    .groupBy(discountRedemptions.codeId);
  const toolRows: Named[] = toolIds.length === 0 ? [] : await db.select({ id: tools.id, name: tools.name }).from(tools).where(inArray(tools.id, toolIds));
  const categoryRows: Named[] = categoryIds.length === 0 ? [] : await db.select({ id: categories.id, name: categories.name }).from(categories).where(inArray(categories.id, categoryIds));
  const uses = new Map(usage.map((row) => [row.codeId, row.n]));
  const toolNames = new Map(toolRows.map((row) => [row.id, row.name]));
  const categoryNames = new Map(categoryRows.map((row) => [row.id, row.name]));
  return rows.map((row) => toDiscountCode(row, uses.get(row.id) ?? 0, toolNames, categoryNames));
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

