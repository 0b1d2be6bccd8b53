import { messages, officeOrderStatusLabels, orderStatusSchema } from "@shop/contract";
import type { Order } from "@shop/contract";
import { Download, Search } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { toast } from "sonner";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { QueryView } from "../../../components/QueryView";
import { errorMessage } from "../../../lib/api";
import { useConfirmedDelete } from "../../../lib/useConfirmedDelete";
import { usePageParam } from "../../../lib/usePageParam";
import { formatDollars } from "../../../lib/price";
import { useDeleteOrder } from "../api/deleteOrder";
import { useExportOrders, type OrderFilters } from "../api/exportOrders";
import { useAllOrders } from "../api/getAllOrders";
import { AdminPageHeader } from "../../../components/admin/AdminPageHeader";
import { EmailText } from "../../../components/admin/EmailText";
import { OrderOfficeActions } from "./OrderOfficeActions";
import { DeleteRowButton } from "../../../components/admin/RowActionButtons";
import { PagedTable, rowNumber } from "../../../components/admin/PagedTable";
import { OrderStatusBadge } from "../../../components/OrderStatusBadge";

export const ORDERS_PAGE_SIZE = 20;

/** The list's filters live in the URL (`?status=&q=`) like its page, so a reload or a link keeps them. */
function useOrderFilters(): [OrderFilters, (filters: OrderFilters) => void] {
  const [params, setParams] = useSearchParams();
  const parsedStatus = orderStatusSchema.safeParse(params.get("status"));
  const filters: OrderFilters = { status: parsedStatus.success ? parsedStatus.data : undefined, q: params.get("q")?.trim() || undefined };
  const setFilters = (next: OrderFilters) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.delete("page");
      for (const key of ["status", "q"] as const) {
        const value = next[key];
        if (value) updated.set(key, value);
        else updated.delete(key);
      }
      return updated;
    });
  return [filters, setFilters];
}

/** /dashboard/manageAllOrders: every customer's orders, filtered and searched, with the office's actions and the CSV export. */
export function ManageAllOrdersPage() {
  const [page, setPage] = usePageParam();
  const [filters, setFilters] = useOrderFilters();
  const [status, setStatus] = useState<string>(filters.status ?? "");
  const [q, setQ] = useState(filters.q ?? "");
  const orders = useAllOrders(page, ORDERS_PAGE_SIZE, filters);
  const exporter = useExportOrders();
  const remove = useConfirmedDelete<Order>({
    mutation: useDeleteOrder(),
    successMessage: messages.order.deleted,
    paging: { page, setPage, rowsOnPage: orders.data?.items.length },
  });
  const filtered = filters.status !== undefined || filters.q !== undefined;

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const parsed = orderStatusSchema.safeParse(status);
    setFilters({ status: parsed.success ? parsed.data : undefined, q: q.trim() || undefined });
  };
  const onExport = () => {
    if (exporter.isPending) return;
    exporter.mutate(filters, { onError: (error) => toast.error(errorMessage(error)) });
  };

  return (
    <div>
      <AdminPageHeader title="Manage All Orders">Every customer's orders: find one, ship the paid ones, refund what must go back.</AdminPageHeader>
      <form role="search" aria-label="Filter orders" className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end" onSubmit={onSearch}>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="orders-status" className="text-sm font-medium">
            Status
          </label>
          <select id="orders-status" className="select w-full sm:w-40" value={status} onChange={(event) => setStatus(event.target.value)}>
            <option value="">All statuses</option>
            {orderStatusSchema.options.map((option) => (
              <option key={option} value={option}>
                {officeOrderStatusLabels[option]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-1 flex-col gap-1.5">
          <label htmlFor="orders-q" className="text-sm font-medium">
            Search by email or order id
          </label>
          <input id="orders-q" type="search" className="input w-full" value={q} onChange={(event) => setQ(event.target.value)} autoComplete="off" />
        </div>
        <button type="submit" className="btn btn-primary">
          <Search className="size-4" aria-hidden="true" />
          Search
        </button>
        <button type="button" className="btn btn-outline" onClick={onExport} aria-disabled={exporter.isPending || undefined}>
          {exporter.isPending ? <span className="loading loading-spinner loading-xs" aria-hidden="true" /> : <Download className="size-4" aria-hidden="true" />}
          Export CSV
        </button>
      </form>
      <QueryView query={orders} loadingLabel="Loading orders" errorTitle="We could not load the orders.">
        {({ items, total }) =>
          items.length === 0 ? (
            <p className="rounded-box bg-base-200 px-5 py-6 text-base-content/75">{filtered ? "No orders match." : "No orders yet."}</p>
          ) : (
            <PagedTable
              label="All orders"
              pin={2}
              compact
              columns={[{ label: "#" }, { label: "Name" }, { label: "Email" }, { label: "Product" }, { label: "Qty", numeric: true }, { label: "Price", numeric: true }, { label: "Status" }, { label: "Actions", hidden: true }]}
              pagination={{ label: "Orders", page, pageSize: ORDERS_PAGE_SIZE, total, onPageChange: setPage }}
            >
              {items.map((order, index) => {
                const number = rowNumber(page, ORDERS_PAGE_SIZE, index);
                // The buttons repeat on every row; their names say which order they act on.
                const label = `order ${number}, ${order.product} for ${order.email}`;
                return (
                  <tr key={order._id} className="hover:bg-base-200/60">
                    <th scope="row">{number}</th>
                    <td className="min-w-28 [overflow-wrap:anywhere]">{order.name}</td>
                    <td className="min-w-36">
                      <EmailText email={order.email} />
                    </td>
                    <td className="min-w-28 font-medium">
                      <Link className="link link-primary" to={`/dashboard/orders/${order._id}`} aria-label={`Open ${label}`}>
                        {order.product}
                      </Link>
                    </td>
                    <td className="text-right tabular-nums">{order.quantity}</td>
                    <td className="text-right whitespace-nowrap tabular-nums">{formatDollars(order.price)}</td>
                    <td>
                      <OrderStatusBadge status={order.status} />
                    </td>
                    <td>
                      <div className="flex flex-col items-stretch gap-2">
                        <OrderOfficeActions order={order} label={label} />
                        {/* A paid or shipped order is cancelled with a refund, never simply deleted. */}
                        {order.status !== "paid" && order.status !== "shipped" && (
                          <DeleteRowButton label={`Delete ${label}`} onClick={() => remove.ask(order)} />
                        )}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </PagedTable>
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
