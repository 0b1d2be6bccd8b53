import { bulkLabels, cashAndDepositMessages, companyMessages, companyOrderLabels, invoiceLabel, onAccountTexts, type OrderDetail, orderNumber, orderStatusLabels, paymentMethodLabels } from "@shop/contract";
import { CreditCard, FileDown } from "lucide-react";
import type { ReactNode } from "react";
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
import { OrderOfficeActions } from "./OrderOfficeActions";
import { BankDepositDetails } from "../../../components/BankDepositDetails";

function Section({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <section className={`min-w-0 rounded-box border border-base-300 bg-base-100 p-4 sm:p-5 ${wide ? "lg:col-span-2" : ""}`} aria-labelledby={`order-${title}`}>
      <h2 id={`order-${title}`} className="mb-3 text-lg font-semibold">
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
      return "Cancelled before it was shipped; nothing will be sent.";
    case "expired":
      return "Expired before it was paid; nothing will be sent.";
    default:
      return "Not shipped yet.";
  }
}

/** What the Payment box says when no payment was recorded. */
function notPaid(status: OrderDetail["status"]): string {
  if (status === "cancelled") return "Cancelled before it was paid.";
  if (status === "expired") return "Not paid in time.";
  if (status === "awaiting_approval") return "It can be paid once approved.";
  return "No payment yet.";
}

/** /dashboard/orders/:orderId: one order for its buyer or the office, with its history, payment, tracking and invoice. */
export function OrderPage() {
  const { orderId = "" } = useParams();
  const order = useOrderDetail(orderId);
  const { user } = useSession();
  const office = user?.role === "admin";

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <PageTitle>{`Order ${orderNumber(orderId)} · AgroForge`}</PageTitle>
      {order.isError && isNotFound(order.error) ? (
        <OrderNotFound office={office} />
      ) : (
        <QueryView query={order} loadingLabel="Loading the order" errorTitle="We could not load this order.">
          {(detail) => <OrderDetailView detail={detail} office={office} own={detail.email === user?.email} />}
        </QueryView>
      )}
    </div>
  );
}

/** How a payment's provider is named: a method by its label (issue 37), a card provider as it is. */
const providerLabels = new Map<string, string>(Object.entries(paymentMethodLabels));

function OrderDetailView({ detail, office, own }: { detail: OrderDetail; office: boolean; own: boolean }) {
  const invoice = useDownloadInvoice();
  const several = orderLines(detail).length > 1;
  // Issue 28: an order on the company's account: its terms and due date instead of a card payment.
  const terms = orderTermsText(detail);
  return (
    <>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold">Order {orderNumber(detail._id)}</h1>
          <p className="text-sm text-base-content/75">
            Placed <time dateTime={detail.createdAt}>{formatDate(detail.createdAt)}</time>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <OrderStatusBadge status={detail.status} />
          {own && detail.status === "unpaid" && (
            <Link to={`/dashboard/payment/${detail._id}`} className="btn btn-primary btn-sm">
              <CreditCard className="size-4" aria-hidden="true" />
              Pay
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
          <OrderOfficeActions order={detail} label={`order ${orderNumber(detail._id)}`} />
          <Link to="/dashboard/manageAllOrders" className="btn btn-ghost btn-sm">
            Back to all orders
          </Link>
        </div>
      )}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Section title={several ? "Items" : "Item"} wide={several}>
          <OrderLines order={detail} />
        </Section>
        <Section title="Buyer">
          <Facts
            rows={[
              ["Name", detail.name],
              ["Email", detail.email],
              ["Phone", detail.phone],
              ...(detail.poNumber ? ([[bulkLabels.poNumber, detail.poNumber]] as [string, ReactNode][]) : []),
              ...(detail.deliveryDate ? ([[bulkLabels.deliveryDate, formatCalendarDay(detail.deliveryDate)]] as [string, ReactNode][]) : []),
              // Issue 27: a company's order says who placed it and who approved it.
              ...(detail.placedBy ? ([[companyOrderLabels.placedBy, detail.placedByOffice ? `${detail.placedBy} (by the office)` : detail.placedBy]] as [string, ReactNode][]) : []),
              ...(detail.approvedBy ? ([[companyOrderLabels.approvedBy, detail.approvedBy]] as [string, ReactNode][]) : []),
              ...(detail.approvalUntil
                ? ([[companyOrderLabels.awaitingUntil, <time key="until" dateTime={detail.approvalUntil}>{formatDateTime(detail.approvalUntil)}</time>]] as [string, ReactNode][])
                : []),
            ]}
          />
        </Section>
        <Section title="Shipment">
          <div className="flex flex-col gap-3">
            <OrderDestination order={detail} />
            {detail.carrier && detail.trackingNumber ? (
              <Facts
                rows={[
                  ["Carrier", detail.carrier],
                  ["Tracking number", detail.trackingNumber],
                ]}
              />
            ) : (
              <p className="text-sm text-base-content/75">{notShipped(detail.status)}</p>
            )}
          </div>
        </Section>
        <Section title="Payment">
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
                ["Amount", formatDollars(detail.payment.amount)],
                ["Paid at", formatDateTime(detail.payment.at)],
                ["Provider", providerLabels.get(detail.payment.provider) ?? detail.payment.provider],
                ["Transaction", detail.payment.transactionId],
                ...(detail.refund
                  ? ([
                      ["Refunded", `${formatDollars(detail.refund.amount)} on ${formatDateTime(detail.refund.at)}`],
                      ["Reason", detail.refund.reason],
                    ] as [string, ReactNode][])
                  : []),
              ]}
            />
          ) : (
            <p className="text-sm text-base-content/75">{notPaid(detail.status)}</p>
          )}
          {detail.invoiceNumber !== null && (
            <div className="mt-4 flex flex-wrap items-center gap-3">
              <span className="text-sm">Invoice {invoiceLabel(detail.invoiceNumber)}</span>
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
                Download invoice
              </button>
            </div>
          )}
          <CreditNotes detail={detail} />
        </Section>
      </div>
      <Section title="History">
        <ol className="flex flex-col gap-2 text-sm" aria-label="Status history">
          {detail.history.map((step, index) => (
            <li key={`${step.at}-${index}`} className="flex flex-col gap-0.5 border-l-2 border-primary/60 pl-3 sm:flex-row sm:gap-3">
              <time dateTime={step.at} className="whitespace-nowrap text-base-content/75">
                {formatDateTime(step.at)}
              </time>
              <span className="[overflow-wrap:anywhere]">
                <strong>{orderStatusLabels[step.status]}</strong>
                {step.note && <span> — {step.note}</span>}
                {step.by && <span className="text-base-content/75"> (by {step.by})</span>}
              </span>
            </li>
          ))}
        </ol>
      </Section>
    </>
  );
}
