import { confirmDialogTexts, messages } from "@shop/contract";
import { useId } from "react";
import { useModalDialog } from "../lib/useModalDialog";

interface ConfirmDialogProps {
  /** Open while set; the question is the spec's 'are you sure? want to delete?' unless given. */
  open: boolean;
  question?: string;
  /** What is about to go, shown under the question (e.g. the product's name). */
  detail?: string;
  confirmLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The spec's delete confirmation as a real modal dialog: the native <dialog> traps focus,
 * closes on Escape and puts focus back where it was.
 */
export function ConfirmDialog({
  open,
  question = messages.confirmDelete,
  detail,
  confirmLabel = confirmDialogTexts.delete,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const ref = useModalDialog(open);
  const titleId = useId();
  const detailId = useId();

  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={titleId}
      aria-describedby={detail ? detailId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <div className="modal-box">
        <h2 id={titleId} className="text-lg font-bold">
          {question}
        </h2>
        {detail && (
          <p id={detailId} className="py-3 text-base-content/80">
            {detail}
          </p>
        )}
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={busy} autoFocus>
            {confirmDialogTexts.keepIt}
          </button>
          <button type="button" className="btn btn-error" onClick={onConfirm} disabled={busy}>
            {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {confirmLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
