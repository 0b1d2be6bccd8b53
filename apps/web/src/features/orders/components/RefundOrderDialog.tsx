import { officeOrderTexts, orderOfficeMessages, refundFormLabels, refundMessages, refundReasonMax } from "@shop/contract";
import { useState } from "react";
import { TextAreaField } from "../../../components/TextAreaField";
import { OrderActionDialog, type OfficeOrder } from "./OrderActionDialog";
import { RefundForm, refundChosen, refundEverything, type RefundChoice } from "./RefundForm";

interface RefundOrderDialogProps {
  open: boolean;
  order: OfficeOrder;
  busy: boolean;
  /** The reason as typed, trimmed (empty: the server writes its own), and what to give back. */
  onConfirm: (reason: string, choice: RefundChoice) => void;
  onCancel: () => void;
  /** Issue 35: what the dialog opens on: everything left (Cancel with refund), or some units (Refund). */
  start?: RefundChoice;
}

/**
 * Cancel with refund as a confirmation that shows what is refunded (every line and the total)
 * and takes the reason the buyer will read on their order page.
 */
export function RefundOrderDialog({ open, order, busy, onConfirm, onCancel, start = refundEverything }: RefundOrderDialogProps) {
  const [reason, setReason] = useState("");
  const [choice, setChoice] = useState<RefundChoice>(start);
  const [tried, setTried] = useState(false);
  // Each opening starts empty: the last order's reason and choice are not this one's.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setReason("");
      setChoice(start);
      setTried(false);
    }
  }
  const tooLong = reason.trim().length > refundReasonMax;

  return (
    <OrderActionDialog
      open={open}
      // Issue 26: a partial refund leaves the order standing; only refunding everything cancels it.
      title={choice.everything ? orderOfficeMessages.refundConfirm : refundMessages.confirmPart}
      order={order}
      confirmLabel={choice.everything ? officeOrderTexts.cancelWithRefund : refundFormLabels.submit}
      tone="error"
      busy={busy}
      onSubmit={() => {
        setTried(true);
        if (!tooLong && refundChosen(choice)) onConfirm(reason.trim(), choice);
      }}
      onCancel={onCancel}
    >
      <RefundForm order={order} choice={choice} onChange={setChoice} showNothingChosen={tried} />
      <TextAreaField
        label={officeOrderTexts.refundReason}
        rows={2}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        hint={officeOrderTexts.refundReasonHint(refundReasonMax)}
        error={tooLong ? officeOrderTexts.refundReasonTooLong(refundReasonMax) : undefined}
      />
    </OrderActionDialog>
  );
}
