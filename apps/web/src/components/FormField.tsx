import type { InputHTMLAttributes, Ref } from "react";
import { useId } from "react";

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: string;
  /** The validation message shown under the field. */
  error?: string | undefined;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** An input with its visible label and, under it, its error message (tied by aria-describedby). */
export function FormField({ label, error, hint, className = "", ref, ...input }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`input w-full ${error ? "input-error" : ""} ${className}`}
        {...input}
      />
      {hint && (
        <p id={hintId} className="text-xs text-base-content/60">
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
