import type { OrderStatus } from "@shop/contract";
import { messages, orderStatusLabels } from "@shop/contract";
import type { LucideIcon } from "lucide-react";
import { Check, Clock, FileCheck, Hourglass, Truck, X } from "lucide-react";

/**
 * One look and one name per status on every page. Solid where the order waits on someone (the
 * soft warning yellow on the cream page is too faint to read); outlined once nothing is left
 * for anyone to do but ship or forget it.
 */
const looks: Record<OrderStatus, { className: string; icon?: LucideIcon }> = {
  unpaid: { className: "badge-warning" },
  paid: { className: "badge-success badge-outline", icon: Check },
  shipped: { className: "badge-neutral", icon: Truck },
  cancelled: { className: "badge-error badge-outline", icon: X },
  expired: { className: "badge-ghost badge-outline", icon: Clock },
  awaiting_approval: { className: "badge-info", icon: Hourglass },
  // Invoiced on the company's terms: the office ships it, the company pays later.
  confirmed: { className: "badge-success badge-outline", icon: FileCheck },
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { className, icon: Icon } = looks[status];
  return (
    <span className={`badge gap-1 whitespace-nowrap font-medium ${className}`} title={status === "expired" ? messages.order.expired : undefined}>
      {Icon && <Icon className="size-3.5" aria-hidden="true" />}
      {orderStatusLabels[status]}
    </span>
  );
}
