import { companyInvoiceLabels, formatCents, gatewayNames, payInvoicesTexts, type AccountPayment, type GatewayMethod, type PaymentConfig } from "@shop/contract";
import { CreditCard } from "lucide-react";
import { Suspense, lazy, useEffect, useId, useRef, useState } from "react";
import { ErrorState } from "../../../components/ErrorState";
import { CentredSpinner, Spinner } from "../../../components/Loading";
import { QueryError } from "../../../components/QueryView";
import { GatewayHandOff } from "../../../components/payment/GatewayHandOff";
import { TestCardForm } from "../../../components/payment/TestCardForm";
import { errorMessage } from "../../../lib/api";
import { usePaymentConfig } from "../../../lib/paymentConfig";
import { useSession } from "../../../lib/session";
import { useConfirmAccountPayment, useInvoicePaymentIntent, useStartInvoicePaymentSession } from "../api/invoices";

// Stripe's code (and its script from stripe.com) loads only when the server's provider is Stripe.
const StripeCardForm = lazy(() => import("../../../components/payment/StripeCardForm"));

interface PayInvoicesProps {
  allocations: { invoiceNumber: number; amount: number }[];
  totalCents: number;
  onBack: () => void;
  onPaid: (payment: AccountPayment) => void;
  /** Where the browser goes for a gateway's page: a parameter, so the tests watch it instead of leaving the page. */
  navigate?: (url: string) => void;
}

const leaveFor = (url: string) => window.location.assign(url);

/**
 * The pay step of several invoices. The card stays as it was: the server keeps a pending payment
 * of exactly these amounts (asked once per choice; asked again it answers the same payment), the
 * provider's card form charges it, then the server applies it to the invoices. Issue 37: when the
 * shop also offers bKash or SSLCommerz in its currency, the member may choose one instead and pays
 * on its page; the server applies what the gateway confirms, and the member comes back here.
 */
export function PayInvoices({ allocations, totalCents, onBack, onPaid, navigate = leaveFor }: PayInvoicesProps) {
  const config = usePaymentConfig();
  const gateways = config.data?.gateways ?? [];
  const [chosen, setChosen] = useState<"card" | GatewayMethod>("card");
  const method = chosen === "card" || gateways.includes(chosen) ? chosen : "card";
  const [charged, setCharged] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const name = useId();
  // The pay step replaces the Pay button: the focus goes to its heading, not to the page's body.
  useEffect(() => heading.current?.focus(), []);

  let content;
  if (config.isPending) {
    content = <CentredSpinner label={payInvoicesTexts.loadingCardForm} padding="py-8" />;
  } else if (config.isError) {
    content = <QueryError query={config} title={payInvoicesTexts.cardFormError} />;
  } else if (method === "card") {
    content = <CardStep config={config.data} allocations={allocations} totalCents={totalCents} onPaid={onPaid} charged={charged} onCharged={() => setCharged(true)} />;
  } else {
    content = <GatewayStep method={method} allocations={allocations} navigate={navigate} />;
  }

  return (
    <section aria-labelledby="pay-invoices-heading" className="mt-6 rounded-box border border-base-300 bg-base-100 p-4 sm:p-6">
      <h2 id="pay-invoices-heading" ref={heading} tabIndex={-1} className="mb-2 flex items-center gap-2 font-display text-xl font-bold focus:outline-none">
        <CreditCard className="size-5 text-primary" aria-hidden="true" />
        {gateways.length > 0 ? companyInvoiceLabels.payHeadingChoice : companyInvoiceLabels.payHeading}
      </h2>
      <p className="mb-4">{companyInvoiceLabels.paying(formatCents(totalCents), allocations.length)}</p>
      {gateways.length > 0 && !charged && (
        <fieldset className="mb-4 flex flex-wrap gap-2">
          <legend className="sr-only">{companyInvoiceLabels.methodLegend}</legend>
          {(["card", ...gateways] as const).map((option) => (
            <label key={option} className="btn btn-outline btn-sm has-[:checked]:btn-primary">
              <input type="radio" className="sr-only" name={name} value={option} checked={method === option} onChange={() => setChosen(option)} />
              {option === "card" ? companyInvoiceLabels.card : gatewayNames[option]}
            </label>
          ))}
        </fieldset>
      )}
      {content}
      {!charged && (
        <button type="button" className="btn btn-ghost btn-sm mt-4" onClick={onBack}>
          {companyInvoiceLabels.changeSelection}
        </button>
      )}
    </section>
  );
}

/** The card: its form charges the pending payment, then the server applies it. Asked only once the card is chosen. */
function CardStep({
  config,
  allocations,
  totalCents,
  onPaid,
  charged,
  onCharged,
}: {
  config: PaymentConfig;
  allocations: PayInvoicesProps["allocations"];
  totalCents: number;
  onPaid: PayInvoicesProps["onPaid"];
  charged: boolean;
  onCharged: () => void;
}) {
  const { user } = useSession();
  const intent = useInvoicePaymentIntent(allocations);
  const confirm = useConfirmAccountPayment();
  const apply = (paymentId: string) => confirm.mutate(paymentId, { onSuccess: onPaid });
  const onConfirmed = () => {
    onCharged();
    if (intent.data) apply(intent.data.paymentId);
  };

  if (charged) {
    return confirm.isError ? (
      <div role="alert" className="flex flex-col gap-3 rounded-box border border-error/30 bg-error/5 p-4">
        <p className="font-semibold">{payInvoicesTexts.chargedNotRecorded}</p>
        <p className="text-error">{errorMessage(confirm.error)}</p>
        <p className="text-sm text-base-content/75">{payInvoicesTexts.safeToRetry}</p>
        <button type="button" className="btn btn-primary self-start" onClick={() => intent.data && apply(intent.data.paymentId)}>
          {payInvoicesTexts.tryAgain}
        </button>
      </div>
    ) : (
      <div className="flex items-center gap-3 py-4">
        <Spinner label={payInvoicesTexts.recordingLabel} />
        <p>{payInvoicesTexts.recording}</p>
      </div>
    );
  }
  if (intent.isError) {
    return <ErrorState title={payInvoicesTexts.startError} message={errorMessage(intent.error)} onRetry={() => void intent.refetch()} retrying={intent.isFetching} />;
  }
  if (config.provider === "stripe") {
    return (
      <Suspense fallback={<CentredSpinner label={payInvoicesTexts.loadingCardForm} padding="py-8" />}>
        <StripeCardForm
          publishableKey={config.publishableKey}
          billing={{ name: user?.displayName ?? "", email: user?.email ?? "" }}
          clientSecret={intent.data?.clientSecret}
          onConfirmed={onConfirmed}
          payLabel={payInvoicesTexts.pay(formatCents(totalCents))}
        />
      </Suspense>
    );
  }
  return <TestCardForm clientSecret={intent.data?.clientSecret} onConfirmed={onConfirmed} payLabel={payInvoicesTexts.pay(formatCents(totalCents))} />;
}

/** bKash or SSLCommerz: the server keeps a pending payment of these amounts and answers the gateway's page. */
function GatewayStep({ method, allocations, navigate }: { method: GatewayMethod; allocations: PayInvoicesProps["allocations"]; navigate: (url: string) => void }) {
  const session = useStartInvoicePaymentSession();
  return (
    <GatewayHandOff
      note={companyInvoiceLabels.gatewayIntro(method)}
      label={companyInvoiceLabels.payWith(gatewayNames[method])}
      going={session.isPending || session.isSuccess}
      error={session.isError ? session.error : null}
      onPay={() => session.mutate({ allocations, method }, { onSuccess: (url) => navigate(url) })}
    />
  );
}
