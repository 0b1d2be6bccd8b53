import { BULK_MAX_QUANTITY, cartTexts, type Cart } from "@shop/contract";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Db, InTransaction, Tx } from "../../db/client";
import { cartLines, tools, users } from "../../db/schema";
import { badRequest } from "../../errors";

/** One line as the routes hand it over: the contract's schema has made the quantity a whole number. */
export interface CartItem {
  productId: string;
  quantity: number;
}

type Items = readonly CartItem[];

/** The saved cart in its order; tools archived since are left out (a deleted one took its line with it). */
export async function readCart(db: Db | Tx, userId: string): Promise<Cart> {
  const rows = await db
    .select({ productId: cartLines.toolId, quantity: cartLines.quantity })
    .from(cartLines)
    .innerJoin(tools, eq(tools.id, cartLines.toolId))
    .where(and(eq(cartLines.userId, userId), isNull(tools.archivedAt)))
    .orderBy(asc(cartLines.position));
  return { items: rows };
}

/** The tools of the shop (not archived) among these ids, with their stock. */
async function liveTools(tx: Tx, ids: readonly string[]): Promise<Map<string, { availableQuantity: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: tools.id, availableQuantity: tools.availableQuantity })
    .from(tools)
    .where(and(inArray(tools.id, [...ids]), isNull(tools.archivedAt)));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * One account's cart writes wait for each other (two tabs, two browsers): a merge reads the cart
 * it adds to, so it must not interleave with another write.
 */
async function lockAccount(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}

async function store(tx: Tx, userId: string, items: readonly CartItem[]): Promise<void> {
  await tx.delete(cartLines).where(eq(cartLines.userId, userId));
  if (items.length > 0) await tx.insert(cartLines).values(items.map((item, position) => ({ userId, toolId: item.productId, position, quantity: item.quantity })));
}

/**
 * `PUT /api/cart`: the buyer's cart becomes these lines. A line naming a tool that is not in the
 * shop (unknown, deleted or archived) refuses the whole cart, with the line's field, and the saved
 * one stays as it was.
 */
export async function replaceCart(db: Db, userId: string, items: Items): Promise<Cart> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    const live = await liveTools(tx, items.map((item) => item.productId));
    const missing = items.flatMap((item, i) => (live.has(item.productId) ? [] : [{ path: `body.items.${i}.productId`, message: cartTexts.notInShop }]));
    if (missing.length > 0) throw badRequest(cartTexts.notInShop, missing);
    await store(tx, userId, items);
    return { items: items.map(({ productId, quantity }) => ({ productId, quantity })) };
  });
}

/**
 * The quantity of a tool in both carts at sign-in: they add up, but not beyond the stock. The
 * stock caps only the adding: neither cart loses what it already held, and the cart page says
 * when that is more than is left.
 */
export function mergedQuantity(saved: number, visitor: number, available: number): number {
  return Math.min(saved + visitor, Math.max(available, saved, visitor), BULK_MAX_QUANTITY);
}

/**
 * `POST /api/cart/merge`, at sign-in: a visitor's browser cart joins the saved one. The saved
 * lines keep their place and the visitor's new tools follow, up to the cart's line limit;
 * a tool in both carts gets mergedQuantity. The browser's cart may hold tools that left the shop
 * while it waited: those are left out rather than refusing the sign-in's merge.
 */
export async function mergeIntoCart(db: Db, userId: string, visitor: Items, maxLines: number, finish?: InTransaction<Cart>): Promise<Cart> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    const saved = (await readCart(tx, userId)).items;
    const live = await liveTools(tx, visitor.map((item) => item.productId));
    const merged = new Map<string, number>(saved.map((line) => [line.productId, line.quantity]));
    for (const line of visitor) {
      const tool = live.get(line.productId);
      if (!tool) continue;
      const held = merged.get(line.productId);
      if (held !== undefined) merged.set(line.productId, mergedQuantity(held, line.quantity, tool.availableQuantity));
      else if (merged.size < maxLines) merged.set(line.productId, line.quantity);
    }
    const items = [...merged].map(([productId, quantity]) => ({ productId, quantity }));
    await store(tx, userId, items);
    const cart = { items };
    await finish?.(tx, cart);
    return cart;
  });
}
