import { bulkLabels, cashAndDepositMessages, companyMessages, companyOrderLabels, invoiceLabel, onAccountTexts, type OrderDetail, orderNumber, orderPageTexts, orderStatusLabels, paymentMethodLabels, paymentProviderLabel } from "@shop/contract";
import { CreditCard, FileDown } from "lucide-react";
import { Suspense, useId, type ReactNode } from "react";
import { Link, useParams } from "react-router";
import { toast } from "sonner";
import { OrderLines, orderLines } from "../../../components/OrderLines";
import { OrderNotFound } from "../../../components/OrderNotFound";
import { orderTermsText } from "../../../components/OnAccount";
import { OrderStatusBadge } from "../../../components/OrderStatusBadge";
import { PageTitle } from "../../../components/PageTitle";
import { QueryView } from "../../../components/QueryView";
import { errorMessage } from "../../../lib/api";
import { formatCalendarDay, formatDate, formatDateTime } from "../../../lib/dates";
import { isNotFound } from "../../../lib/notFound";
import { formatDollars } from "../../../lib/price";
import { useSession } from "../../../lib/session";
import { useDownloadInvoice } from "../api/downloadInvoice";
import { useOrderDetail } from "../api/getOrderDetail";
import { CreditNotes } from "./CreditNotes";
import { OrderAgainButton } from "./OrderAgainButton";
import { OrderDestination } from "./OrderDestination";
import { BankDepositDetails } from "../../../components/BankDepositDetails";
import { OrderOfficeActions } from "./LazyOrderOfficeActions";

function Section({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  // Not the title: in Bangla it has spaces and letters an id should not.
  const id = useId();
  return (
    <section className={`min-w-0 rounded-box border border-base-300 bg-base-100 p-4 sm:p-5 ${wide ? "lg:col-span-2" : ""}`} aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1.5 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-base-content/75">{term}</dt>
          <dd className="[overflow-wrap:anywhere] whitespace-pre-line">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What the Shipment box says before (or instead of) a carrier and tracking number. */
function notShipped(status: OrderDetail["status"]): string {
  switch (status) {
    case "cancelled":
      return orderPageTexts.notShippedCancelled;
    case "expired":
      return orderPageTexts.notShippedExpired;
    default:
      return orderPageTexts.notShipped;
  }
}

/** What the Payment box says when no payment was recorded. */
function notPaid(status: OrderDetail["status"]): string {
  if (status === "cancelled") return orderPageTexts.notPaidCancelled;
  if (status === "expired") return orderPageTexts.notPaidExpired;
  if (status === "awaiting_approval") return orderPageTexts.notPaidAwaiting;
  return orderPageTexts.notPaid;
}

/** /dashboard/orders/:orderId: one order for its buyer or the office, with its history, payment, tracking and invoice. */
export function OrderPage() {
  const { orderId = "" } = useParams();
  const order = useOrderDetail(orderId);
  const { user } = useSession();
  const office = user?.role === "admin";

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <PageTitle>{orderPageTexts.pageTitle(orderNumber(orderId))}</PageTitle>
      {order.isError && isNotFound(order.error) ? (
        <OrderNotFound office={office} />
      ) : (
        <QueryView query={order} loadingLabel={orderPageTexts.loading} errorTitle={orderPageTexts.couldNotLoad}>
          {(detail) => <OrderDetailView detail={detail} office={office} own={detail.email === user?.email} />}
        </QueryView>
      )}
    </div>
  );
}

function OrderDetailView({ detail, office, own }: { detail: OrderDetail; office: boolean; own: boolean }) {
  const invoice = useDownloadInvoice();
  const several = orderLines(detail).length > 1;
  // Issue 28: an order on the company's account: its terms and due date instead of a card payment.
  const terms = orderTermsText(detail);
  return (
    <>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold">{orderPageTexts.heading(orderNumber(detail._id))}</h1>
          <p className="text-sm text-base-content/75">
            {orderPageTexts.placed} <time dateTime={detail.createdAt}>{formatDate(detail.createdAt)}</time>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <OrderStatusBadge status={detail.status} />
          {own && detail.status === "unpaid" && (
            <Link to={`/dashboard/payment/${detail._id}`} className="btn btn-primary btn-sm">
              <CreditCard className="size-4" aria-hidden="true" />
              {orderPageTexts.pay}
            </Link>
          )}
          {/* Unpaid, the order itself is still to be paid; the office reorders for nobody. */}
          {own && detail.status !== "unpaid" && <OrderAgainButton order={detail} />}
        </div>
      </header>
      {detail.status === "awaiting_approval" && (
        <p role="status" className="rounded-box border border-info/50 bg-info/10 px-4 py-3 text-sm">
          {companyMessages.awaitingApproval}
          {detail.approvalUntil && (
            <>
              {" "}
              {companyOrderLabels.awaitingUntil} <time dateTime={detail.approvalUntil}>{formatDateTime(detail.approvalUntil)}</time>.
            </>
          )}
        </p>
      )}
      {office && (
        <div className="flex flex-wrap gap-2">
          <Suspense fallback={null}>
            <OrderOfficeActions order={detail} label={orderPageTexts.officeLabel(orderNumber(detail._id))} />
          </Suspense>
          <Link to="/dashboard/manageAllOrders" className="btn btn-ghost btn-sm">
            {orderPageTexts.backToAll}
          </Link>
        </div>
      )}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Section title={several ? orderPageTexts.items : orderPageTexts.item} wide={several}>
          <OrderLines order={detail} />
        </Section>
        <Section title={orderPageTexts.buyer}>
          <Facts
            rows={[
              [orderPageTexts.name, detail.name],
              [orderPageTexts.email, detail.email],
              [orderPageTexts.phone, detail.phone],
              ...(detail.poNumber ? ([[bulkLabels.poNumber, detail.poNumber]] as [string, ReactNode][]) : []),
              ...(detail.deliveryDate ? ([[bulkLabels.deliveryDate, formatCalendarDay(detail.deliveryDate)]] as [string, ReactNode][]) : []),
              // Issue 27: a company's order says who placed it and who approved it.
              ...(detail.placedBy ? ([[companyOrderLabels.placedBy, detail.placedByOffice ? orderPageTexts.placedByOffice(detail.placedBy) : detail.placedBy]] as [string, ReactNode][]) : []),
              ...(detail.approvedBy ? ([[companyOrderLabels.approvedBy, detail.approvedBy]] as [string, ReactNode][]) : []),
              ...(detail.approvalUntil
                ? ([[companyOrderLabels.awaitingUntil, <time key="until" dateTime={detail.approvalUntil}>{formatDateTime(detail.approvalUntil)}</time>]] as [string, ReactNode][])
                : []),
            ]}
          />
        </Section>
        <Section title={orderPageTexts.shipment}>
          <div className="flex flex-col gap-3">
            <OrderDestination order={detail} />
            {detail.carrier && detail.trackingNumber ? (
              <Facts
                rows={[
                  [orderPageTexts.carrier, detail.carrier],
                  [orderPageTexts.trackingNumber, detail.trackingNumber],
                ]}
              />
            ) : (
              <p className="text-sm text-base-content/75">{notShipped(detail.status)}</p>
            )}
          </div>
        </Section>
        <Section title={orderPageTexts.payment}>
          {/* Issue 37: cash on delivery until the driver brings the cash; a deposit's account, reference and deadline. */}
          {detail.paymentMethod === "cod" && !detail.payment && (
            <div className="mb-3 flex flex-col gap-1">
              <p className="font-semibold">{paymentMethodLabels.cod}</p>
              {(detail.status === "confirmed" || detail.status === "shipped") && <p className="text-sm text-base-content/75">{cashAndDepositMessages.codConfirmed}</p>}
            </div>
          )}
          {detail.bankDeposit && (
            <div className="mb-3">
              <BankDepositDetails deposit={detail.bankDeposit} amount={detail.price} currency={detail.bill?.currency} />
            </div>
          )}
          {terms ? (
            <div className="flex flex-col gap-2">
              <Facts rows={[[onAccountTexts.paymentTerms, terms]]} />
              {detail.status === "confirmed" && <p className="text-sm text-base-content/75">{onAccountTexts.confirmedNote}</p>}
            </div>
          ) : detail.payment ? (
            <Facts
              rows={[
                [orderPageTexts.amount, formatDollars(detail.payment.amount)],
                [orderPageTexts.paidAt, formatDateTime(detail.payment.at)],
                [orderPageTexts.provider, paymentProviderLabel(detail.payment.provider)],
                [orderPageTexts.transaction, detail.payment.transactionId],
                ...(detail.refund
                  ? ([
                      [orderPageTexts.refunded, orderPageTexts.refundedOn(formatDollars(detail.refund.amount), formatDateTime(detail.refund.at))],
                      [orderPageTexts.reason, detail.refund.reason],
                    ] as [string, ReactNode][])
                  : []),
              ]}
            />
          ) : (
            <p className="text-sm text-base-content/75">{notPaid(detail.status)}</p>
          )}
          {detail.invoiceNumber !== null && (
            <div className="mt-4 flex flex-wrap items-center gap-3">
              <span className="text-sm">{orderPageTexts.invoice(invoiceLabel(detail.invoiceNumber))}</span>
              <button
                type="button"
                className="btn btn-outline btn-sm"
                aria-disabled={invoice.isPending || undefined}
                onClick={() => {
                  if (invoice.isPending || detail.invoiceNumber === null) return;
                  invoice.mutate({ id: detail._id, invoiceNumber: detail.invoiceNumber }, { onError: (error) => toast.error(errorMessage(error)) });
                }}
              >
                {invoice.isPending ? <span className="loading loading-spinner loading-xs" aria-hidden="true" /> : <FileDown className="size-4" aria-hidden="true" />}
                {orderPageTexts.downloadInvoice}
              </button>
            </div>
          )}
          <CreditNotes detail={detail} />
        </Section>
      </div>
      <Section title={orderPageTexts.history}>
        <ol className="flex flex-col gap-2 text-sm" aria-label={orderPageTexts.statusHistory}>
          {detail.history.map((step, index) => (
            <li key={`${step.at}-${index}`} className="flex flex-col gap-0.5 border-l-2 border-primary/60 pl-3 sm:flex-row sm:gap-3">
              <time dateTime={step.at} className="whitespace-nowrap text-base-content/75">
                {formatDateTime(step.at)}
              </time>
              <span className="[overflow-wrap:anywhere]">
                <strong>{orderStatusLabels[step.status]}</strong>
                {step.note && <span> — {step.note}</span>}
                {step.by && <span className="text-base-content/75">{orderPageTexts.byWhom(step.by)}</span>}
              </span>
            </li>
          ))}
        </ol>
      </Section>
    </>
  );
}
