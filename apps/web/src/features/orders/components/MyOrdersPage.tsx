import type { Order } from "@shop/contract";
import { messages, orderNumber } from "@shop/contract";
import { Check, Copy, CreditCard, PackageOpen, X } from "lucide-react";
import { Link } from "react-router";
import { toast } from "sonner";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { OrderStatusBadge } from "../../../components/OrderStatusBadge";
import { QueryView } from "../../../components/QueryView";
import { Pagination } from "../../../components/Pagination";
import { useSession } from "../../../lib/session";
import { useConfirmedDelete } from "../../../lib/useConfirmedDelete";
import { usePageParam } from "../../../lib/usePageParam";
import { formatDollars } from "../../../lib/price";
import { OrderAgainButton } from "./OrderAgainButton";
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
      <PageTitle>My orders · AgroForge</PageTitle>
      <h1 className="mb-6 font-display text-3xl font-bold sm:text-4xl">My orders</h1>
      <QueryView query={orders} loadingLabel="Loading your orders" errorTitle="We could not load your orders." loading="screen">
        {({ items, total }) =>
          total === 0 ? (
            <div className="flex flex-col items-center gap-4 rounded-box border border-dashed border-base-300 px-6 py-14 text-center">
              <PackageOpen className="size-10 text-primary" aria-hidden="true" />
              <p className="text-lg font-semibold">You have no orders yet</p>
              <p className="text-base-content/70">Pick a tool from the catalogue and place your first order.</p>
              <Link to="/tools" className="btn btn-primary">
                Browse tools
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
              <Pagination page={page} pageSize={MY_ORDERS_PAGE_SIZE} total={total} onPageChange={setPage} label="Orders" />
            </>
          )
        }
      </QueryView>
      <ConfirmDialog
        {...cancel.dialog}
        detail={cancel.target ? `${cancel.target.quantity} × ${cancel.target.product} for ${formatDollars(cancel.target.price)}` : undefined}
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
      {/* Narrow screens: one card per order, so Pay and Cancel are in view without scrolling sideways. */}
      <ol className="flex flex-col gap-3 md:hidden" aria-label="Your orders" aria-busy={busy}>
        {orders.map((order, index) => (
          <li key={order._id} className="rounded-box border border-base-300 bg-base-100 p-4">
            <div className="mb-2 flex flex-wrap items-center justify-between gap-2 text-sm">
              <OrderLink order={order} />
              <OrderStatusBadge status={order.status} wording="customer" />
            </div>
            <div className="flex items-start justify-between gap-3">
              <p id={`${productCellId(order)}-card`} className="font-semibold">
                <span className="text-base-content/75">{firstIndex + index}.</span>{" "}
                <Link className="link link-primary" to={`/dashboard/orders/${order._id}`}>
                  {order.product}
                </Link>
              </p>
              <p className="whitespace-nowrap font-bold tabular-nums">{formatDollars(order.price)}</p>
            </div>
            <p className="mt-1 text-sm text-base-content/75">Quantity: {order.quantity}</p>
            <p className="mt-1 text-xs text-base-content/75 [overflow-wrap:anywhere]">
              {order.name} · {order.email}
            </p>
            <div className="mt-3 flex flex-wrap items-end justify-between gap-3">
              <div className="flex flex-wrap items-end gap-2">
                <PaymentCell order={order} describedBy={`${productCellId(order)}-card`} />
                {order.status !== "unpaid" && <OrderAgainButton order={order} className="btn btn-outline btn-xs" describedBy={`${productCellId(order)}-card`} />}
              </div>
              <CancelButton order={order} onCancel={onCancel} describedBy={`${productCellId(order)}-card`} />
            </div>
          </li>
        ))}
      </ol>
      {/* Wider screens: the spec's table; it scrolls sideways inside its own box if it must. */}
      <div className="hidden overflow-x-auto rounded-box border border-base-300 bg-base-100 md:block" aria-busy={busy}>
        <table className="table table-sm">
          <caption className="sr-only">Your orders, newest first</caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Order</th>
              <th scope="col">Status</th>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Product</th>
              <th scope="col" className="text-right">
                Quantity
              </th>
              <th scope="col" className="text-right">
                Price
              </th>
              <th scope="col">Payment</th>
              <th scope="col">Cancelling</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order, index) => (
              <tr key={order._id} className="align-top">
                <th scope="row">{firstIndex + index}</th>
                <td className="whitespace-nowrap">
                  <OrderLink order={order} />
                </td>
                <td>
                  <OrderStatusBadge status={order.status} wording="customer" />
                </td>
                <td className="min-w-24 max-w-40 [overflow-wrap:anywhere]">{order.name}</td>
                {/* A long address wraps rather than pushing Payment and Cancel out of view. */}
                <td className="min-w-44 max-w-64 [overflow-wrap:anywhere]">{order.email}</td>
                <td id={productCellId(order)} className="min-w-32 font-medium">
                  <Link className="link link-primary" to={`/dashboard/orders/${order._id}`}>
                    {order.product}
                  </Link>
                </td>
                <td className="text-right tabular-nums">{order.quantity}</td>
                <td className="whitespace-nowrap text-right tabular-nums">{formatDollars(order.price)}</td>
                <td className="min-w-44 max-w-56">
                  <div className="flex flex-col items-start gap-1.5">
                    <PaymentCell order={order} describedBy={productCellId(order)} />
                    {/* Unpaid, the order itself is still to be paid. */}
                    {order.status !== "unpaid" && <OrderAgainButton order={order} className="btn btn-outline btn-xs" describedBy={productCellId(order)} />}
                  </div>
                </td>
                <td>
                  <CancelButton order={order} onCancel={onCancel} describedBy={productCellId(order)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** Ties each row's Pay and Cancel to its product, so "Cancel" is read out with what it cancels. */
const productCellId = (order: Order) => `order-${order._id}-product`;

function CancelButton({ order, onCancel, describedBy }: { order: Order; onCancel: (order: Order) => void; describedBy?: string }) {
  if (order.status !== "unpaid") return null;
  return (
    <button type="button" className="btn btn-outline btn-error btn-sm" aria-describedby={describedBy} onClick={() => onCancel(order)}>
      <X className="size-4" aria-hidden="true" />
      Cancel
    </button>
  );
}

/** "14:05", or "Nov 24, 14:05" when the hold ends on another day. */
function holdEnd(iso: string): string {
  const end = new Date(iso);
  const time = end.toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit" });
  return end.toDateString() === new Date().toDateString() ? time : `${end.toLocaleDateString(undefined, { month: "short", day: "numeric" })}, ${time}`;
}

/** The order number, linking to the order's own page, with the day it was placed. */
function OrderLink({ order }: { order: Order }) {
  const placed = new Date(order.createdAt);
  return (
    <span className="flex flex-col">
      <Link to={`/dashboard/orders/${order._id}`} className="link font-medium">
        No. <span className="font-mono">{orderNumber(order._id)}</span>
      </Link>
      <time dateTime={order.createdAt} className="text-xs text-base-content/75">
        {placed.toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" })}
      </time>
    </span>
  );
}

function PaymentCell({ order, describedBy }: { order: Order; describedBy?: string }) {
  // Expired (its hold ran out and the stock went back) or cancelled: nothing to pay any more;
  // the status badge says which.
  if (order.status === "expired" || order.status === "cancelled") return null;
  if (!order.paid) {
    if (order.price <= 0) return null;
    return (
      <div className="flex flex-col items-start gap-1">
        <Link to={`/dashboard/payment/${order._id}`} className="btn btn-primary btn-sm" aria-describedby={describedBy}>
          <CreditCard className="size-4" aria-hidden="true" />
          Pay
        </Link>
        {order.holdUntil && <p className="text-xs text-base-content/70">{messages.order.payBy(holdEnd(order.holdUntil))}</p>}
      </div>
    );
  }
  return (
    <div className="flex flex-col items-start gap-1.5">
      <span className="badge badge-success gap-1">
        <Check className="size-3.5" aria-hidden="true" />
        Paid
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
      toast.success("Transaction id copied");
    } catch {
      toast.error("Could not copy; select the id and copy it instead.");
    }
  };
  return (
    <p className="flex items-start gap-1 text-xs text-base-content/70">
      <span>
        Transaction id: <code className="select-all break-all font-mono text-base-content">{id}</code>
      </span>
      {typeof navigator !== "undefined" && "clipboard" in navigator && (
        <button type="button" className="btn btn-ghost btn-xs btn-square -my-1" aria-label="Copy transaction id" onClick={() => void copy()}>
          <Copy className="size-3.5" aria-hidden="true" />
        </button>
      )}
    </p>
  );
}
