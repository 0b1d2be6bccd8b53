import { invoiceLabel, type OrderDetail, orderNumber } from "@shop/contract";
import { FileDown } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { toast } from "sonner";
import { QueryView } from "../../../components/QueryView";
import { errorMessage } from "../../../lib/api";
import { useSession } from "../../../lib/session";
import { OrderOfficeActions } from "../../admin/components/OrderOfficeActions";
import { OrderStatusBadge } from "../../admin/components/OrderStatusBadge";
import { formatDollars } from "../../tools/price";
import { useDownloadInvoice } from "../api/downloadInvoice";
import { useOrderDetail } from "../api/getOrderDetail";

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

const statusWords: Record<OrderDetail["status"], string> = {
  unpaid: "Placed, waiting for payment",
  paid: "Paid",
  shipped: "Shipped",
  cancelled: "Cancelled",
  expired: "Expired",
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-box border border-base-300 bg-base-100 p-4 sm:p-5" aria-labelledby={`order-${title}`}>
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

/** /dashboard/orders/:orderId: one order for its buyer or the office, with its history, payment, tracking and invoice. */
export function OrderPage() {
  const { orderId = "" } = useParams();
  const order = useOrderDetail(orderId);
  const { user } = useSession();
  const invoice = useDownloadInvoice();
  const office = user?.role === "admin";

  return (
    <div className="flex flex-col gap-4">
      <QueryView query={order} loadingLabel="Loading the order" errorTitle="We could not load this order.">
        {(detail) => (
          <>
            <header className="flex flex-wrap items-center justify-between gap-3">
              <div>
                <h1 className="text-2xl font-bold">Order {orderNumber(detail._id)}</h1>
                <p className="text-sm text-base-content/75 [overflow-wrap:anywhere]">{detail._id}</p>
              </div>
              <OrderStatusBadge status={detail.status} />
            </header>
            {office && (
              <div className="flex flex-wrap gap-2">
                <OrderOfficeActions order={detail} label={`order ${orderNumber(detail._id)}`} />
                <Link to="/dashboard/manageAllOrders" className="btn btn-ghost btn-sm">
                  Back to all orders
                </Link>
              </div>
            )}
            <div className="grid gap-4 lg:grid-cols-2">
              <Section title="Item">
                <Facts
                  rows={[
                    ["Tool", detail.product],
                    ["Unit price", formatDollars(detail.unitPrice)],
                    ["Quantity", String(detail.quantity)],
                    ["Total", <strong key="total">{formatDollars(detail.price)}</strong>],
                  ]}
                />
              </Section>
              <Section title="Buyer">
                <Facts
                  rows={[
                    ["Name", detail.name],
                    ["Email", detail.email],
                    ["Phone", detail.phone],
                    ["Shipping address", detail.address],
                  ]}
                />
              </Section>
              <Section title="Shipment">
                {detail.carrier && detail.trackingNumber ? (
                  <Facts
                    rows={[
                      ["Carrier", detail.carrier],
                      ["Tracking number", detail.trackingNumber],
                    ]}
                  />
                ) : (
                  <p className="text-sm text-base-content/75">Not shipped yet.</p>
                )}
              </Section>
              <Section title="Payment">
                {detail.payment ? (
                  <Facts
                    rows={[
                      ["Amount", formatDollars(detail.payment.amount)],
                      ["Paid at", when(detail.payment.at)],
                      ["Provider", detail.payment.provider],
                      ["Transaction", detail.payment.transactionId],
                      ...(detail.refund
                        ? ([
                            ["Refunded", `${formatDollars(detail.refund.amount)} on ${when(detail.refund.at)}`],
                            ["Reason", detail.refund.reason],
                          ] as [string, ReactNode][])
                        : []),
                    ]}
                  />
                ) : (
                  <p className="text-sm text-base-content/75">No payment yet.</p>
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
              </Section>
            </div>
            <Section title="History">
              <ol className="flex flex-col gap-2 text-sm" aria-label="Status history">
                {detail.history.map((step, index) => (
                  <li key={`${step.at}-${index}`} className="flex flex-col gap-0.5 border-l-2 border-primary/60 pl-3 sm:flex-row sm:gap-3">
                    <time dateTime={step.at} className="whitespace-nowrap text-base-content/75">
                      {when(step.at)}
                    </time>
                    <span>
                      <strong>{statusWords[step.status]}</strong>
                      {step.note && <span> — {step.note}</span>}
                      {step.by && <span className="text-base-content/75"> (by {step.by})</span>}
                    </span>
                  </li>
                ))}
              </ol>
            </Section>
          </>
        )}
      </QueryView>
    </div>
  );
}
