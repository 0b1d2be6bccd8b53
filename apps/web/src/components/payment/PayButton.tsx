import { cardFormTexts } from "@shop/contract";
import { useId } from "react";

/** Pay, disabled until the payment's secret has arrived and while a payment is on its way. */
export function PayButton({ ready, paying, label = cardFormTexts.pay }: { ready: boolean; paying: boolean; label?: string | undefined }) {
  const waitId = useId();
  const busy = !ready || paying;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="submit"
        className="btn btn-primary min-w-32"
        disabled={busy}
        aria-describedby={!ready ? waitId : undefined}
      >
        {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {label}
      </button>
      {!ready && (
        <p id={waitId} className="text-sm text-base-content/70">
          {cardFormTexts.preparing}
        </p>
      )}
    </div>
  );
}

/** The card provider's own message (CONTRACT: shown in red). */
export function CardError({ message }: { message: string }) {
  return (
    <p role="alert" className="font-medium text-error">
      {message}
    </p>
  );
}
