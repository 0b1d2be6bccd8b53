import { paymentMethodLabels, paymentPageTexts } from "@shop/contract";
import { GatewayHandOff } from "../../../components/payment/GatewayHandOff";
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
  return (
    <GatewayHandOff
      note={method === "bkash" ? paymentPageTexts.bkashNote : paymentPageTexts.sslcommerzNote}
      label={paymentPageTexts.payWith(nameOf(method))}
      going={session.isPending || session.isSuccess}
      error={session.isError ? session.error : null}
      onPay={() => session.mutate({ orderId, method }, { onSuccess: (url) => navigate(url) })}
    />
  );
}
