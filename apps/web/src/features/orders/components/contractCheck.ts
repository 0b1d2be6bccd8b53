import { useCallback, useRef } from "react";
import { toast } from "sonner";
import { errorMessage } from "../../../lib/api";

/**
 * A dialog's check with the contract's own body schemas, loaded (with zod) at its first use: the
 * order pages render the office's actions without them. A press while they load is not a second
 * check (nor a second order sent); a load that fails says why and leaves the dialog as it was.
 */
export function useContractCheck<T>(load: () => Promise<T>): (check: (schemas: T) => void) => void {
  const checking = useRef(false);
  return useCallback(
    (check) => {
      if (checking.current) return;
      checking.current = true;
      load()
        .then(check, (error: unknown) => void toast.error(errorMessage(error)))
        .finally(() => {
          checking.current = false;
        });
    },
    [load],
  );
}
