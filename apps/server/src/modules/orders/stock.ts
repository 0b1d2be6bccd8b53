import { lineMessages, messages } from "@shop/contract";
import { and, eq, gte, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { tools } from "../../db/schema";
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
   * The most this line may take of what is in stock, in percent, rounded up to whole units (so
   * the last unit can still be sold); null when the office agreed the quantity in a quote.
   */
  maxSharePercent: number | null;
}

/** The most units one line may take when `available` are in stock and it may take `percent` of them. */
export const mostOfStock = (available: number, percent: number) => Math.ceil((available * percent) / 100);

/**
 * Takes the stock of every line, or throws 409 and the transaction gives back what it took.
 * Each update is conditional (`available >= quantity`), so concurrent orders never drive a
 * stock below zero; the tools are updated in id order, so two carts holding the same tools in
 * opposite orders lock them in the same order and cannot deadlock.
 */
export async function takeStock(tx: Tx, lines: readonly StockLine[]): Promise<void> {
  for (const line of [...lines].sort((a, b) => compareIds(a.tool.id, b.tool.id))) {
    const [taken] = await tx
      .update(tools)
      .set({ availableQuantity: sql`${tools.availableQuantity} - ${line.quantity}` })
      .where(
        and(
          eq(tools.id, line.tool.id),
          gte(tools.availableQuantity, line.quantity),
          // Integer arithmetic of mostOfStock: ceil(available * percent / 100) >= quantity.
          line.maxSharePercent === null ? undefined : sql`${tools.availableQuantity} * ${line.maxSharePercent} > (${line.quantity} - 1) * 100`,
        ),
      )
      .returning({ id: tools.id });
    if (!taken) {
      const [left] = await tx.select({ n: tools.availableQuantity }).from(tools).where(eq(tools.id, line.tool.id));
      const available = left?.n ?? 0;
      if (available >= line.quantity && line.maxSharePercent !== null) {
        throw conflict(messages.order.heldShareCap(mostOfStock(available, line.maxSharePercent), line.tool.name));
      }
      throw conflict(lineMessages.tooMany(available, line.tool.name));
    }
  }
}
