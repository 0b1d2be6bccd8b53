import type { ListLine } from "@shop/contract";
import { fitQuantity, listMessages } from "@shop/contract";
import { addToCart, type AddResult } from "../../lib/cart";

export interface AddAllResult {
  added: number;
  /** What went in other than listed, or not at all, in the list's words. */
  notes: string[];
}

/**
 * "Add all to cart": every line through the cart's own `addToCart`, each fitted to today's stock
 * and pack size (as Order again fits a past order); a line that cannot reach its tool's minimum
 * stays out and is named, and so is one the full cart has no room for.
 */
export function addListToCart(lines: readonly ListLine[], add: (productId: string, quantity: number) => AddResult = addToCart): AddAllResult {
  const result: AddAllResult = { added: 0, notes: [] };
  for (const line of lines) {
    const limits = { name: line.product, minimumOrderQuantity: line.minimumOrderQuantity, availableQuantity: line.availableQuantity, packSize: line.packSize };
    const quantity = fitQuantity(limits, Math.max(line.quantity, line.minimumOrderQuantity));
    if (quantity < line.minimumOrderQuantity || quantity <= 0) {
      result.notes.push(listMessages.notAdded(line.product, listMessages.outOfStock));
      continue;
    }
    if (add(line.productId, quantity) === "full") {
      result.notes.push(listMessages.notAdded(line.product, listMessages.cartFull));
      continue;
    }
    result.added += 1;
    if (quantity !== line.quantity) result.notes.push(listMessages.notAdded(line.product, listMessages.fitted(quantity)));
  }
  return result;
}
