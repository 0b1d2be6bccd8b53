import { messages } from "./messages";
import type { OrderStatus } from "./orders";
import { words } from "./i18n";

/**
 * The one name of each order status, on every page that shows an order (My orders, the order
 * page and its history, the payment page, Manage All Orders and its filter): a buyer and the
 * office talking about one order use the same word. "Unpaid" and "Paid" are the spec's own
 * states of an order (section 4).
 */
export const orderStatusLabels: Record<OrderStatus, string> = words("orderStatusLabels", {
  unpaid: "Unpaid",
  paid: "Paid",
  shipped: "Shipped",
  cancelled: "Cancelled",
  expired: messages.order.expiredBadge,
  awaiting_approval: "Awaiting approval",
  confirmed: "Confirmed",
});

/**
 * The spec's status label of Manage All Orders ("a Pending status label"). Kept as the spec
 * words it, beside the real status of an order that waits for its payment; a Bangla page says it
 * in Bangla (issue 38).
 */
export const specStatusLabels = words("specStatusLabels", { pending: "Pending" } as const);
