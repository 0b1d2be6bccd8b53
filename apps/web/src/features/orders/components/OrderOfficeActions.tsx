import { cashAndDepositMessages, creditNoteLabel, dollarsToCents, formatDollars, messages, officeOrderTexts, orderOfficeMessages, refundFormLabels, refundMessages, riskyPaymentLabels, type OrderDetail } from "@shop/contract";
import { Ban, Banknote, Landmark, PackageX, ReceiptText, ShieldAlert, ShieldCheck, Truck, Undo2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { errorMessage } from "../../../lib/api";
import { formatCents } from "../../../lib/price";
import { useSubmissionKey } from "../../../lib/submissionKey";
import { useCancelOrder } from "../api/cancelOrder";
import { useRefundOrder } from "../api/refundOrder";
import { useShipOrder } from "../api/shipOrder";
import { OrderActionDialog, type OfficeOrder } from "./OrderActionDialog";
import { RefundOrderDialog } from "./RefundOrderDialog";
import { refundEverything, refundParts, type RefundChoice } from "./RefundForm";
import { ShipOrderDialog } from "./ShipOrderDialog";
import { useDecideRiskyPayment, useMarkReturned, useRecordCash, useRecordDeposit } from "../api/cashAndDeposits";
import { CashReceivedDialog, RecordDepositDialog } from "./CashAndDepositDialogs";

export interface OrderOfficeActionsProps {
  /** `invoiceNumber`: what the order page knows (the list does not: a confirmed order there counts as not yet invoiced). */
  order: OfficeOrder & { invoiceNumber?: number | null; riskyPayment?: OrderDetail["riskyPayment"] };
  /** Names the order in the buttons' accessible names, e.g. "order 3, Rake for ada@example.com". */
  label: string;
}

/** Issue 35: a partial refund starts on the lines, nothing chosen yet. */
const someUnits: RefundChoice = { everything: false, quantities: {}, shipping: false };

/**
 * The office's actions on one paid or shipped order, each behind a dialog that shows the
 * order's lines: Mark shipped (asks for carrier and tracking), Refund (some units or the
 * shipping; the order goes on) and Cancel with refund (everything left; both ask for a reason).
 * A paid order is never simply deleted. An order on account not yet dispatched has no invoice to
 * credit: Cancel order (stock back, nothing credited) instead of the credit buttons.
 */
export function OrderOfficeActions({ order, label }: OrderOfficeActionsProps) {
  const ship = useShipOrder();
  const refund = useRefundOrder();
  // Shipping mails the buyer and a refund gives money back: a retry after a lost answer resends the first key.
  const shipSubmission = useSubmissionKey();
  const refundSubmission = useSubmissionKey();
  const cancel = useCancelOrder();
  const [asking, setAsking] = useState<"ship" | "refund" | "part" | "cancel" | "cash" | "returned" | "deposit" | "accept" | "refuse" | null>(null);
  // Issue 37: a payment SSLCommerz flagged risky waits for the office (the order page knows it; the list does not).
  const risky = order.riskyPayment ?? null;
  const decide = useDecideRiskyPayment();
  const decideSubmission = useSubmissionKey();
  // Issue 37: cash on delivery is paid to the driver (Cash received) or refused at the door (Returned); a deposit is recorded.
  const cashRecord = useRecordCash();
  const returned = useMarkReturned();
  const deposit = useRecordDeposit();
  const cashSubmission = useSubmissionKey();
  const returnedSubmission = useSubmissionKey();
  const depositSubmission = useSubmissionKey();
  const awaitingCash = order.paymentMethod === "cod" && !order.paid && (order.status === "confirmed" || order.status === "shipped");
  const awaitingDeposit = order.paymentMethod === "bank_deposit" && order.status === "unpaid";
  // Issue 28: an order confirmed on account is shipped before it is paid, and corrected with a credit note alone.
  const canShip = order.status === "paid" || order.status === "confirmed";
  // Issue 36 item 4: it is invoiced at dispatch; before that there is nothing to credit, and the office cancels it instead.
  const invoiced = order.status !== "confirmed" || (order.invoiceNumber ?? null) !== null;
  const canRefund = invoiced && !awaitingCash && (order.status === "paid" || order.status === "shipped" || order.status === "confirmed");
  const canCancel = !invoiced;
  const onAccount = Boolean(order.paymentTerms && order.paymentTerms !== "prepaid");
  const refundLabel = onAccount ? officeOrderTexts.cancelWithCreditNote : officeOrderTexts.cancelWithRefund;
  const partLabel = onAccount ? refundFormLabels.actionOnAccount : refundFormLabels.action;
  if (!canShip && !canRefund && !canCancel && !awaitingCash && !awaitingDeposit && !risky) return null;

  const record = <T,>(
    mutation: { isPending: boolean; mutate: (input: T & { idempotencyKey: string }, callbacks: { onSuccess: () => void; onError: (error: Error) => void; onSettled: (data: unknown, error: Error | null) => void }) => void },
    submission: ReturnType<typeof useSubmissionKey>,
    input: T,
    done: string,
  ) => {
    if (mutation.isPending) return;
    mutation.mutate(
      { ...input, idempotencyKey: submission.keyFor(input) },
      {
        onSuccess: () => toast.success(done),
        onError: (error) => toast.error(errorMessage(error)),
        onSettled: (_data, error) => {
          submission.settled(error ?? undefined);
          setAsking(null);
        },
      },
    );
  };

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
  const onRefund = (reason: string, choice: RefundChoice, reference?: string) => {
    if (refund.isPending) return;
    const action = { id: order._id, reason, ...refundParts(choice), ...(reference ? { reference } : {}) };
    refund.mutate(
      { ...action, idempotencyKey: refundSubmission.keyFor(action) },
      {
        onSuccess: (detail) => {
          const note = detail.creditNotes?.at(-1);
          // Issue 36: the amount the server priced and wrote on the credit note, not the dialog's.
          toast.success(detail.status === "cancelled" || !note ? orderOfficeMessages.refunded : refundMessages.partlyRefunded(creditNoteLabel(note.number)), {
            ...(note && { description: refundMessages.noteIssued(creditNoteLabel(note.number), formatCents(dollarsToCents(note.total))) }),
          });
        },
        onError: (error) => toast.error(errorMessage(error)),
        onSettled: (_detail, error) => {
          refundSubmission.settled(error ?? undefined);
          setAsking(null);
        },
      },
    );
  };

  const onCancelOrder = () => {
    if (cancel.isPending) return;
    cancel.mutate(order._id, {
      onSuccess: () => toast.success(orderOfficeMessages.cancelled),
      onError: (error) => toast.error(errorMessage(error)),
      onSettled: () => setAsking(null),
    });
  };

  // A label may wrap inside its button (h-auto) rather than run out of it in a narrow column.
  return (
    <>
      {canShip && (
        <button type="button" className="btn btn-primary btn-sm h-auto min-h-8 py-1" aria-label={officeOrderTexts.markShippedFor(label)} onClick={() => setAsking("ship")}>
          <Truck className="size-4 shrink-0" aria-hidden="true" />
          {officeOrderTexts.markShipped}
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
      {canCancel && (
        <button type="button" className="btn btn-outline btn-error btn-sm h-auto min-h-8 py-1" aria-label={`${orderOfficeMessages.cancel}: ${label}`} onClick={() => setAsking("cancel")}>
          <Ban className="size-4 shrink-0" aria-hidden="true" />
          {orderOfficeMessages.cancel}
        </button>
      )}
      {awaitingCash && (
        <button type="button" className="btn btn-primary btn-sm h-auto min-h-8 py-1" aria-label={`${cashAndDepositMessages.cashReceived}: ${label}`} onClick={() => setAsking("cash")}>
          <Banknote className="size-4 shrink-0" aria-hidden="true" />
          {cashAndDepositMessages.cashReceived}
        </button>
      )}
      {awaitingCash && (
        <button type="button" className="btn btn-outline btn-error btn-sm h-auto min-h-8 py-1" aria-label={`${cashAndDepositMessages.returned}: ${label}`} onClick={() => setAsking("returned")}>
          <PackageX className="size-4 shrink-0" aria-hidden="true" />
          {cashAndDepositMessages.returned}
        </button>
      )}
      {awaitingDeposit && (
        <button type="button" className="btn btn-primary btn-sm h-auto min-h-8 py-1" aria-label={`${cashAndDepositMessages.recordDeposit}: ${label}`} onClick={() => setAsking("deposit")}>
          <Landmark className="size-4 shrink-0" aria-hidden="true" />
          {cashAndDepositMessages.recordDeposit}
        </button>
      )}
      {risky && (
        <div role="group" aria-label={riskyPaymentLabels.heading} className="flex w-full flex-col gap-2 rounded-box border border-warning p-3">
          <p className="font-semibold">{riskyPaymentLabels.heading}</p>
          <p className="text-sm">{riskyPaymentLabels.intro(risky.method, formatDollars(risky.amount), risky.transactionId ?? "—")}</p>
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn btn-primary btn-sm h-auto min-h-8 py-1" aria-label={`${riskyPaymentLabels.accept}: ${label}`} onClick={() => setAsking("accept")}>
              <ShieldCheck className="size-4 shrink-0" aria-hidden="true" />
              {riskyPaymentLabels.accept}
            </button>
            <button type="button" className="btn btn-outline btn-error btn-sm h-auto min-h-8 py-1" aria-label={`${riskyPaymentLabels.refuse}: ${label}`} onClick={() => setAsking("refuse")}>
              <ShieldAlert className="size-4 shrink-0" aria-hidden="true" />
              {riskyPaymentLabels.refuse}
            </button>
          </div>
        </div>
      )}
      {risky && (
        <OrderActionDialog
          open={asking === "accept" || asking === "refuse"}
          title={asking === "refuse" ? riskyPaymentLabels.confirmRefuse : riskyPaymentLabels.confirmAccept}
          order={order}
          confirmLabel={asking === "refuse" ? riskyPaymentLabels.refuse : riskyPaymentLabels.accept}
          tone={asking === "refuse" ? "error" : "primary"}
          busy={decide.isPending}
          onSubmit={() => {
            const accept = asking === "accept";
            record(decide, decideSubmission, { id: order._id, accept }, accept ? riskyPaymentLabels.accepted : riskyPaymentLabels.refused);
          }}
          onCancel={() => setAsking(null)}
        >
          <p className="text-sm">{riskyPaymentLabels.intro(risky.method, formatDollars(risky.amount), risky.transactionId ?? "—")}</p>
        </OrderActionDialog>
      )}
      {awaitingCash && (
        <CashReceivedDialog
          open={asking === "cash"}
          order={order}
          busy={cashRecord.isPending}
          onConfirm={({ amount }) => record(cashRecord, cashSubmission, { id: order._id, amount }, officeOrderTexts.cashReceivedDone)}
          onCancel={() => setAsking(null)}
        />
      )}
      {awaitingCash && (
        <OrderActionDialog
          open={asking === "returned"}
          title={cashAndDepositMessages.returnedConfirm}
          order={order}
          confirmLabel={cashAndDepositMessages.returned}
          tone="error"
          busy={returned.isPending}
          onSubmit={() => record(returned, returnedSubmission, { id: order._id }, officeOrderTexts.returnedDone)}
          onCancel={() => setAsking(null)}
        >
          <p className="text-sm">{cashAndDepositMessages.returnedDetail}</p>
        </OrderActionDialog>
      )}
      {awaitingDeposit && (
        <RecordDepositDialog
          open={asking === "deposit"}
          order={order}
          busy={deposit.isPending}
          onConfirm={(body) => record(deposit, depositSubmission, { id: order._id, ...body }, officeOrderTexts.depositRecorded)}
          onCancel={() => setAsking(null)}
        />
      )}
      {canCancel && (
        <OrderActionDialog
          open={asking === "cancel"}
          title={orderOfficeMessages.cancelConfirm}
          order={order}
          confirmLabel={orderOfficeMessages.cancel}
          tone="error"
          busy={cancel.isPending}
          onSubmit={onCancelOrder}
          onCancel={() => setAsking(null)}
        >
          <p className="text-sm">{orderOfficeMessages.cancelNotInvoiced}</p>
        </OrderActionDialog>
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
