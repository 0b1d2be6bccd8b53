import { useId, type ReactNode } from "react";
import { useModalDialog } from "../../lib/useModalDialog";

interface FormDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** The form, with its own buttons. */
  children: ReactNode;
}

/**
 * An office form (a shipping zone, a method, a tax rate, a discount code) as a native modal
 * dialog: focus stays inside, Escape closes it and focus returns to the button that opened it.
 * Its content renders while open only, so each opening starts from the row's saved values.
 */
export function FormDialog({ open, title, onClose, children }: FormDialogProps) {
  const ref = useModalDialog(open);
  const titleId = useId();
  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="modal-box max-h-[90dvh] max-sm:px-4 sm:max-w-2xl">
        <h2 id={titleId} className="mb-4 text-lg font-bold">
          {title}
        </h2>
        {open && children}
      </div>
    </dialog>
  );
}

/** The dialog's Cancel and Save. */
export function DialogActions({ busy, saveLabel, onCancel }: { busy: boolean; saveLabel: string; onCancel: () => void }) {
  return (
    <div className="modal-action flex-wrap">
      <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={busy}>
        Cancel
      </button>
      <button type="submit" className={`btn btn-primary ${busy ? "cursor-progress opacity-80" : ""}`} aria-disabled={busy || undefined}>
        {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {saveLabel}
      </button>
    </div>
  );
}
