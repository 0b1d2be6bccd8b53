import { TRANSFER_REFERENCE_MAX } from "@shop/contract";
import { FormField } from "./FormField";

interface ReferenceFieldProps {
  /** What the reference is of, in the form's own words (a transfer's, a receipt's). */
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/**
 * The office's note of money that moved outside the shop (a bank transfer's reference, a receipt's
 * number): the one input of the transfer form, the bank deposit's record and the refunds by hand
 * (an order's, a payment on account's), held to the contract's length.
 */
export function ReferenceField({ label, hint, value, onChange, error }: ReferenceFieldProps) {
  return <FormField label={label} name="reference" autoComplete="off" maxLength={TRANSFER_REFERENCE_MAX} value={value} onChange={(event) => onChange(event.target.value)} hint={hint} error={error} />;
}

/** The forms' one rule before sending: a reference of blanks is none; `required` says so in the form's words. */
export const referenceProblem = (reference: string, required: string): string | undefined => (reference.trim() === "" ? required : undefined);
