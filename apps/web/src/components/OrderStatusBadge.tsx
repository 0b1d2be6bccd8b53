import type { OrderStatus } from "@shop/contract";
import { customerOrderStatusLabels, messages, officeOrderStatusLabels } from "@shop/contract";
import type { LucideIcon } from "lucide-react";
import { Clock, Truck, X } from "lucide-react";

/**
 * One look per status on every page. Solid where the order waits on someone (the soft warning
 * yellow on the cream page is too faint to read); paid is outlined, as My orders' Payment column
 * beside it already shows the solid "Paid" mark.
 */
const looks: Record<OrderStatus, { className: string; icon?: LucideIcon }> = {
  unpaid: { className: "badge-warning" },
  paid: { className: "badge-success badge-outline" },
  shipped: { className: "badge-neutral", icon: Truck },
  cancelled: { className: "badge-error badge-outline", icon: X },
  expired: { className: "badge-ghost badge-outline", icon: Clock },
};

const wordings = { customer: customerOrderStatusLabels, office: officeOrderStatusLabels } as const;

interface OrderStatusBadgeProps {
  status: OrderStatus;
  /**
   * Whose words: the buyer's on My orders ("Awaiting payment", "Processing"), the office's
   * elsewhere (the spec's "Pending", "Paid").
   */
  wording?: keyof typeof wordings;
}

export function OrderStatusBadge({ status, wording = "office" }: OrderStatusBadgeProps) {
  const { className, icon: Icon } = looks[status];
  return (
    <span className={`badge gap-1 whitespace-nowrap font-medium ${className}`} title={status === "expired" ? messages.order.expired : undefined}>
      {Icon && <Icon className="size-3.5" aria-hidden="true" />}
      {wordings[wording][status]}
    </span>
  );
}
