import { messages } from "./messages";
import type { OrderStatus } from "./orders";

/**
 * My orders' status badge, in the customer's words. "Paid" is not among them: the Payment
 * column already marks a paid order so (the spec's Paid mark), and says it once.
 */
export const customerOrderStatusLabels: Record<OrderStatus, string> = {
  unpaid: "Awaiting payment",
  paid: "Processing",
  shipped: "Shipped",
  cancelled: "Cancelled",
  expired: messages.order.expiredBadge,
};

/**
 * The office's names of an order's status (Manage All Orders, its filter, the order page):
 * "Pending" is the spec's label for an order that waits for its payment.
 */
export const officeOrderStatusLabels: Record<OrderStatus, string> = {
  unpaid: "Pending",
  paid: "Paid",
  shipped: "Shipped",
  cancelled: "Cancelled",
  expired: "Expired",
};
