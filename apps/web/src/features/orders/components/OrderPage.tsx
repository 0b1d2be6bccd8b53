import { bulkLabels, cartMessages, invoiceLabel, type OrderDetail, orderNumber } from "@shop/contract";
import { FileDown } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { toast } from "sonner";
import { QueryView } from "../../../components/QueryView";
import { errorMessage } from "../../../lib/api";
import { useSession } from "../../../lib/session";
import { OrderOfficeActions } from "./OrderOfficeActions";
import { OrderStatusBadge } from "../../../components/OrderStatusBadge";
import { formatDollars } from "../../../lib/price";
import { useDownloadInvoice } from "../api/downloadInvoice";
import { useOrderDetail } from "../api/getOrderDetail";
import { OrderAgainButton } from "./OrderAgainButton";
import { PageTitle } from "../../../components/PageTitle";

/** The buyer's calendar date as it was asked for (a date, not an instant: no time zone shift). */
const day = (isoDate: string) => new Date(`${isoDate}T00:00:00`).toLocaleDateString(undefined, { dateStyle: "medium" });

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

const statusWords: Record<OrderDetail["status"], string> = {
  unpaid: "Placed, waiting for payment",
  paid: "Paid",
  shipped: "Shipped",
  cancelled: "Cancelled",
  expired: "Expired",
};

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

/** A unit price and the volume break that gave it. */
function unitPriceWithBreak(unitPrice: number, breakMinQuantity: number | null): string {
  return breakMinQuantity === null ? formatDollars(unitPrice) : `${formatDollars(unitPrice)} (${breakMinQuantity}+ price)`;
}

/** Every line of a cart's order: the tool, how many, the unit price with its break and the line's total. */
function LinesTable({ detail }: { detail: OrderDetail }) {
  const lines = detail.items ?? [];
  return (
    <div className="overflow-x-auto">
      <table className="table table-sm">
        <caption className="sr-only">Lines of order {orderNumber(detail._id)}</caption>
        <thead>
          <tr>
            <th scope="col">Tool</th>
            <th scope="col" className="text-right">
              Quantity
            </th>
            <th scope="col" className="text-right">
              {cartMessages.unitPrice}
            </th>
            <th scope="col" className="text-right">
              Line total
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={`${line.productId ?? line.product}-${index}`}>
              <td className="min-w-32 [overflow-wrap:anywhere]">{line.product}</td>
              <td className="text-right tabular-nums">{line.quantity}</td>
              <td className="text-right tabular-nums">{unitPriceWithBreak(line.unitPrice, line.breakMinQuantity)}</td>
              <td className="text-right tabular-nums">{formatDollars(line.price)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3} className="text-right">
              {cartMessages.total}
            </th>
            <td className="text-right font-bold tabular-nums">{formatDollars(detail.price)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
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
      <PageTitle>{`Order ${orderNumber(orderId)} · AgroForge`}</PageTitle>
      <QueryView query={order} loadingLabel="Loading the order" errorTitle="We could not load this order.">
        {(detail) => (
          <>
            <header className="flex flex-wrap items-center justify-between gap-3">
              <div>
                <h1 className="text-2xl font-bold">Order {orderNumber(detail._id)}</h1>
                <p className="text-sm text-base-content/75 [overflow-wrap:anywhere]">{detail._id}</p>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                {/* Unpaid, the order itself is still to be paid; the office reorders for nobody. */}
                {detail.status !== "unpaid" && detail.email === user?.email && <OrderAgainButton order={detail} />}
                <OrderStatusBadge status={detail.status} />
              </div>
            </header>
            {office && (
              <div className="flex flex-wrap gap-2">
                <OrderOfficeActions order={detail} label={`order ${orderNumber(detail._id)}`} />
                <Link to="/dashboard/manageAllOrders" className="btn btn-ghost btn-sm">
                  Back to all orders
                </Link>
              </div>
            )}
            <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
              {detail.items && detail.items.length > 1 ? (
                <Section title="Items" wide>
                  <LinesTable detail={detail} />
                </Section>
              ) : (
                <Section title="Item">
                  <Facts
                    rows={[
                      ["Tool", detail.product],
                      ["Unit price", unitPriceWithBreak(detail.unitPrice, detail.items?.[0]?.breakMinQuantity ?? null)],
                      ["Quantity", String(detail.quantity)],
                      ["Total", <strong key="total">{formatDollars(detail.price)}</strong>],
                    ]}
                  />
                </Section>
              )}
              <Section title="Buyer">
                <Facts
                  rows={[
                    ["Name", detail.name],
                    ["Email", detail.email],
                    ["Phone", detail.phone],
                    ["Shipping address", detail.address],
                    ...(detail.poNumber ? ([[bulkLabels.poNumber, detail.poNumber]] as [string, ReactNode][]) : []),
                    ...(detail.deliveryDate ? ([[bulkLabels.deliveryDate, day(detail.deliveryDate)]] as [string, ReactNode][]) : []),
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
