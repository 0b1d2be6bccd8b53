import type { Order } from "@shop/contract";
import { officeOrderTexts } from "@shop/contract";
import { useId, type FormEvent, type ReactNode } from "react";
import { useModalDialog } from "../../../lib/useModalDialog";
import { OrderLines, type OrderWithLines } from "../../../components/OrderLines";

/** What the office's dialogs show of the order they act on. */
export type OfficeOrder = OrderWithLines & Pick<Order, "status" | "name" | "email" | "address" | "postalCode" | "country" | "refunded" | "shippingRefunded" | "paymentTerms" | "paymentMethod" | "paid" | "price">;

interface OrderActionDialogProps {
  open: boolean;
  title: string;
  order: OfficeOrder;
  /** The confirming button's text; it names the action, as the row's button did. */
  confirmLabel: string;
  /** Mark shipped moves the order on (primary); a refund takes the sale back (error). */
  tone: "primary" | "error";
  busy: boolean;
  /** Runs when the form is submitted and nothing is on its way; checks its own fields. */
  onSubmit: () => void;
  onCancel: () => void;
  /** The fields the action asks for. */
  children: ReactNode;
}

/**
 * The office's confirmation of an action on one order, as a native modal dialog (focus kept
 * inside, Escape closes, focus returns). It shows what the action touches: every line of the
 * order with its quantity, unit price and line total, the total, and whose order it is.
 */
export function OrderActionDialog({ open, title, order, confirmLabel, tone, busy, onSubmit, onCancel, children }: OrderActionDialogProps) {
  const ref = useModalDialog(open);
  const titleId = useId();
  const buyerId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };

  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={titleId}
      aria-describedby={buyerId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <form className="modal-box max-sm:px-4" onSubmit={submit} noValidate>
        <h2 id={titleId} className="text-lg font-bold">
          {title}
        </h2>
        <p id={buyerId} className="pt-2 text-base-content/80 [overflow-wrap:anywhere]">
          {officeOrderTexts.forBuyer(order.name, order.email)}
        </p>
        {/* Rendered while open only: twenty rows of closed dialogs need no tables of their own. */}
        {open && (
          <div className="my-3 rounded-box border border-base-300">
            <OrderLines order={order} />
          </div>
        )}
        <div className="flex flex-col gap-2">{children}</div>
        <div className="modal-action flex-wrap">
          <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={busy}>
            {officeOrderTexts.keep}
          </button>
          <button type="submit" className={`btn ${tone === "primary" ? "btn-primary" : "btn-error"}`} disabled={busy}>
            {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {confirmLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
