import type { Ref, TextareaHTMLAttributes } from "react";
import type { FieldFrameProps } from "./FieldFrame";
import { FieldFrame } from "./FieldFrame";

interface TextAreaFieldProps extends FieldFrameProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> {
  ref?: Ref<HTMLTextAreaElement>;
}

/** FormField's multi-line twin: visible label, and the error tied to it by aria-describedby. */
export function TextAreaField({ label, error, hint, className = "", ref, rows = 4, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {(control) => (
        <textarea {...control} ref={ref} rows={rows} className={`textarea w-full ${error ? "textarea-error" : ""} ${className}`} {...textarea} />
      )}
    </FieldFrame>
  );
}
