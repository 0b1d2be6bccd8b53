import { useRef, useState } from "react";
import { toast } from "sonner";
import { errorMessage } from "./api";

/** The part of a delete (or cancel) mutation the hook drives: it takes the row's id. */
interface RowMutation {
  mutate: (id: string, callbacks: { onSuccess: () => void; onError: (error: unknown) => void; onSettled: () => void }) => void;
  isPending: boolean;
}

interface Paging {
  page: number;
  setPage: (page: number) => void;
  /** How many rows the current page shows (undefined while it has not loaded). */
  rowsOnPage: number | undefined;
}

interface ConfirmedDeleteOptions {
  mutation: RowMutation;
  /** The toast once the row is gone; a failure toasts the server's message instead. */
  successMessage: string;
  /** For a paged list: removing the only row of a later page would leave that page empty, so it goes back one. */
  paging?: Paging;
}

/**
 * A row that is removed only after the ConfirmDialog's yes: which row is being asked about,
 * the handler to ask, and the props for the dialog. The dialog closes however the call ends.
 */
export function useConfirmedDelete<Row extends { _id: string }>({ mutation, successMessage, paging }: ConfirmedDeleteOptions) {
  const [target, setTarget] = useState<Row | null>(null);
  // The dialog's button disables only after a render; a double click must not delete twice.
  const inFlight = useRef(false);

  const onConfirm = () => {
    if (!target || inFlight.current) return;
    inFlight.current = true;
    // Read before the call: the mutation refetches the list before these callbacks run.
    const emptiesPage = paging !== undefined && paging.page > 1 && paging.rowsOnPage === 1;
    mutation.mutate(target._id, {
      onSuccess: () => {
        toast.success(successMessage);
        if (emptiesPage) paging.setPage(paging.page - 1);
      },
      onError: (error) => toast.error(errorMessage(error)),
      onSettled: () => {
        inFlight.current = false;
        setTarget(null);
      },
    });
  };

  return {
    target,
    ask: setTarget,
    dialog: { open: target !== null, busy: mutation.isPending, onConfirm, onCancel: () => setTarget(null) },
  };
}
