import { officePaymentTexts } from "@shop/contract";
import { SubmitButton } from "../../../components/SubmitButton";

interface FormEndProps {
  /** Why the last submit failed, or null. */
  failure: string | null;
  busy: boolean;
  submit: string;
  /** Closes the form without sending it; a form that stays open has none. */
  onCancel?: () => void;
}

/** The end of the office's payment forms (record, apply, refund): the failure, the submit and Cancel. */
export function FormEnd({ failure, busy, submit, onCancel }: FormEndProps) {
  return (
    <>
      {failure && (
        <p role="alert" className="font-medium text-error">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <SubmitButton busy={busy}>{submit}</SubmitButton>
        {onCancel && (
          <button type="button" className="btn btn-ghost" onClick={onCancel}>
            {officePaymentTexts.cancel}
          </button>
        )}
      </div>
    </>
  );
}
