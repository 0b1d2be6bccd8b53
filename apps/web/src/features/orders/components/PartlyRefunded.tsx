import { dollarsToCents, refundMessages, type Order } from "@shop/contract";
import { formatCents } from "../../../lib/price";

/**
 * Issue 26: the lists' mark of an order given back in part that goes on (paid or shipped; a
 * refund of everything cancels it and its status says so), with what was refunded and what the
 * buyer still paid for.
 */
export function PartlyRefunded({ order }: { order: Pick<Order, "status" | "price" | "refunded"> }) {
  const refundedCents = dollarsToCents(order.refunded ?? 0);
  if ((order.status !== "paid" && order.status !== "shipped" && order.status !== "confirmed") || refundedCents <= 0) return null;
  return (
    <span className="flex flex-col items-start gap-0.5">
      <span className="badge badge-outline badge-sm whitespace-nowrap">{refundMessages.partly}</span>
      <span className="text-xs text-base-content/75 tabular-nums">{refundMessages.partlyAmounts(formatCents(refundedCents), formatCents(dollarsToCents(order.price) - refundedCents))}</span>
    </span>
  );
}
