import type { FieldPath, FieldValues, UseFormSetError } from "react-hook-form";
import { toast } from "sonner";
import { ApiError, errorMessage } from "./api";

/**
 * Puts the messages of a 400 answer under the inputs they belong to. The server names body
 * fields `body.price`; the form knows them as `price`. Returns whether any field matched, so the
 * caller knows whether the user can see what to fix.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fieldNames: readonly FieldPath<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!(error instanceof ApiError)) return false;
  let matched = false;
  for (const field of error.fields) {
    const path = field.path.replace(/^body\./, "");
    const name = fieldNames.find((candidate) => candidate === path);
    if (name) {
      setError(name, { type: "server", message: field.message });
      matched = true;
    }
  }
  return matched;
}

/** A form's failed save: the server's message as a toast, and its field messages under the inputs. */
export function showSubmitError<T extends FieldValues>(error: unknown, fieldNames: readonly FieldPath<T>[], setError: UseFormSetError<T>): void {
  toast.error(errorMessage(error));
  applyServerFieldErrors(error, fieldNames, setError);
}
