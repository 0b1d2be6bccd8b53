import type { OrderStatus } from "@shop/contract";

/**
 * "Pending" is the spec's label for an order that waits for its payment. Solid badges: the soft
 * warning yellow on the cream page is too faint to read.
 */
const statusLabels: Record<OrderStatus, { label: string; className: string }> = {
  unpaid: { label: "Pending", className: "badge-warning" },
  paid: { label: "Paid", className: "badge-success" },
  shipped: { label: "Shipped", className: "badge-neutral" },
  cancelled: { label: "Cancelled", className: "badge-error badge-outline" },
  expired: { label: "Expired", className: "badge-ghost badge-outline" },
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { label, className } = statusLabels[status];
  return <span className={`badge font-medium whitespace-nowrap ${className}`}>{label}</span>;
}
