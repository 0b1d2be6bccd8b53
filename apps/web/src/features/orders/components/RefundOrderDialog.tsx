import { dollarsToCents, officeOrderTexts, orderOfficeMessages, refundFormLabels, refundMessages, refundReasonMax, refundReferenceLabels } from "@shop/contract";
import { useState } from "react";
import { ReferenceField, referenceProblem } from "../../../components/ReferenceField";
import { TextAreaField } from "../../../components/TextAreaField";
import { errorMessage } from "../../../lib/api";
import { useDebounced } from "../../../lib/checkout";
import { useRefundPreview, type RefundPreviewParts } from "../api/refundPreview";
import { OrderActionDialog, type OfficeOrder } from "./OrderActionDialog";
import { RefundForm, refundChosen, refundEverything, refundParts, type RefundChoice, type RefundPriced } from "./RefundForm";

/** How long the office's typing of units settles before the server is asked to price the choice. */
export const REFUND_PREVIEW_DEBOUNCE_MS = 300;

interface RefundOrderDialogProps {
  open: boolean;
  order: OfficeOrder;
  busy: boolean;
  /** The reason as typed, trimmed (empty: the server writes its own), what to give back, and (money paid by hand) the office's reference. */
  onConfirm: (reason: string, choice: RefundChoice, reference?: string) => void;
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
  const [reference, setReference] = useState("");
  const [choice, setChoice] = useState<RefundChoice>(start);
  const [tried, setTried] = useState(false);
  // Each opening starts empty: the last order's reason and choice are not this one's.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setReason("");
      setReference("");
      setChoice(start);
      setTried(false);
    }
  }
  const tooLong = reason.trim().length > refundReasonMax;
  // Issue 37: cash on delivery and bank deposits are given back by hand; the office notes how (refundByHand records it).
  const byHand = order.paymentMethod === "cod" || order.paymentMethod === "bank_deposit";
  const referenceError = byHand ? referenceProblem(reference, refundReferenceLabels.required) : undefined;
  // Issue 36: the amount is the server's, priced by the credit note's code, asked once the choice
  // settles; until the answer for this very choice arrives the form says it is working it out.
  const partsKey = JSON.stringify(refundParts(choice) ?? null);
  const settledKey = useDebounced(partsKey, REFUND_PREVIEW_DEBOUNCE_MS);
  const settled = settledKey === partsKey;
  const preview = useRefundPreview(order._id, (JSON.parse(settledKey) as RefundPreviewParts | null) ?? undefined, open && settled && refundChosen(choice));
  const priced: RefundPriced = !settled || preview.isFetching ? null : preview.data ? { amountCents: dollarsToCents(preview.data.amount) } : preview.isError ? { refused: errorMessage(preview.error) } : null;

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
        if (!tooLong && referenceError === undefined && refundChosen(choice)) onConfirm(reason.trim(), choice, byHand ? reference.trim() : undefined);
      }}
      onCancel={onCancel}
    >
      <RefundForm order={order} choice={choice} onChange={setChoice} showNothingChosen={tried} priced={priced} />
      <TextAreaField
        label={officeOrderTexts.refundReason}
        rows={2}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        hint={officeOrderTexts.refundReasonHint(refundReasonMax)}
        error={tooLong ? officeOrderTexts.refundReasonTooLong(refundReasonMax) : undefined}
      />
      {byHand && (
        <ReferenceField label={refundReferenceLabels.reference} hint={refundReferenceLabels.hint} value={reference} onChange={setReference} error={tried ? referenceError : undefined} />
      )}
    </OrderActionDialog>
  );
}
