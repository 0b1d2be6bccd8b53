import { formatCount, manageOrdersTexts, messages, orderNumber, orderStatusLabels, specStatusLabels } from "@shop/contract";
import type { Order, OrderStatus } from "@shop/contract";
import { Download, Search } from "lucide-react";
import { Suspense, useId, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { toast } from "sonner";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { OrderLines, linesSummary } from "../../../components/OrderLines";
import { OrderStatusBadge } from "../../../components/OrderStatusBadge";
import { OrderTerms } from "../../../components/OnAccount";
import { QueryView } from "../../../components/QueryView";
import { AdminPageHeader } from "../../../components/admin/AdminPageHeader";
import { EmailText } from "../../../components/admin/EmailText";
import { PagedTable, rowNumber } from "../../../components/admin/PagedTable";
import { DeleteRowButton } from "../../../components/admin/RowActionButtons";
import { errorMessage } from "../../../lib/api";
import { formatDate } from "../../../lib/dates";
import { formatDollars } from "../../../lib/price";
import { useConfirmedDelete } from "../../../lib/useConfirmedDelete";
import { usePageParam } from "../../../lib/usePageParam";
import { useDeleteOrder } from "../api/deleteOrder";
import { useExportOrders, type OrderFilters } from "../api/exportOrders";
import { useAllOrders } from "../api/getAllOrders";
import { PartlyRefunded } from "./PartlyRefunded";
import { statusFromParam } from "../../../lib/statusFromParam";
import { OrderOfficeActions } from "./LazyOrderOfficeActions";

/** The list's status filter from the URL. */
export const officeOrderStatusFromParam = (value: string | null) => statusFromParam(orderStatusLabels, value);

export const ORDERS_PAGE_SIZE = 20;

/**
 * Issue 26: below 640 px the row's place in the list gives way, so that the order number, which
 * the office reads out and searches by, stays clear of the pinned Status and Actions.
 */
const wideOnly = "max-sm:hidden";

/** The list's filters as the URL (`?status=&q=`) names them: the page's and the server's loader's (app/pageData.ts) one reading. */
export const officeOrderFiltersFromParams = (params: URLSearchParams): OrderFilters => ({ status: officeOrderStatusFromParam(params.get("status")), q: params.get("q")?.trim() || undefined });

/** The list's filters live in the URL (`?status=&q=`) like its page, so a reload or a link keeps them. */
function useOrderFilters(): [OrderFilters, (change: Partial<OrderFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters = officeOrderFiltersFromParams(params);
  // A change sets only what it names (as /tools does): a status chosen keeps the search applied.
  const change = (next: Partial<OrderFilters>) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.delete("page");
      for (const key of ["status", "q"] as const) {
        if (!(key in next)) continue;
        const value = next[key];
        if (value) updated.set(key, value);
        else updated.delete(key);
      }
      return updated;
    });
  return [filters, change];
}

/** /dashboard/manageAllOrders: every customer's orders, filtered and searched, with the office's actions and the CSV export. */
export function ManageAllOrdersPage() {
  const [page, setPage] = usePageParam();
  const [filters, changeFilters] = useOrderFilters();
  const ids = { status: useId(), q: useId(), hint: useId() };
  const orders = useAllOrders(page, ORDERS_PAGE_SIZE, filters);
  const exporter = useExportOrders();
  const remove = useConfirmedDelete<Order>({
    mutation: useDeleteOrder(),
    successMessage: messages.order.deleted,
    paging: { page, setPage, rowsOnPage: orders.data?.items.length },
  });
  const filtered = filters.status !== undefined || filters.q !== undefined;

  // The words are read from the form, not kept in state: the box shows what was searched after
  // a reload or Back, and a status change never sends words not yet submitted.
  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get("q");
    changeFilters({ q: (typeof text === "string" ? text.trim() : "") || undefined });
  };
  const onExport = () => {
    if (exporter.isPending) return;
    exporter.mutate(filters, { onError: (error) => toast.error(errorMessage(error)) });
  };

  return (
    <div className="min-w-0">
      <AdminPageHeader title={manageOrdersTexts.heading}>{manageOrdersTexts.intro}</AdminPageHeader>
      <form role="search" aria-label={manageOrdersTexts.filter} className="mb-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start" onSubmit={onSearch}>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={ids.status} className="text-sm font-medium">
            {manageOrdersTexts.status}
          </label>
          <select
            id={ids.status}
            className="select w-full sm:w-48"
            value={filters.status ?? ""}
            onChange={(event) => {
              changeFilters({ status: officeOrderStatusFromParam(event.target.value) });
            }}
          >
            <option value="">{manageOrdersTexts.allStatuses}</option>
            {(Object.keys(orderStatusLabels) as OrderStatus[]).map((option) => (
              <option key={option} value={option}>
                {orderStatusLabels[option]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1.5 sm:min-w-64">
          <label htmlFor={ids.q} className="text-sm font-medium">
            {manageOrdersTexts.search}
          </label>
          <div className="join w-full">
            <input
              key={filters.q ?? ""}
              id={ids.q}
              name="q"
              type="search"
              className="input join-item w-full min-w-0"
              defaultValue={filters.q ?? ""}
              placeholder={manageOrdersTexts.searchExample}
              aria-describedby={ids.hint}
              autoComplete="off"
            />
            <button type="submit" className="btn btn-primary join-item">
              <Search className="size-4" aria-hidden="true" />
              {manageOrdersTexts.searchButton}
            </button>
          </div>
          <p id={ids.hint} className="text-xs text-base-content/75">
            {manageOrdersTexts.searchHint}
          </p>
        </div>
        {/* Level with the fields, under their labels' height. */}
        <button type="button" className="btn btn-outline sm:mt-[1.625rem]" onClick={onExport} aria-disabled={exporter.isPending || undefined}>
          {exporter.isPending ? <span className="loading loading-spinner loading-xs" aria-hidden="true" /> : <Download className="size-4" aria-hidden="true" />}
          {manageOrdersTexts.exportCsv}
        </button>
      </form>
      <QueryView query={orders} loadingLabel={manageOrdersTexts.loading} errorTitle={manageOrdersTexts.couldNotLoad}>
        {({ items, total }) =>
          items.length === 0 ? (
            <p className="rounded-box bg-base-200 px-5 py-6 text-base-content/75">{filtered ? manageOrdersTexts.noneMatch : manageOrdersTexts.none}</p>
          ) : (
            <PagedTable
              label={manageOrdersTexts.table}
              pin={2}
              stack
              compact
              columns={[
                { label: manageOrdersTexts.number, className: wideOnly },
                { label: manageOrdersTexts.order },
                { label: manageOrdersTexts.date },
                { label: manageOrdersTexts.name },
                { label: manageOrdersTexts.email },
                { label: manageOrdersTexts.product },
                { label: manageOrdersTexts.price, numeric: true },
                { label: manageOrdersTexts.status },
                { label: manageOrdersTexts.actions, hidden: true },
              ]}
              pagination={{ label: manageOrdersTexts.pagination, page, pageSize: ORDERS_PAGE_SIZE, total, onPageChange: setPage }}
            >
              {items.map((order, index) => {
                const number = rowNumber(page, ORDERS_PAGE_SIZE, index);
                // The buttons repeat on every row; their names say which order they act on.
                const label = manageOrdersTexts.rowLabel(number, order.product, order.email);
                return (
                  <tr key={order._id} role="row" className="align-top hover:bg-base-200/60">
                    <th scope="row" role="rowheader" className={wideOnly}>
                      {formatCount(number)}
                    </th>
                    <td role="cell" className="whitespace-nowrap">
                      <Link
                        className="link link-primary font-mono font-medium"
                        to={`/dashboard/orders/${order._id}`}
                        aria-label={manageOrdersTexts.open(orderNumber(order._id), order.product, order.email)}
                      >
                        {orderNumber(order._id)}
                      </Link>
                    </td>
                    <td role="cell" data-label={manageOrdersTexts.date} className="whitespace-nowrap">
                      <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
                    </td>
                    <td role="cell" data-label={manageOrdersTexts.name} className="min-w-20 [overflow-wrap:anywhere]">{order.name}</td>
                    <td role="cell" data-label={manageOrdersTexts.email} className="min-w-32">
                      <EmailText email={order.email} />
                    </td>
                    <td role="cell" data-label={manageOrdersTexts.product} className="min-w-32 max-sm:basis-full">
                      <OrderLines order={order} layout="list" />
                    </td>
                    <td role="cell" data-label={manageOrdersTexts.price} className="whitespace-nowrap text-right font-semibold tabular-nums">
                      {formatDollars(order.price)}
                    </td>
                    <td role="cell" data-label={manageOrdersTexts.status}>
                      <div className="flex flex-col items-start gap-1">
                        <OrderStatusBadge status={order.status} />
                        {/* The spec's label, kept beside the status it stands for. */}
                        {order.status === "unpaid" && <span className="badge badge-ghost badge-sm">{specStatusLabels.pending}</span>}
                        {/* Issue 28: on the company's account, with its due date. */}
                        <OrderTerms order={order} className="whitespace-nowrap" />
                        <PartlyRefunded order={order} />
                      </div>
                    </td>
                    {/* Wide enough for "Cancel with refund" on two lines, not three. */}
                    <td role="cell" className="sm:min-w-36 max-sm:basis-full">
                      <div className="flex flex-col items-stretch gap-2">
                        <Suspense fallback={null}>
                          <OrderOfficeActions order={order} label={label} />
                        </Suspense>
                        {/* A paid, shipped or confirmed (invoiced) order is cancelled with a refund, never simply deleted. */}
                        {order.status !== "paid" && order.status !== "shipped" && order.status !== "confirmed" && (
                          <DeleteRowButton label={manageOrdersTexts.delete(label)} onClick={() => remove.ask(order)} />
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
        detail={
          remove.target
            ? manageOrdersTexts.deleteDetail(orderNumber(remove.target._id), remove.target.name, remove.target.email, linesSummary(remove.target), formatDollars(remove.target.price))
            : undefined
        }
      />
    </div>
  );
}
