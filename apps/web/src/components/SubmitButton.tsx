import type { ReactNode } from "react";
import { useHydrated } from "../lib/useHydrated";

interface SubmitButtonProps {
  busy: boolean;
  children: ReactNode;
  /** An icon shown when not busy (the spinner takes its place while busy). */
  icon?: ReactNode;
  className?: string;
}

/**
 * A form's submit button that stays focusable while the form is being sent: a disabled button
 * drops keyboard focus to the page's start. The form's handler ignores submits while busy.
 */
export function SubmitButton({ busy, children, icon, className = "" }: SubmitButtonProps) {
  const hydrated = useHydrated();
  return (
    // Disabled until the page hydrates (a press before would send the plain HTML form); in a deferred
    // form's HTML it is enabled then, and its press pressed again once the form is in (lib/deferredForms.tsx).
    <button type="submit" disabled={!hydrated} data-waits-for-hydration={hydrated ? undefined : ""} aria-disabled={busy || undefined} className={`btn btn-primary ${busy ? "cursor-progress opacity-80" : ""} ${className}`}>
      {busy ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : icon}
      {children}
    </button>
  );
}
