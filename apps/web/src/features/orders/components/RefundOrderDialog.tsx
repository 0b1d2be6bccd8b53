import { orderOfficeMessages, refundReasonMax } from "@shop/contract";
import { useState } from "react";
import { TextAreaField } from "../../../components/TextAreaField";
import { OrderActionDialog, type OfficeOrder } from "./OrderActionDialog";

interface RefundOrderDialogProps {
  open: boolean;
  order: OfficeOrder;
  busy: boolean;
  /** The reason as typed, trimmed; empty when none was given (the server then writes its own). */
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

export const refundReasonLabel = "Reason for the refund";

/**
 * Cancel with refund as a confirmation that shows what is refunded (every line and the total)
 * and takes the reason the buyer will read on their order page.
 */
export function RefundOrderDialog({ open, order, busy, onConfirm, onCancel }: RefundOrderDialogProps) {
  const [reason, setReason] = useState("");
  // Each opening starts empty: the last order's reason is not this one's.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setReason("");
  }
  const tooLong = reason.trim().length > refundReasonMax;

  return (
    <OrderActionDialog
      open={open}
      title={orderOfficeMessages.refundConfirm}
      order={order}
      confirmLabel="Cancel with refund"
      tone="error"
      busy={busy}
      onSubmit={() => {
        if (!tooLong) onConfirm(reason.trim());
      }}
      onCancel={onCancel}
    >
      <TextAreaField
        label={refundReasonLabel}
        rows={2}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        hint={`Optional; the buyer sees it. At most ${refundReasonMax} characters.`}
        error={tooLong ? `The reason must be at most ${refundReasonMax} characters` : undefined}
      />
    </OrderActionDialog>
  );
}
