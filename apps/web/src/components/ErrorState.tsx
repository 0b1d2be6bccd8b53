import { sharedUiTexts } from "@shop/contract";
import { RotateCw, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";

interface ErrorStateProps {
  title: string;
  message: string;
  onRetry?: () => void;
  retrying?: boolean;
  /** Another way out, beside Retry (a link to log in again). */
  action?: ReactNode;
}

/** A visible failure with a way to try again (data that did not load). */
export function ErrorState({ title, message, onRetry, retrying = false, action }: ErrorStateProps) {
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-3 rounded-box border border-error/30 bg-error/5 px-6 py-8 text-center">
      <TriangleAlert className="size-8 text-error" aria-hidden="true" />
      <p className="text-lg font-semibold">{title}</p>
      <p className="text-sm text-base-content/75">{message}</p>
      {(onRetry || action) && (
        <div className="mt-1 flex flex-wrap justify-center gap-2">
          {action}
          {onRetry && (
            <button type="button" className="btn btn-outline btn-sm" onClick={onRetry} disabled={retrying}>
              <RotateCw className={`size-4 ${retrying ? "animate-spin" : ""}`} aria-hidden="true" />
              {sharedUiTexts.retry}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
