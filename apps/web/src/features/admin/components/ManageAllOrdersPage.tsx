import { messages } from "@shop/contract";
import type { Order } from "@shop/contract";
import { Trash, Truck } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { ErrorState } from "../../../components/ErrorState";
import { Spinner } from "../../../components/Loading";
import { Pagination } from "../../../components/Pagination";
import { errorMessage } from "../../../lib/api";
import { formatDollars } from "../../tools/price";
import { useDeleteOrder } from "../api/deleteOrder";
import { useAllOrders } from "../api/getAllOrders";
import { useShipOrder } from "../api/shipOrder";
import { AdminPageHeader } from "./AdminPageHeader";
import { EmailText } from "./EmailText";
import { TableScroller } from "./TableScroller";
import { OrderStatusBadge } from "./OrderStatusBadge";

export const ORDERS_PAGE_SIZE = 20;

/** /dashboard/manageAllOrders: every customer's orders, with Mark shipped and Delete. */
export function ManageAllOrdersPage() {
  const [page, setPage] = useState(1);
  const orders = useAllOrders(page, ORDERS_PAGE_SIZE);
  const shipOrder = useShipOrder();
  const deleteOrder = useDeleteOrder();
  const [toDelete, setToDelete] = useState<Order | null>(null);

  const onShip = (id: string) => {
    // The button stays focusable while busy (a disabled one would drop keyboard focus).
    if (shipOrder.isPending) return;
    shipOrder.mutate(id, {
      onSuccess: () => toast.success(messages.order.shipped),
      onError: (error) => toast.error(errorMessage(error)),
    });
  };

  const onConfirmDelete = () => {
    if (!toDelete) return;
    const lastOnPage = orders.data?.items.length === 1 && page > 1;
    deleteOrder.mutate(toDelete._id, {
      onSuccess: () => {
        toast.success(messages.order.deleted);
        setToDelete(null);
        if (lastOnPage) setPage(page - 1);
      },
      onError: (error) => {
        toast.error(errorMessage(error));
        setToDelete(null);
      },
    });
  };

  let content;
  if (orders.isPending) {
    content = (
      <div className="flex justify-center py-12">
        <Spinner label="Loading orders" size="lg" />
      </div>
    );
  } else if (orders.isError) {
    content = (
      <ErrorState
        title="We could not load the orders."
        message={errorMessage(orders.error)}
        onRetry={() => void orders.refetch()}
        retrying={orders.isFetching}
      />
    );
  } else if (orders.data.items.length === 0) {
    content = <p className="rounded-box bg-base-200 px-5 py-6 text-base-content/75">No orders yet.</p>;
  } else {
    const { items, total } = orders.data;
    content = (
      <>
        <TableScroller label="All orders">
          <table className="table table-sm text-sm">
            <caption className="sr-only">All orders</caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Product</th>
                <th scope="col" className="text-right">
                  Qty
                </th>
                <th scope="col" className="text-right">
                  Price
                </th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((order, index) => {
                const shipping = shipOrder.isPending && shipOrder.variables === order._id;
                const number = (page - 1) * ORDERS_PAGE_SIZE + index + 1;
                // The buttons repeat on every row; their names say which order they act on.
                const label = `order ${number}, ${order.product} for ${order.email}`;
                return (
                  <tr key={order._id} className="hover:bg-base-200/60">
                    <th scope="row">{number}</th>
                    <td className="min-w-28 [overflow-wrap:anywhere]">{order.name}</td>
                    <td className="min-w-36">
                      <EmailText email={order.email} />
                    </td>
                    <td className="min-w-28 font-medium">{order.product}</td>
                    <td className="text-right tabular-nums">{order.quantity}</td>
                    <td className="text-right whitespace-nowrap tabular-nums">{formatDollars(order.price)}</td>
                    <td>
                      <OrderStatusBadge status={order.status} />
                    </td>
                    <td>
                      <div className="flex flex-col items-stretch gap-2">
                        {order.status === "paid" && (
                          <button
                            type="button"
                            className={`btn btn-primary btn-sm whitespace-nowrap ${shipping ? "cursor-progress opacity-80" : ""}`}
                            onClick={() => onShip(order._id)}
                            aria-disabled={shipping || undefined}
                            aria-label={`Mark shipped: ${label}`}
                          >
                            {shipping ? (
                              <span className="loading loading-spinner loading-xs" aria-hidden="true" />
                            ) : (
                              <Truck className="size-4" aria-hidden="true" />
                            )}
                            Mark shipped
                          </button>
                        )}
                        <button
                          type="button"
                          className="btn btn-outline btn-error btn-sm"
                          onClick={() => setToDelete(order)}
                          aria-label={`Delete ${label}`}
                        >
                          <Trash className="size-4" aria-hidden="true" />
                          Delete
                        </button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroller>
        <Pagination label="Orders" page={page} pageSize={ORDERS_PAGE_SIZE} total={total} onPageChange={setPage} />
      </>
    );
  }

  return (
    <div>
      <AdminPageHeader title="Manage All Orders">Every customer's orders: ship the paid ones, delete what should go.</AdminPageHeader>
      {content}
      <ConfirmDialog
        open={toDelete !== null}
        detail={toDelete ? `${toDelete.product} × ${toDelete.quantity} for ${toDelete.name} (${toDelete.email}).` : undefined}
        busy={deleteOrder.isPending}
        onConfirm={onConfirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
