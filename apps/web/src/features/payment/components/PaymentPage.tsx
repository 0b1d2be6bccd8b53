import type { Order, PaymentConfig, PaymentMethod } from "@shop/contract";
import { cashAndDepositMessages, messages, onAccountTexts, orderNumber, paymentMethodLabels, paymentPageTexts } from "@shop/contract";
import { ArrowLeft, CircleCheck, CreditCard, FileDown } from "lucide-react";
import type { ReactNode } from "react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { toast } from "sonner";
import { Link, useParams } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { ErrorState } from "../../../components/ErrorState";
import { OrderLines } from "../../../components/OrderLines";
import { OrderNotFound } from "../../../components/OrderNotFound";
import { orderTermsText } from "../../../components/OnAccount";
import { CentredSpinner, LoadingScreen, Spinner } from "../../../components/Loading";
import { QueryError } from "../../../components/QueryView";
import { errorMessage } from "../../../lib/api";
import { formatDeadline } from "../../../lib/dates";
import { isNotFound } from "../../../lib/notFound";
import { useSubmissionKey } from "../../../lib/submissionKey";
import { useOrder } from "../api/getOrder";
import { formatDollars } from "../../../lib/price";
import { usePaymentIntent } from "../api/createPaymentIntent";
import { usePaymentConfig } from "../../../lib/paymentConfig";
import { useRecordPayment } from "../api/recordPayment";
import { useDownloadInvoice } from "../api/downloadInvoice";
import { useFocusOnArrival } from "../../../lib/useFocusOnChange";
import { useSession } from "../../../lib/session";
import { VerifyBeforePaying } from "./VerifyBeforePaying";
import { BankDepositDetails } from "../../../components/BankDepositDetails";
import { PageTitle } from "../../../components/PageTitle";
import { queryKeys } from "../../../lib/query-keys";
import { DeferredSlot, useDeferredForms, type DeferredForms } from "../../../lib/deferredForms";
import { lazyComponent, preloadable } from "../../../lib/preloadable";

// Issue 37: each method's code loads only when the method is shown, and the page hydrates without
// it: the server renders the method's form, the page keeps that HTML while it hydrates, and the
// form's code comes in once the hydrated page is idle, or at once when the buyer reaches for it
// (lib/deferredForms.tsx: what was typed or pressed in the meantime is given to the form). Its
// code, evaluated with the page's, was the longest task of the page's load. Stripe's code (and
// its script from stripe.com) loads only when the server's provider is Stripe.
const testCardCode = preloadable(() => import("../../../components/payment/TestCardForm"));
const stripeCode = preloadable(() => import("../../../components/payment/StripeCardForm"));
const gatewayCode = preloadable(() => import("./GatewayPayment"));
const TestCardForm = lazyComponent(testCardCode, (module) => module.TestCardForm);
const StripeCardForm = lazyComponent(stripeCode, (module) => module.default);
const GatewayPayment = lazyComponent(gatewayCode, (module) => module.default);

/** The code of a method's form: the card's is the server's provider's. */
const codeOf = (method: PaymentMethod, provider: PaymentConfig["provider"] | undefined) => (method !== "card" ? gatewayCode : provider === "stripe" ? stripeCode : testCardCode);

/** /dashboard/payment/{paymentId}: pay for one of your orders by card. */
export function PaymentPage() {
  const { paymentId = "" } = useParams();
  const { user } = useSession();
  const order = useOrder(paymentId);
  const record = useRecordPayment();
  const submission = useSubmissionKey();
  // Set once the provider has confirmed the charge; from then on the page shows the outcome.
  const [transactionId, setTransactionId] = useState<string | null>(null);

  const recordTransaction = (id: string) => {
    const body = { orderId: paymentId, transactionId: id };
    record.mutate({ ...body, idempotencyKey: submission.keyFor(body) }, { onSettled: (_order, error) => submission.settled(error ?? undefined) });
  };
  const confirmed = (id: string) => {
    setTransactionId(id);
    recordTransaction(id);
  };

  let content: ReactNode;
  if (order.isPending) {
    content = <LoadingScreen label={paymentPageTexts.loadingOrder} />;
  } else if (order.isError) {
    content = isNotFound(order.error) ? <OrderNotFound office={user?.role === "admin"} /> : <QueryError query={order} title={paymentPageTexts.couldNotLoadOrder} />;
  } else if (transactionId !== null) {
    content = (
      <PaymentOutcome
        transactionId={transactionId}
        paid={record.data}
        recording={record.isPending}
        error={record.isError ? errorMessage(record.error) : null}
        onRetry={() => recordTransaction(transactionId)}
      />
    );
  } else {
    content = <OrderPayment order={order.data} onConfirmed={confirmed} />;
  }

  return (
    <div className="min-w-0 max-w-3xl">
      <PageTitle>{paymentPageTexts.pageTitle}</PageTitle>
      <Link to="/dashboard" className="btn btn-ghost btn-sm mb-4 gap-2 px-2">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {paymentPageTexts.myOrders}
      </Link>
      {content}
    </div>
  );
}

function Notice({ title, order, children }: { title: string; order: Order; children: ReactNode }) {
  return (
    <section className="rounded-box border border-base-300 bg-base-100 p-4 sm:p-8">
      <h1 className="mb-3 font-display text-3xl font-bold">{title}</h1>
      <div className="flex flex-col gap-2 text-base-content/80">{children}</div>
      <div className="mt-4 rounded-box border border-base-300">
        <OrderLines order={order} />
      </div>
      <Link to="/dashboard" className="btn btn-primary mt-6">
        {paymentPageTexts.goToMyOrders}
      </Link>
    </section>
  );
}

function OrderPayment({ order, onConfirmed }: { order: Order; onConfirmed: (transactionId: string) => void }) {
  const { user } = useSession();
  // The server refuses payments of unverified customers (403); admins pay for anyone.
  const needsVerification = user !== null && user.role !== "admin" && !user.emailVerified;
  // Arriving from the cart's Place order, the focus starts at the greeting, not the page's body.
  const greeting = useFocusOnArrival<HTMLHeadingElement>();
  // Issue 28: an order on the company's account is paid through its invoice, never by card here.
  const terms = orderTermsText(order);
  if (terms && order.status !== "cancelled") {
    return (
      <Notice title={onAccountTexts.noCardTitle} order={order}>
        <p>{onAccountTexts.confirmedNote}</p>
        <p>
          {onAccountTexts.paymentTerms}: {terms}
        </p>
      </Notice>
    );
  }
  if (order.paid) {
    return (
      <Notice title={paymentPageTexts.paidTitle} order={order}>
        <p>{order.status === "shipped" ? paymentPageTexts.shipped : paymentPageTexts.shippedSoon}</p>
        {order.transactionId && (
          <p>
            {paymentPageTexts.transactionId} <code className="select-all break-all font-mono text-base-content">{order.transactionId}</code>
          </p>
        )}
      </Notice>
    );
  }
  // Issue 37: cash on delivery is paid to the driver, never here.
  if (order.paymentMethod === "cod" && (order.status === "confirmed" || order.status === "shipped")) {
    return (
      <Notice title={paymentMethodLabels.cod} order={order}>
        <p>{cashAndDepositMessages.codConfirmed}</p>
        <p>
          {paymentPageTexts.toPayOnDelivery} <span className="font-semibold tabular-nums">{formatDollars(order.price, order.bill?.currency)}</span>
        </p>
      </Notice>
    );
  }
  if (order.status === "expired") {
    return (
      <Notice title={paymentPageTexts.expiredTitle} order={order}>
        <p>{messages.order.expired}</p>
      </Notice>
    );
  }
  if (order.status === "cancelled") {
    return (
      <Notice title={paymentPageTexts.cancelledTitle} order={order}>
        <p>{paymentPageTexts.cancelledNote}</p>
      </Notice>
    );
  }
  return (
    <>
      <h1 ref={greeting} tabIndex={-1} className="font-display text-3xl font-bold [overflow-wrap:anywhere] focus:outline-none sm:text-4xl">
        {paymentPageTexts.hello(order.name)}
      </h1>
      <section aria-label={paymentPageTexts.order} className="mt-6 rounded-box border border-base-300 bg-base-100 p-4 sm:p-6">
        <p className="text-lg [overflow-wrap:anywhere]">
          {paymentPageTexts.payFor} <span className="font-semibold">{order.product}</span>
        </p>
        <div className="mt-3 rounded-box border border-base-300">
          <OrderLines order={order} />
        </div>
        <p className="mt-4 text-xl">
          {paymentPageTexts.pleasePay} <span className="font-bold text-primary">{formatDollars(order.price)}</span>
        </p>
        {order.holdUntil && !order.bankDeposit && <p className="mt-1 text-sm text-base-content/75">{messages.order.payBy(formatDeadline(order.holdUntil))}</p>}
      </section>
      {order.bankDeposit && (
        <div className="mt-6">
          <BankDepositDetails deposit={order.bankDeposit} amount={order.price} currency={order.bill?.currency} />
        </div>
      )}
      <OnlinePayment order={order} needsVerification={needsVerification} onConfirmed={onConfirmed} />
    </>
  );
}

/** The online methods the order may be paid with (issue 37); an older server answers none of them: the card. */
function OnlinePayment({ order, needsVerification, onConfirmed }: { order: Order; needsVerification: boolean; onConfirmed: (transactionId: string) => void }) {
  const online = order.payableWith ?? ["card"];
  const [chosen, setChosen] = useState<PaymentMethod | null>(null);
  const name = useId();
  const method = chosen !== null && online.includes(chosen) ? chosen : (online[0] ?? null);
  const provider = usePaymentConfig().data?.provider;
  // An unverified buyer sees why Pay waits instead of a method's form: no form's code then.
  const shown = needsVerification ? null : method;
  const forms = useDeferredForms(useCallback(() => (shown === null ? Promise.resolve() : codeOf(shown, provider).load()), [shown, provider]));
  const { reach } = forms;
  // A method chosen before its form's code came in: the chosen one's code, now, not the server's form.
  useEffect(() => {
    if (chosen !== null) reach();
  }, [chosen, reach]);
  if (method === null) return null;
  const heading = order.bankDeposit ? paymentPageTexts.orPayOnline : online.length === 1 ? paymentMethodLabels[method] : paymentPageTexts.howWillYouPay;
  const entry =
    method === "card" ? (
      <CardEntry order={order} forms={forms} onConfirmed={onConfirmed} />
    ) : method === "bkash" || method === "sslcommerz" ? (
      <DeferredSlot forms={forms} fallback={<CentredSpinner label={paymentPageTexts.loadingPayment} padding="py-8" />}>
        <GatewayPayment orderId={order._id} method={method} />
      </DeferredSlot>
    ) : null;
  return (
    <section aria-labelledby="card-heading" className="mt-6 rounded-box border border-base-300 bg-base-100 p-4 sm:p-6">
      <h2 id="card-heading" className="mb-4 flex items-center gap-2 font-display text-xl font-bold">
        <CreditCard className="size-5 text-primary" aria-hidden="true" />
        {heading}
      </h2>
      {online.length > 1 && (
        <fieldset className="mb-4 flex flex-wrap gap-2">
          <legend className="sr-only">{paymentPageTexts.paymentMethod}</legend>
          {online.map((option) => (
            <label key={option} className="btn btn-outline btn-sm has-[:checked]:btn-primary">
              <input type="radio" className="sr-only" name={name} value={option} checked={method === option} onChange={() => setChosen(option)} />
              {option === "sslcommerz" ? "SSLCommerz" : paymentMethodLabels[option]}
            </label>
          ))}
        </fieldset>
      )}
      {needsVerification ? <VerifyBeforePaying /> : entry}
    </section>
  );
}

/** The card form of the server's payment provider, once the provider and the payment's secret are known. */
function CardEntry({ order, forms, onConfirmed }: { order: Order; forms: DeferredForms; onConfirmed: (transactionId: string) => void }) {
  const queryClient = useQueryClient();
  const config = usePaymentConfig();
  const intent = usePaymentIntent(order._id, true);

  if (config.isPending) return <CentredSpinner label={paymentPageTexts.loadingCardForm} padding="py-8" />;
  if (config.isError) return <QueryError query={config} title={paymentPageTexts.couldNotLoadCardForm} />;
  if (intent.isError) {
    return (
      <ErrorState
        title={paymentPageTexts.couldNotStart}
        message={errorMessage(intent.error)}
        onRetry={() => {
          // A 409 means the order was paid or cancelled elsewhere: reloading it shows which.
          void queryClient.invalidateQueries({ queryKey: queryKeys.order(order._id) });
          void intent.refetch();
        }}
        retrying={intent.isFetching}
      />
    );
  }
  return (
    <DeferredSlot forms={forms} fallback={<CentredSpinner label={paymentPageTexts.loadingCardForm} padding="py-8" />}>
      {config.data.provider === "stripe" ? (
        <StripeCardForm publishableKey={config.data.publishableKey} billing={{ name: order.name, email: order.email }} clientSecret={intent.data} onConfirmed={onConfirmed} />
      ) : (
        <TestCardForm clientSecret={intent.data} onConfirmed={onConfirmed} />
      )}
    </DeferredSlot>
  );
}

interface PaymentOutcomeProps {
  transactionId: string;
  /** The order as the server recorded it paid. */
  paid: Order | undefined;
  recording: boolean;
  error: string | null;
  onRetry: () => void;
}

/** After the provider charged the card: our server records it, then the spec's congratulations. */
function PaymentOutcome({ transactionId, paid, recording, error, onRetry }: PaymentOutcomeProps) {
  const invoice = useDownloadInvoice();
  // Pay's form is gone once the card is charged: focus goes to the message that took its place,
  // and follows it as it changes, rather than falling to the page's body.
  const outcome = useRef<HTMLElement>(null);
  const stage = recording ? "recording" : error !== null ? "error" : "done";
  useEffect(() => {
    outcome.current?.focus();
  }, [stage]);

  const idLine = (
    <p>
      {paymentPageTexts.yourTransactionId} <code className="select-all break-all font-mono font-semibold">{transactionId}</code>
    </p>
  );
  if (recording) {
    return (
      <section ref={outcome} tabIndex={-1} className="flex flex-col items-center gap-3 rounded-box border border-base-300 bg-base-100 p-8 text-center">
        <Spinner label={paymentPageTexts.recording} size="lg" />
        <p>{paymentPageTexts.recordingNow}</p>
      </section>
    );
  }
  if (error !== null) {
    return (
      <section ref={outcome} tabIndex={-1} role="alert" className="flex flex-col gap-3 rounded-box border border-error/30 bg-error/5 p-6">
        <h1 className="font-display text-2xl font-bold">{paymentPageTexts.notRecorded}</h1>
        <p className="text-error">{error}</p>
        {idLine}
        <p className="text-sm text-base-content/75">{paymentPageTexts.retrySafe}</p>
        <button type="button" className="btn btn-primary self-start" onClick={onRetry}>
          {paymentPageTexts.tryAgain}
        </button>
      </section>
    );
  }
  return (
    <section ref={outcome} tabIndex={-1} role="status" aria-labelledby="payment-completed" className="flex flex-col items-start gap-3 rounded-box border border-success/30 bg-success/5 p-6 sm:p-8">
      <CircleCheck className="size-10 text-success" aria-hidden="true" />
      <h1 id="payment-completed" className="font-display text-2xl font-bold text-success sm:text-3xl">
        {messages.payment.completed}
      </h1>
      {idLine}
      {paid && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-base-content/75">{paymentPageTexts.amountPaid}</dt>
          {/* In the order's own currency, as its invoice states it. */}
          <dd className="font-semibold tabular-nums">{formatDollars(paid.price, paid.bill?.currency)}</dd>
          <dt className="text-base-content/75">{paymentPageTexts.order}</dt>
          <dd>
            <Link to={`/dashboard/orders/${paid._id}`} className="link link-primary font-mono font-semibold" aria-label={paymentPageTexts.orderNumber(orderNumber(paid._id))}>
              {orderNumber(paid._id)}
            </Link>
          </dd>
        </dl>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        {paid && (
          <button
            type="button"
            className="btn btn-outline"
            aria-disabled={invoice.isPending || undefined}
            onClick={() => {
              if (invoice.isPending) return;
              invoice.mutate(paid._id, { onError: (failure) => toast.error(errorMessage(failure)) });
            }}
          >
            {invoice.isPending ? <span className="loading loading-spinner loading-xs" aria-hidden="true" /> : <FileDown className="size-4" aria-hidden="true" />}
            {paymentPageTexts.downloadInvoice}
          </button>
        )}
        <Link to="/dashboard" className="btn btn-primary">
          {paymentPageTexts.goToMyOrders}
        </Link>
        <Link to="/tools" className="btn btn-outline">
          {paymentPageTexts.browseTools}
        </Link>
      </div>
    </section>
  );
}
