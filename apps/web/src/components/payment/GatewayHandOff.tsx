import { cardFormTexts } from "@shop/contract";
import { ExternalLink } from "lucide-react";
import { useId } from "react";
import { errorMessage } from "../../lib/api";
import { useHydrated } from "../../lib/useHydrated";

interface GatewayHandOffProps {
  /** What happens on the gateway's page, said before the buyer leaves. */
  note: string;
  /** The button's words ("Pay with bKash"). */
  label: string;
  /** The session is being made, or made and the browser is leaving: a second press does nothing. */
  going: boolean;
  /** Why the session could not be made, or null. */
  error: unknown;
  onPay: () => void;
}

/**
 * Issue 37: the step before a gateway's own page (bKash, SSLCommerz), for an order and for invoices
 * paid on account alike: the note, the refusal if any, and the one button that asks the server for
 * the session and leaves for it. The server decides what is paid, never the page the buyer returns to.
 */
export function GatewayHandOff({ note, label, going, error, onPay }: GatewayHandOffProps) {
  // Pressed in the server's HTML before the page's code runs, the button would do nothing: until
  // then it is disabled and says why, as the card's Pay does (issue 37).
  const hydrated = useHydrated();
  const waitId = useId();
  return (
    <div className="flex flex-col gap-3">
      <p className="text-base-content/80">{note}</p>
      {error !== null && error !== undefined && (
        <p role="alert" className="font-medium text-error">
          {errorMessage(error)}
        </p>
      )}
      <button
        type="button"
        className="btn btn-primary self-start"
        disabled={!hydrated}
        aria-disabled={going || undefined}
        aria-describedby={!hydrated ? waitId : undefined}
        onClick={() => {
          if (!going) onPay();
        }}
      >
        {going ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : <ExternalLink className="size-4" aria-hidden="true" />}
        {label}
      </button>
      {!hydrated && (
        <p id={waitId} className="text-sm text-base-content/70">
          {cardFormTexts.preparing}
        </p>
      )}
    </div>
  );
}
