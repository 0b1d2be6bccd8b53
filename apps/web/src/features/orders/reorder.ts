import type { Order, Tool } from "@shop/contract";
import { bulkMessages, cartMessages, fitQuantity } from "@shop/contract";
import { lineLimits } from "../../lib/price";

/** One line of a past order: the tool (null once deleted), its name then and the quantity bought. */
interface PastLine {
  productId: string | null;
  product: string;
  quantity: number;
}

/** An order's lines; an order from before carts carries its one line in the spec's fields. */
export function pastLines(order: Pick<Order, "items" | "productId" | "product" | "quantity">): PastLine[] {
  if (order.items && order.items.length > 0) return order.items.map(({ productId, product, quantity }) => ({ productId, product, quantity }));
  return [{ productId: order.productId, product: order.product, quantity: order.quantity }];
}

export interface ReorderPlan {
  lines: { productId: string; quantity: number }[];
  /** What the buyer is told: quantities fitted to today's stock and pack, tools no longer sold. */
  notes: string[];
}

/**
 * Order again: the same lines at today's data. A line is fitted to stock and pack size
 * (contract fitQuantity); a tool gone from the shop, or whose fitted quantity falls under its
 * minimum, is left out and named.
 */
export function planReorder(lines: readonly PastLine[], toolOf: (productId: string) => Tool | null): ReorderPlan {
  const plan: ReorderPlan = { lines: [], notes: [] };
  const skipped: string[] = [];
  for (const line of lines) {
    const tool = line.productId === null ? null : toolOf(line.productId);
    if (!tool || tool.archived) {
      skipped.push(line.product);
      continue;
    }
    const quantity = fitQuantity(lineLimits(tool), Math.max(line.quantity, tool.minimumOrderQuantity));
    if (quantity < tool.minimumOrderQuantity || quantity <= 0) {
      skipped.push(tool.name);
      continue;
    }
    if (quantity !== line.quantity) plan.notes.push(cartMessages.reorderFitted(tool.name, line.quantity, quantity));
    plan.lines.push({ productId: tool._id, quantity });
  }
  if (skipped.length > 0) plan.notes.push(bulkMessages.reorderSkipped(skipped.join(", ")));
  return plan;
}
