import { useRef } from "react";
import { isApiError } from "./api";

/** 128 random bits as hex; crypto.getRandomValues works on plain http too (randomUUID does not). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** No answer arrived (the connection dropped) or the server failed: the same submission may be retried safely. */
const answerUnknown = (error: unknown) => !isApiError(error) || error.code === "network_error" || error.status >= 500;

/**
 * One Idempotency-Key per submission of a form. Submitting the same values again after the
 * answer was lost reuses the key, so the server answers the first result instead of placing
 * or charging twice; once an answer has arrived (success or a refusal), or the values change,
 * the next submission gets a new key.
 */
export function useSubmissionKey() {
  const current = useRef<{ key: string; body: string } | null>(null);
  return {
    keyFor(body: unknown): string {
      const text = JSON.stringify(body);
      if (current.current?.body !== text) current.current = { key: newIdempotencyKey(), body: text };
      return current.current.key;
    },
    /** Call with the outcome: a success or a definite refusal ends the submission. */
    settled(error?: unknown): void {
      if (error === undefined || !answerUnknown(error)) current.current = null;
    },
  };
}

/** A mutation of one row by its id, with the Idempotency-Key of that action. */
interface KeyedRowMutation {
  mutate: (
    variables: { id: string; idempotencyKey: string },
    callbacks: { onSuccess: () => void; onError: (error: Error) => void; onSettled: (data: unknown, error: Error | null) => void },
  ) => void;
  isPending: boolean;
}

/**
 * A row action (delete, cancel) as useConfirmedDelete drives it, by id, each sent with one
 * Idempotency-Key per row: asked again after a lost answer, the same key; after an answer, a new one.
 */
export function useKeyedRowMutation(mutation: KeyedRowMutation) {
  const submission = useSubmissionKey();
  return {
    isPending: mutation.isPending,
    mutate(id: string, callbacks: { onSuccess: () => void; onError: (error: unknown) => void; onSettled: () => void }) {
      mutation.mutate(
        { id, idempotencyKey: submission.keyFor(id) },
        {
          onSuccess: callbacks.onSuccess,
          onError: callbacks.onError,
          onSettled: (_data, error) => {
            submission.settled(error ?? undefined);
            callbacks.onSettled();
          },
        },
      );
    },
  };
}
