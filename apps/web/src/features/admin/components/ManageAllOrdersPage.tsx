import { messages } from "@shop/contract";
import type { Order } from "@shop/contract";
import { Truck } from "lucide-react";
import { toast } from "sonner";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { QueryView } from "../../../components/QueryView";
import { Pagination } from "../../../components/Pagination";
import { errorMessage } from "../../../lib/api";
import { useConfirmedDelete } from "../../../lib/useConfirmedDelete";
import { usePageParam } from "../../../lib/usePageParam";
import { formatDollars } from "../../tools/price";
import { useDeleteOrder } from "../api/deleteOrder";
import { useAllOrders } from "../api/getAllOrders";
import { useShipOrder } from "../api/shipOrder";
import { AdminPageHeader } from "./AdminPageHeader";
import { EmailText } from "./EmailText";
import { BusyActionButton, DeleteRowButton } from "./RowActionButtons";
import { TableScroller } from "./TableScroller";
import { OrderStatusBadge } from "./OrderStatusBadge";

export const ORDERS_PAGE_SIZE = 20;

/** /dashboard/manageAllOrders: every customer's orders, with Mark shipped and Delete. */
export function ManageAllOrdersPage() {
  const [page, setPage] = usePageParam();
  const orders = useAllOrders(page, ORDERS_PAGE_SIZE);
  const shipOrder = useShipOrder();
  const remove = useConfirmedDelete<Order>({
    mutation: useDeleteOrder(),
    successMessage: messages.order.deleted,
    paging: { page, setPage, rowsOnPage: orders.data?.items.length },
  });

  const onShip = (id: string) => {
    // BusyActionButton stays clickable while busy, so a second click is ignored here.
    if (shipOrder.isPending) return;
    shipOrder.mutate(id, {
      onSuccess: () => toast.success(messages.order.shipped),
      onError: (error) => toast.error(errorMessage(error)),
    });
  };

  return (
    <div>
      <AdminPageHeader title="Manage All Orders">Every customer's orders: ship the paid ones, delete what should go.</AdminPageHeader>
      <QueryView query={orders} loadingLabel="Loading orders" errorTitle="We could not load the orders.">
        {({ items, total }) =>
          items.length === 0 ? (
            <p className="rounded-box bg-base-200 px-5 py-6 text-base-content/75">No orders yet.</p>
          ) : (
            <>
              <TableScroller label="All orders" pin={2}>
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
                                <BusyActionButton busy={shipping} icon={Truck} label={`Mark shipped: ${label}`} onClick={() => onShip(order._id)}>
                                  Mark shipped
                                </BusyActionButton>
                              )}
                              <DeleteRowButton label={`Delete ${label}`} onClick={() => remove.ask(order)} />
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
          )
        }
      </QueryView>
      <ConfirmDialog
        {...remove.dialog}
        detail={remove.target ? `${remove.target.product} × ${remove.target.quantity} for ${remove.target.name} (${remove.target.email}).` : undefined}
      />
    </div>
  );
}
