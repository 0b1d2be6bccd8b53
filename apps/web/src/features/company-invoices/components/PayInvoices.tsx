import { companyInvoiceLabels, formatCents, payInvoicesTexts, type AccountPayment } from "@shop/contract";
import { CreditCard } from "lucide-react";
import { Suspense, lazy, useEffect, useRef, useState } from "react";
import { ErrorState } from "../../../components/ErrorState";
import { CentredSpinner, Spinner } from "../../../components/Loading";
import { QueryError } from "../../../components/QueryView";
import { TestCardForm } from "../../../components/payment/TestCardForm";
import { errorMessage } from "../../../lib/api";
import { usePaymentConfig } from "../../../lib/paymentConfig";
import { useSession } from "../../../lib/session";
import { useConfirmAccountPayment, useInvoicePaymentIntent } from "../api/invoices";

// Stripe's code (and its script from stripe.com) loads only when the server's provider is Stripe.
const StripeCardForm = lazy(() => import("../../../components/payment/StripeCardForm"));

interface PayInvoicesProps {
  allocations: { invoiceNumber: number; amount: number }[];
  totalCents: number;
  onBack: () => void;
  onPaid: (payment: AccountPayment) => void;
}

/**
 * The card step of paying several invoices: the server keeps a pending payment of exactly these
 * amounts (asked once per choice; asked again it answers the same payment), the provider's card
 * form charges it, then the server applies it to the invoices.
 */
export function PayInvoices({ allocations, totalCents, onBack, onPaid }: PayInvoicesProps) {
  const { user } = useSession();
  const config = usePaymentConfig();
  const intent = useInvoicePaymentIntent(allocations);
  const confirm = useConfirmAccountPayment();
  const [charged, setCharged] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // The card step replaces the Pay button: the focus goes to its heading, not to the page's body.
  useEffect(() => heading.current?.focus(), []);

  const apply = (paymentId: string) => confirm.mutate(paymentId, { onSuccess: onPaid });
  const onConfirmed = () => {
    setCharged(true);
    if (intent.data) apply(intent.data.paymentId);
  };

  let content;
  if (charged) {
    content = confirm.isError ? (
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
  } else if (config.isPending) {
    content = <CentredSpinner label={payInvoicesTexts.loadingCardForm} padding="py-8" />;
  } else if (config.isError) {
    content = <QueryError query={config} title={payInvoicesTexts.cardFormError} />;
  } else if (intent.isError) {
    content = <ErrorState title={payInvoicesTexts.startError} message={errorMessage(intent.error)} onRetry={() => void intent.refetch()} retrying={intent.isFetching} />;
  } else if (config.data.provider === "stripe") {
    content = (
      <Suspense fallback={<CentredSpinner label={payInvoicesTexts.loadingCardForm} padding="py-8" />}>
        <StripeCardForm
          publishableKey={config.data.publishableKey}
          billing={{ name: user?.displayName ?? "", email: user?.email ?? "" }}
          clientSecret={intent.data?.clientSecret}
          onConfirmed={onConfirmed}
          payLabel={payInvoicesTexts.pay(formatCents(totalCents))}
        />
      </Suspense>
    );
  } else {
    content = <TestCardForm clientSecret={intent.data?.clientSecret} onConfirmed={onConfirmed} payLabel={payInvoicesTexts.pay(formatCents(totalCents))} />;
  }

  return (
    <section aria-labelledby="pay-invoices-heading" className="mt-6 rounded-box border border-base-300 bg-base-100 p-4 sm:p-6">
      <h2 id="pay-invoices-heading" ref={heading} tabIndex={-1} className="mb-2 flex items-center gap-2 font-display text-xl font-bold focus:outline-none">
        <CreditCard className="size-5 text-primary" aria-hidden="true" />
        {companyInvoiceLabels.payHeading}
      </h2>
      <p className="mb-4">{companyInvoiceLabels.paying(formatCents(totalCents), allocations.length)}</p>
      {content}
      {!charged && (
        <button type="button" className="btn btn-ghost btn-sm mt-4" onClick={onBack}>
          {companyInvoiceLabels.changeSelection}
        </button>
      )}
    </section>
  );
}
