import { lineMessages, messages } from "@shop/contract";
import { and, eq, gte, inArray, isNull, ne, or, sql, sum, type SQL } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { orderLines, orders, tools } from "../../db/schema";
import { conflict } from "../../errors";
import { compareIds, linesByOrder } from "./lines";
import type { OrderRow } from "./order";

/** Gives orders' units back to their tools (those that still exist), every line of each. */
export async function restockOrders(tx: Tx, orderIds: readonly string[]): Promise<void> {
  const byTool = new Map<string, number>();
  for (const lines of (await linesByOrder(tx, orderIds)).values()) {
    for (const line of lines) if (line.toolId) byTool.set(line.toolId, (byTool.get(line.toolId) ?? 0) + line.quantity);
  }
  for (const [toolId, quantity] of [...byTool].sort(([a], [b]) => compareIds(a, b))) {
    await tx
      .update(tools)
      .set({ availableQuantity: sql`${tools.availableQuantity} + ${quantity}` })
      .where(eq(tools.id, toolId));
  }
}

/** Gives a cancelled, expired or refunded order's units back. */
export const restock = (tx: Tx, order: OrderRow) => restockOrders(tx, [order.id]);

/**
 * Gives some units of lines back (a partial refund's), tool by tool in id order like every
 * other stock change; a line whose tool was deleted since has nothing to return to.
 */
export async function restockUnits(tx: Tx, units: readonly { toolId: string | null; quantity: number }[]): Promise<void> {
  const byTool = new Map<string, number>();
  for (const unit of units) if (unit.toolId && unit.quantity > 0) byTool.set(unit.toolId, (byTool.get(unit.toolId) ?? 0) + unit.quantity);
  for (const [toolId, quantity] of [...byTool].sort(([a], [b]) => compareIds(a, b))) {
    await tx
      .update(tools)
      .set({ availableQuantity: sql`${tools.availableQuantity} + ${quantity}` })
      .where(eq(tools.id, toolId));
  }
}

/** What one line of an order takes from its tool's stock. */
export interface StockLine {
  tool: { id: string; name: string };
  quantity: number;
  /**
   * The most the buyer's unpaid orders may hold of the tool's stock together, this line's
   * included, in percent, rounded up to whole units (so the last unit can still be sold); null
   * when the office agreed the quantity in a quote.
   */
  maxSharePercent: number | null;
}

/** The most units one customer may hold when `stock` are theirs and on sale together and they may hold `percent` of them. */
export const mostOfStock = (stock: number, percent: number) => Math.ceil((stock * percent) / 100);

/**
 * Issue 35: the ONE definition of an order that holds stock nobody has paid for yet, which every
 * cap on such holds counts (MAX_UNPAID_ORDERS, MAX_HELD_VALUE, MAX_HELD_SHARE): each status with
 * the deadline at which its hold ends. An order awaiting approval holds its stock as an unpaid one
 * does, so leaving it out let a buyer who never approved hoard a tool. A way of paying that later
 * holds stock without payment (cash on delivery, a bank deposit not yet received) joins this list.
 */
export const HOLDING_UNPAID = [
  // Issue 37: a bank-deposit order is `unpaid` until its deposit is recorded, its hold ending at its deadline (payBy).
  { status: "unpaid", until: orders.holdUntil, method: null },
  { status: "awaiting_approval", until: orders.approvalUntil, method: null },
  // Issue 37 (decision 054): cash on delivery is confirmed without payment; it holds its stock
  // until it is dispatched (or cancelled), with no deadline: nothing expires it.
  { status: "confirmed", until: null, method: "cod" },
] as const;

/**
 * The orders of HOLDING_UNPAID, as a condition on `orders`. `live`: only those whose hold has not
 * run out (the sweep is about to expire the others). `except`: leave one order out (the one being
 * approved, which is counted as the new order).
 */
export function holdingUnpaid(options: { live?: boolean; except?: string | undefined } = {}): SQL {
  const holds = HOLDING_UNPAID.map((hold) =>
    and(eq(orders.status, hold.status), hold.method === null ? undefined : eq(orders.paymentMethod, hold.method), options.live && hold.until !== null ? sql`${hold.until} > now()` : undefined),
  );
  const condition = and(or(...holds), options.except === undefined ? undefined : ne(orders.id, options.except));
  if (!condition) throw new Error("no holding statuses");
  return condition;
}

/**
 * Units of these tools that one customer's unpaid orders hold now. Quoted lines are left out:
 * the office agreed to them, and they are exempt from the share as they were when placed. An
 * order past its hold time is counted until the sweep expires it, as its stock is still held.
 */
async function heldByBuyer(tx: Tx, userId: string, toolIds: readonly string[], except?: string): Promise<Map<string, number>> {
  if (toolIds.length === 0) return new Map();
  const rows = await tx
    .select({ toolId: orderLines.toolId, units: sum(orderLines.quantity).mapWith(Number) })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orders.userId, userId), holdingUnpaid({ except }), isNull(orderLines.quoteId), inArray(orderLines.toolId, [...toolIds])))
    .groupBy(orderLines.toolId);
  return new Map(rows.flatMap((row) => (row.toolId === null ? [] : [[row.toolId, row.units] as const])));
}

/**
 * Takes the stock of every line for `buyerId`'s order, or throws 409 and the transaction gives
 * back what it took. Each update is conditional (`available >= quantity`), so concurrent orders
 * never drive a stock below zero; the tools are updated in id order, so two carts holding the
 * same tools in opposite orders lock them in the same order and cannot deadlock.
 *
 * MAX_HELD_SHARE is the share of one customer's unpaid orders together: with `held` units of a
 * tool in their other unpaid orders, the line may take what keeps held + quantity within the
 * share of the stock as it would be without them (available + held). The caller holds the
 * buyer's row lock (lockHeldOrders), so two placements of one customer take turns and
 * the second reads the first's lines; other customers only change `available`, which the
 * conditional update reads under the tool's row lock.
 */
export async function takeStock(tx: Tx, lines: readonly StockLine[], buyerId: string): Promise<void> {
  const shared = lines.filter((line) => line.maxSharePercent !== null).map((line) => line.tool.id);
  const held = await heldByBuyer(tx, buyerId, shared);
  for (const line of [...lines].sort((a, b) => compareIds(a.tool.id, b.tool.id))) {
    const own = held.get(line.tool.id) ?? 0;
    const [taken] = await tx
      .update(tools)
      .set({ availableQuantity: sql`${tools.availableQuantity} - ${line.quantity}` })
      .where(
        and(
          eq(tools.id, line.tool.id),
          gte(tools.availableQuantity, line.quantity),
          // Integer arithmetic of mostOfStock: ceil((available + held) * percent / 100) >= held + quantity.
          line.maxSharePercent === null ? undefined : sql`(${tools.availableQuantity} + ${own}) * ${line.maxSharePercent} > (${own + line.quantity} - 1) * 100`,
        ),
      )
      .returning({ id: tools.id });
    if (!taken) {
      const [left] = await tx.select({ n: tools.availableQuantity }).from(tools).where(eq(tools.id, line.tool.id));
      const available = left?.n ?? 0;
      if (available >= line.quantity && line.maxSharePercent !== null) {
        throw conflict(messages.order.heldShareCap(mostOfStock(available + own, line.maxSharePercent), line.tool.name, own));
      }
      throw conflict(lineMessages.tooMany(available, line.tool.name));
    }
  }
}

/**
 * Issue 35: approving an order checks MAX_HELD_SHARE again, as if the order were placed now: its
 * lines (quoted ones exempt, as when placed) beside what the buyer's other holding orders hold,
 * against the stock as it would be without them all. Other customers may have bought since it was
 * placed, so a share that held then may not now. The caller holds the buyer's row lock.
 */
export async function assertShareOnApproval(tx: Tx, orderId: string, buyerId: string, percent: number): Promise<void> {
  const byTool = new Map<string, { name: string; quantity: number }>();
  for (const line of (await linesByOrder(tx, [orderId])).get(orderId) ?? []) {
    if (!line.toolId || line.quoteId !== null) continue;
    const seen = byTool.get(line.toolId);
    byTool.set(line.toolId, { name: line.product, quantity: (seen?.quantity ?? 0) + line.quantity });
  }
  if (byTool.size === 0) return;
  const held = await heldByBuyer(tx, buyerId, [...byTool.keys()], orderId);
  const stock = await tx.select({ id: tools.id, name: tools.name, available: tools.availableQuantity }).from(tools).where(inArray(tools.id, [...byTool.keys()]));
  for (const tool of stock.sort((a, b) => compareIds(a.id, b.id))) {
    const line = byTool.get(tool.id);
    if (!line) continue;
    const own = held.get(tool.id) ?? 0;
    const most = mostOfStock(tool.available + line.quantity + own, percent);
    if (own + line.quantity > most) throw conflict(messages.order.heldShareCap(most, tool.name, own));
  }
}
