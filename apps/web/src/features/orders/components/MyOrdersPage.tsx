import type { Order } from "@shop/contract";
import { cartMessages, companyOrderLabels, formatCount, messages, myOrdersTexts, onAccountTexts, orderNumber } from "@shop/contract";
import { Check, Copy, CreditCard, PackageOpen, X } from "lucide-react";
import { Link } from "react-router";
import { toast } from "sonner";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { OrderLines, linesSummary } from "../../../components/OrderLines";
import { OrderStatusBadge } from "../../../components/OrderStatusBadge";
import { orderTermsText } from "../../../components/OnAccount";
import { EmailText } from "../../../components/admin/EmailText";
import { TableScroller } from "../../../components/admin/TableScroller";
import { formatDate, formatDeadline } from "../../../lib/dates";
import { QueryView } from "../../../components/QueryView";
import { Pagination } from "../../../components/Pagination";
import { useSession } from "../../../lib/session";
import { useConfirmedDelete } from "../../../lib/useConfirmedDelete";
import { usePageParam } from "../../../lib/usePageParam";
import { formatDollars } from "../../../lib/price";
import { OrderAgainButton } from "./OrderAgainButton";
import { PartlyRefunded } from "./PartlyRefunded";
import { useCancelOrder } from "../api/cancelOrder";
import { MY_ORDERS_PAGE_SIZE, useMyOrders } from "../api/getMyOrders";
import { PageTitle } from "../../../components/PageTitle";

/** /dashboard (index): the spec's My orders table, with paying and cancelling. */
export function MyOrdersPage() {
  const { user } = useSession();
  const [page, setPage] = usePageParam();
  const orders = useMyOrders(user?.email, page);
  const cancel = useConfirmedDelete<Order>({
    mutation: useCancelOrder(),
    // A cancelled order stays on its page, marked so: no paging back when it was the last row.
    successMessage: messages.order.cancelled,
  });

  return (
    <div className="min-w-0">
      <PageTitle>{myOrdersTexts.pageTitle}</PageTitle>
      <h1 className="mb-6 font-display text-3xl font-bold sm:text-4xl">{myOrdersTexts.heading}</h1>
      <QueryView query={orders} loadingLabel={myOrdersTexts.loading} errorTitle={myOrdersTexts.couldNotLoad} loading="screen">
        {({ items, total }) =>
          total === 0 ? (
            <div className="flex flex-col items-center gap-4 rounded-box border border-dashed border-base-300 px-6 py-14 text-center">
              <PackageOpen className="size-10 text-primary" aria-hidden="true" />
              <p className="text-lg font-semibold">{myOrdersTexts.noOrders}</p>
              <p className="text-base-content/70">{myOrdersTexts.noOrdersHint}</p>
              <Link to="/tools" className="btn btn-primary">
                {myOrdersTexts.browseTools}
              </Link>
            </div>
          ) : (
            <>
              <OrdersTable
                orders={items}
                firstIndex={(page - 1) * MY_ORDERS_PAGE_SIZE + 1}
                onCancel={cancel.ask}
                busy={orders.isPlaceholderData}
              />
              <Pagination page={page} pageSize={MY_ORDERS_PAGE_SIZE} total={total} onPageChange={setPage} label={myOrdersTexts.pagination} />
            </>
          )
        }
      </QueryView>
      <ConfirmDialog
        {...cancel.dialog}
        detail={cancel.target ? myOrdersTexts.cancelDetail(orderNumber(cancel.target._id), linesSummary(cancel.target), formatDollars(cancel.target.price)) : undefined}
      />
    </div>
  );
}

interface OrdersTableProps {
  orders: Order[];
  /** The row number of the first order (the list is paged). */
  firstIndex: number;
  onCancel: (order: Order) => void;
  /** The next page is on its way; the rows shown are the previous page's. */
  busy: boolean;
}

function OrdersTable({ orders, firstIndex, onCancel, busy }: OrdersTableProps) {
  return (
    <>
      {/*
        Up to 1279 px: one card per order, so every line, the total, Pay and Cancel are in view
        without scrolling sideways. The spec's table needs the room of a wide screen.
      */}
      <ol className="flex flex-col gap-3 xl:hidden" aria-label={myOrdersTexts.yourOrders} aria-busy={busy}>
        {orders.map((order, index) => (
          <li key={order._id} className="rounded-box border border-base-300 bg-base-100 p-4">
            <div className="mb-3 flex flex-wrap items-start justify-between gap-2 text-sm">
              <OrderLink order={order} />
              <span className="flex flex-col items-end gap-1">
                <OrderStatusBadge status={order.status} />
                <PartlyRefunded order={order} />
              </span>
            </div>
            <p id={`${productCellId(order)}-card`} className="sr-only">
              {formatCount(firstIndex + index)}. {order.product}
            </p>
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <OrderLines order={order} layout="list" />
              </div>
              <p className="whitespace-nowrap text-right">
                <span className="block text-xs text-base-content/75">{cartMessages.total}</span>
                <span className="font-bold tabular-nums">{formatDollars(order.price)}</span>
              </p>
            </div>
            <p className="mt-2 text-xs text-base-content/75 [overflow-wrap:anywhere]">
              {order.name} · {order.email}
            </p>
            <div className="mt-3 flex flex-wrap items-end justify-between gap-3">
              <div className="flex flex-wrap items-end gap-2">
                <PaymentCell order={order} describedBy={`${productCellId(order)}-card`} />
                {order.status !== "unpaid" && <OrderAgainButton order={order} className="btn btn-outline btn-xs whitespace-nowrap" describedBy={`${productCellId(order)}-card`} />}
              </div>
              <CancelButton order={order} onCancel={onCancel} describedBy={`${productCellId(order)}-card`} />
            </div>
          </li>
        ))}
      </ol>
      {/* 1280 px and wider: the spec's table; should it ever not fit, its frame scrolls and says so. */}
      <div className="hidden xl:block" aria-busy={busy}>
        <TableScroller label={myOrdersTexts.newestFirst}>
          <table className="table table-sm [&_td]:px-2 [&_th]:px-2">
            <caption className="sr-only">{myOrdersTexts.newestFirst}</caption>
            <thead>
              <tr>
                <th scope="col">{myOrdersTexts.number}</th>
                <th scope="col">{myOrdersTexts.order}</th>
                <th scope="col">{myOrdersTexts.name}</th>
                <th scope="col">{myOrdersTexts.email}</th>
                <th scope="col">{myOrdersTexts.product}</th>
                <th scope="col" className="text-right">
                  {myOrdersTexts.price}
                </th>
                <th scope="col">{myOrdersTexts.payment}</th>
                <th scope="col">{myOrdersTexts.cancelling}</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order, index) => (
                <tr key={order._id} className="align-top">
                  <th scope="row">{formatCount(firstIndex + index)}</th>
                  {/* The status under the number: a column of its own would push Payment out of a 1280 px screen. */}
                  <td className="whitespace-nowrap">
                    <div className="flex flex-col items-start gap-1.5">
                      <OrderLink order={order} />
                      <OrderStatusBadge status={order.status} />
                      <PartlyRefunded order={order} />
                    </div>
                  </td>
                  <td className="min-w-20 max-w-32 [overflow-wrap:anywhere]">{order.name}</td>
                  {/* A long address wraps before its @ rather than pushing Payment and Cancel out of view. */}
                  <td className="min-w-28 max-w-44">
                    <EmailText email={order.email} />
                  </td>
                  <td className="min-w-36">
                    {/* What the row's buttons are described by: the order's tools, not every line's sums. */}
                    <span id={productCellId(order)} hidden>
                      {order.product}
                    </span>
                    <OrderLines order={order} layout="list" />
                  </td>
                  <td className="whitespace-nowrap text-right font-semibold tabular-nums">{formatDollars(order.price)}</td>
                  <td className="min-w-28 max-w-40">
                    <div className="flex flex-col items-start gap-1.5">
                      <PaymentCell order={order} describedBy={productCellId(order)} />
                      {/* Unpaid, the order itself is still to be paid. */}
                      {order.status !== "unpaid" && <OrderAgainButton order={order} className="btn btn-outline btn-xs whitespace-nowrap" describedBy={productCellId(order)} />}
                    </div>
                  </td>
                  <td>
                    <CancelButton order={order} onCancel={onCancel} describedBy={productCellId(order)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      </div>
    </>
  );
}

/** Ties each row's Pay and Cancel to its product, so "Cancel" is read out with what it cancels. */
const productCellId = (order: Order) => `order-${order._id}-product`;

function CancelButton({ order, onCancel, describedBy }: { order: Order; onCancel: (order: Order) => void; describedBy?: string }) {
  // Issue 27: an order still waiting for approval may be withdrawn too.
  if (order.status !== "unpaid" && order.status !== "awaiting_approval") return null;
  return (
    <button type="button" className="btn btn-outline btn-error btn-sm" aria-describedby={describedBy} onClick={() => onCancel(order)}>
      <X className="size-4" aria-hidden="true" />
      {myOrdersTexts.cancel}
    </button>
  );
}

/** The order number, linking to the order's own page, with the day it was placed. */
function OrderLink({ order }: { order: Order }) {
  return (
    <span className="flex flex-col">
      <Link to={`/dashboard/orders/${order._id}`} className="link font-medium">
        {myOrdersTexts.no} <span className="font-mono">{orderNumber(order._id)}</span>
      </Link>
      <time dateTime={order.createdAt} className="text-xs text-base-content/75">
        {formatDate(order.createdAt)}
      </time>
    </span>
  );
}

function PaymentCell({ order, describedBy }: { order: Order; describedBy?: string }) {
  // Expired (its hold ran out and the stock went back) or cancelled: nothing to pay any more;
  // the status badge says which.
  if (order.status === "expired" || order.status === "cancelled") return null;
  // Issue 27: over a spending limit, it is payable only once the company approves it.
  if (order.status === "awaiting_approval") {
    return (
      <p className="max-w-48 text-xs text-base-content/75">
        {companyOrderLabels.awaitingUntil} {order.approvalUntil ? <time dateTime={order.approvalUntil}>{formatDeadline(order.approvalUntil)}</time> : "…"}
        {myOrdersTexts.payableOnceApproved}
      </p>
    );
  }
  // Issue 28: on the company's account, it is paid through its invoice: its terms, no Pay.
  const terms = orderTermsText(order);
  if (terms) {
    return (
      <p className="flex max-w-48 flex-col items-start gap-1 text-xs">
        <span className="badge badge-outline badge-sm whitespace-nowrap">{onAccountTexts.onAccountBadge}</span>
        <span>{terms}</span>
      </p>
    );
  }
  if (!order.paid) {
    if (order.price <= 0) return null;
    return (
      <div className="flex flex-col items-start gap-1">
        <Link to={`/dashboard/payment/${order._id}`} className="btn btn-primary btn-sm" aria-describedby={describedBy}>
          <CreditCard className="size-4" aria-hidden="true" />
          {myOrdersTexts.pay}
        </Link>
        {order.holdUntil && <p className="text-xs text-base-content/70">{messages.order.payBy(formatDeadline(order.holdUntil))}</p>}
      </div>
    );
  }
  return (
    <div className="flex flex-col items-start gap-1.5">
      <span className="badge badge-success gap-1">
        <Check className="size-3.5" aria-hidden="true" />
        {myOrdersTexts.paid}
      </span>
      {order.transactionId && <TransactionId id={order.transactionId} />}
    </div>
  );
}

/** The transaction id, small, selectable in one click, with a copy button where the clipboard is available. */
function TransactionId({ id }: { id: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(id);
      toast.success(myOrdersTexts.idCopied);
    } catch {
      toast.error(myOrdersTexts.copyFailed);
    }
  };
  return (
    <p className="flex items-start gap-1 text-xs text-base-content/70">
      <span>
        {myOrdersTexts.transactionId} <code className="select-all break-all font-mono text-base-content">{id}</code>
      </span>
      {typeof navigator !== "undefined" && "clipboard" in navigator && (
        <button type="button" className="btn btn-ghost btn-xs btn-square -my-1" aria-label={myOrdersTexts.copyTransactionId} onClick={() => void copy()}>
          <Copy className="size-3.5" aria-hidden="true" />
        </button>
      )}
    </p>
  );
}
