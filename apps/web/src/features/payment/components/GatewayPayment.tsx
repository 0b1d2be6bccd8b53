import { paymentMethodLabels, paymentPageTexts } from "@shop/contract";
import { ExternalLink } from "lucide-react";
import { errorMessage } from "../../../lib/api";
import { useStartPaymentSession, type GatewayMethod } from "../api/startPaymentSession";

/** Where the browser goes: a parameter, so the tests watch it instead of leaving the page. */
export type Navigate = (url: string) => void;
const leaveFor: Navigate = (url) => window.location.assign(url);

/** The gateway's name, read when the button is drawn (the page's language). */
const nameOf = (method: GatewayMethod): string => (method === "bkash" ? paymentMethodLabels.bkash : "SSLCommerz");

/**
 * Issue 37: pay with bKash or SSLCommerz on the gateway's own page. Loaded only when the buyer
 * chooses such a method (the payment page's first download stays the card's). The server decides
 * what is paid: the page the buyer returns to reads the order again.
 */
export default function GatewayPayment({ orderId, method, navigate = leaveFor }: { orderId: string; method: GatewayMethod; navigate?: Navigate }) {
  const session = useStartPaymentSession();
  const going = session.isPending || session.isSuccess;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-base-content/80">{method === "bkash" ? paymentPageTexts.bkashNote : paymentPageTexts.sslcommerzNote}</p>
      {session.isError && (
        <p role="alert" className="font-medium text-error">
          {errorMessage(session.error)}
        </p>
      )}
      <button
        type="button"
        className="btn btn-primary self-start"
        aria-disabled={going || undefined}
        onClick={() => {
          if (going) return;
          session.mutate({ orderId, method }, { onSuccess: (url) => navigate(url) });
        }}
      >
        {going ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : <ExternalLink className="size-4" aria-hidden="true" />}
        {paymentPageTexts.payWith(nameOf(method))}
      </button>
    </div>
  );
}
