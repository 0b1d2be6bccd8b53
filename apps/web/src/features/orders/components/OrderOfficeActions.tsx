import { creditNoteLabel, messages, orderOfficeMessages, refundFormLabels, refundMessages } from "@shop/contract";
import { ReceiptText, Truck, Undo2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { errorMessage } from "../../../lib/api";
import { useSubmissionKey } from "../../../lib/submissionKey";
import { useRefundOrder } from "../api/refundOrder";
import { useShipOrder } from "../api/shipOrder";
import type { OfficeOrder } from "./OrderActionDialog";
import { RefundOrderDialog } from "./RefundOrderDialog";
import { refundEverything, refundParts, type RefundChoice } from "./RefundForm";
import { ShipOrderDialog } from "./ShipOrderDialog";

interface OrderOfficeActionsProps {
  order: OfficeOrder;
  /** Names the order in the buttons' accessible names, e.g. "order 3, Rake for ada@example.com". */
  label: string;
}

/** Issue 35: a partial refund starts on the lines, nothing chosen yet. */
const someUnits: RefundChoice = { everything: false, quantities: {}, shipping: false };

/**
 * The office's actions on one paid or shipped order, each behind a dialog that shows the
 * order's lines: Mark shipped (asks for carrier and tracking), Refund (some units or the
 * shipping; the order goes on) and Cancel with refund (everything left; both ask for a reason).
 * A paid order is never simply deleted.
 */
export function OrderOfficeActions({ order, label }: OrderOfficeActionsProps) {
  const ship = useShipOrder();
  const refund = useRefundOrder();
  // Shipping mails the buyer and a refund gives money back: a retry after a lost answer resends the first key.
  const shipSubmission = useSubmissionKey();
  const refundSubmission = useSubmissionKey();
  const [asking, setAsking] = useState<"ship" | "refund" | "part" | null>(null);
  // Issue 28: an order confirmed on account is shipped before it is paid, and corrected with a credit note alone.
  const canShip = order.status === "paid" || order.status === "confirmed";
  const canRefund = order.status === "paid" || order.status === "shipped" || order.status === "confirmed";
  const onAccount = Boolean(order.paymentTerms && order.paymentTerms !== "prepaid");
  const refundLabel = onAccount ? "Cancel with credit note" : "Cancel with refund";
  const partLabel = onAccount ? refundFormLabels.actionOnAccount : refundFormLabels.action;
  if (!canShip && !canRefund) return null;

  const onShip = (shipment: { carrier: string; trackingNumber: string }) => {
    if (ship.isPending) return;
    const action = { id: order._id, ...shipment };
    ship.mutate(
      { ...action, idempotencyKey: shipSubmission.keyFor(action) },
      {
        onSuccess: () => toast.success(messages.order.shipped),
        onError: (error) => toast.error(errorMessage(error)),
        onSettled: (_order, error) => {
          shipSubmission.settled(error ?? undefined);
          setAsking(null);
        },
      },
    );
  };
  const onRefund = (reason: string, choice: RefundChoice) => {
    if (refund.isPending) return;
    const action = { id: order._id, reason, ...refundParts(choice) };
    refund.mutate(
      { ...action, idempotencyKey: refundSubmission.keyFor(action) },
      {
        onSuccess: (detail) => {
          const note = detail.creditNotes?.at(-1);
          toast.success(detail.status === "cancelled" || !note ? orderOfficeMessages.refunded : refundMessages.partlyRefunded(creditNoteLabel(note.number)));
        },
        onError: (error) => toast.error(errorMessage(error)),
        onSettled: (_detail, error) => {
          refundSubmission.settled(error ?? undefined);
          setAsking(null);
        },
      },
    );
  };

  // A label may wrap inside its button (h-auto) rather than run out of it in a narrow column.
  return (
    <>
      {canShip && (
        <button type="button" className="btn btn-primary btn-sm h-auto min-h-8 py-1" aria-label={`Mark shipped: ${label}`} onClick={() => setAsking("ship")}>
          <Truck className="size-4 shrink-0" aria-hidden="true" />
          Mark shipped
        </button>
      )}
      {canRefund && (
        <button type="button" className="btn btn-outline btn-sm h-auto min-h-8 py-1" aria-label={`${partLabel}: ${label}`} onClick={() => setAsking("part")}>
          <ReceiptText className="size-4 shrink-0" aria-hidden="true" />
          {partLabel}
        </button>
      )}
      {canRefund && (
        <button
          type="button"
          className="btn btn-outline btn-error btn-sm h-auto min-h-8 py-1"
          aria-label={`${refundLabel}: ${label}`}
          onClick={() => setAsking("refund")}
        >
          <Undo2 className="size-4 shrink-0" aria-hidden="true" />
          {refundLabel}
        </button>
      )}
      <ShipOrderDialog open={asking === "ship"} order={order} busy={ship.isPending} onConfirm={onShip} onCancel={() => setAsking(null)} />
      <RefundOrderDialog
        open={asking === "refund" || asking === "part"}
        start={asking === "part" ? someUnits : refundEverything}
        order={order}
        busy={refund.isPending}
        onConfirm={onRefund}
        onCancel={() => setAsking(null)}
      />
    </>
  );
}
