import { messages, orderOfficeMessages, type Order } from "@shop/contract";
import { Truck, Undo2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { errorMessage } from "../../../lib/api";
import { useRefundOrder } from "../api/refundOrder";
import { useShipOrder } from "../api/shipOrder";
import { ShipOrderDialog } from "./ShipOrderDialog";

type OfficeOrder = Pick<Order, "_id" | "status" | "product" | "quantity" | "name" | "email">;

interface OrderOfficeActionsProps {
  order: OfficeOrder;
  /** Names the order in the buttons' accessible names, e.g. "order 3, Rake for ada@example.com". */
  label: string;
}

export const describeOrder = (order: OfficeOrder) => `${order.product} × ${order.quantity} for ${order.name} (${order.email}).`;

/**
 * The office's actions on one paid or shipped order, each behind a confirmation: Mark shipped
 * (asks for carrier and tracking) and Cancel with refund. A paid order is never simply deleted.
 */
export function OrderOfficeActions({ order, label }: OrderOfficeActionsProps) {
  const ship = useShipOrder();
  const refund = useRefundOrder();
  const [asking, setAsking] = useState<"ship" | "refund" | null>(null);
  const canShip = order.status === "paid";
  const canRefund = order.status === "paid" || order.status === "shipped";
  if (!canShip && !canRefund) return null;

  const onShip = (shipment: { carrier: string; trackingNumber: string }) => {
    if (ship.isPending) return;
    ship.mutate(
      { id: order._id, ...shipment },
      {
        onSuccess: () => toast.success(messages.order.shipped),
        onError: (error) => toast.error(errorMessage(error)),
        onSettled: () => setAsking(null),
      },
    );
  };
  const onRefund = () => {
    if (refund.isPending) return;
    refund.mutate(order._id, {
      onSuccess: () => toast.success(orderOfficeMessages.refunded),
      onError: (error) => toast.error(errorMessage(error)),
      onSettled: () => setAsking(null),
    });
  };

  return (
    <>
      {canShip && (
        <button type="button" className="btn btn-primary btn-sm whitespace-nowrap" aria-label={`Mark shipped: ${label}`} onClick={() => setAsking("ship")}>
          <Truck className="size-4" aria-hidden="true" />
          Mark shipped
        </button>
      )}
      {canRefund && (
        <button
          type="button"
          className="btn btn-outline btn-error btn-sm whitespace-nowrap"
          aria-label={`Cancel with refund: ${label}`}
          onClick={() => setAsking("refund")}
        >
          <Undo2 className="size-4" aria-hidden="true" />
          Cancel with refund
        </button>
      )}
      <ShipOrderDialog open={asking === "ship"} detail={describeOrder(order)} busy={ship.isPending} onConfirm={onShip} onCancel={() => setAsking(null)} />
      <ConfirmDialog
        open={asking === "refund"}
        question={orderOfficeMessages.refundConfirm}
        detail={describeOrder(order)}
        confirmLabel="Cancel with refund"
        busy={refund.isPending}
        onConfirm={onRefund}
        onCancel={() => setAsking(null)}
      />
    </>
  );
}
