import { useEffect, useRef } from "react";

/**
 * A native <dialog> shown as a modal while `open` holds (focus kept inside, Escape closes, focus
 * returns where it was) and closed when it stops holding: the ref goes on the <dialog>.
 */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}
