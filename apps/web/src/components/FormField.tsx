import type { InputHTMLAttributes, Ref } from "react";
import type { FieldFrameProps } from "./FieldFrame";
import { FieldFrame } from "./FieldFrame";

interface FormFieldProps extends FieldFrameProps, Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  ref?: Ref<HTMLInputElement>;
}

/** An input with its visible label and, under it, its error message (tied by aria-describedby). */
export function FormField({ label, error, hint, className = "", ref, ...input }: FormFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {(control) => <input {...control} ref={ref} className={`input w-full ${error ? "input-error" : ""} ${className}`} {...input} />}
    </FieldFrame>
  );
}
