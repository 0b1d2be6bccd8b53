import type { ReactNode } from "react";
import { useId } from "react";

/** What FormField and TextAreaField take besides their control's own attributes. */
export interface FieldFrameProps {
  label: string;
  /** The validation message shown under the field. */
  error?: string | undefined;
  hint?: string | undefined;
}

/** The attributes that tie a control to its label, hint and error. */
interface ControlWiring {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/** A control's visible label above it and its hint and error under it, tied to it by id and aria-describedby. */
export function FieldFrame({ label, error, hint, children }: FieldFrameProps & { children: (control: ControlWiring) => ReactNode }) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {hint && (
        <p id={hintId} className="text-xs text-base-content/75">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-error">
          {error}
        </p>
      )}
    </div>
  );
}
