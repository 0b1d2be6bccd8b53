import type { PriceList } from "@shop/contract";
import { formatCount, priceListLabels, priceListMessages, priceListPageTexts, priceListStateLabels, webRoutes } from "@shop/contract";
import { Pencil, Plus } from "lucide-react";
import { Link } from "react-router";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { QueryView } from "../../../components/QueryView";
import { AdminPageHeader } from "../../../components/admin/AdminPageHeader";
import { PagedTable } from "../../../components/admin/PagedTable";
import { DeleteRowButton } from "../../../components/admin/RowActionButtons";
import { useConfirmedDelete } from "../../../lib/useConfirmedDelete";
import { formatCalendarDay } from "../../../lib/dates";
import { usePageParam } from "../../../lib/usePageParam";
import { useDeletePriceList, usePriceLists } from "../api/priceLists";

export const PRICE_LISTS_PAGE_SIZE = 20;

const columns = priceListLabels.columns;

export const priceListPath = (id: string) => webRoutes.priceList.replace(":priceListId", encodeURIComponent(id));
/** A new list's page: the list's own route, with `new` for its id. */
export const newPriceListPath = priceListPath("new");

/** "Mar 1, 2026 – Mar 31, 2026", "from Mar 1, 2026", "until …" or "Always". */
export const datesOf = (list: Pick<PriceList, "validFrom" | "validUntil">) =>
  priceListMessages.dates(list.validFrom && formatCalendarDay(list.validFrom), list.validUntil && formatCalendarDay(list.validUntil));

/** /dashboard/price-lists (shop admins): the companies' own prices, newest first. */
export function PriceListsPage() {
  const [page, setPage] = usePageParam();
  const lists = usePriceLists(page, PRICE_LISTS_PAGE_SIZE);
  const remove = useConfirmedDelete<PriceList>({
    mutation: useDeletePriceList(),
    successMessage: priceListMessages.deleted,
    paging: { page, setPage, rowsOnPage: lists.data?.items.length },
  });
  return (
    <div className="max-w-6xl">
      <AdminPageHeader title={priceListLabels.heading}>{priceListLabels.intro}</AdminPageHeader>
      <div className="mb-4 flex justify-end">
        <Link to={newPriceListPath} className="btn btn-primary">
          <Plus className="size-4" aria-hidden="true" />
          {priceListLabels.addList}
        </Link>
      </div>
      <QueryView query={lists} loadingLabel={priceListLabels.loading} errorTitle={priceListLabels.loadError}>
        {({ items, total }) =>
          total === 0 ? (
            <p className="rounded-box bg-base-200 px-5 py-6 text-base-content/75">{priceListLabels.none}</p>
          ) : (
            <PagedTable
              label={priceListLabels.tableLabel}
              caption={priceListPageTexts.newestFirst(priceListLabels.tableLabel)}
              compact
              columns={[
                { label: columns.name },
                { label: columns.priority, numeric: true },
                { label: columns.dates },
                { label: columns.companies },
                { label: columns.tools, numeric: true },
                { label: columns.state },
                { label: columns.actions, hidden: true },
              ]}
              pagination={{ label: priceListLabels.tableLabel, page, pageSize: PRICE_LISTS_PAGE_SIZE, total, onPageChange: setPage }}
            >
              {items.map((list) => (
                <tr key={list._id}>
                  <td className="min-w-36 font-semibold [overflow-wrap:anywhere]">
                    <Link to={priceListPath(list._id)} className="link">
                      {list.name}
                    </Link>
                  </td>
                  <td className="text-right tabular-nums">{formatCount(list.priority)}</td>
                  <td className="min-w-32">{datesOf(list)}</td>
                  <td className="min-w-36 [overflow-wrap:anywhere]">{list.companies.map((company) => company.name).join(", ") || "—"}</td>
                  <td className="text-right tabular-nums">{formatCount(list.prices.length)}</td>
                  <td>
                    <span className={`badge badge-soft whitespace-nowrap ${list.state === "active" ? "badge-success" : ""}`}>{priceListStateLabels[list.state]}</span>
                  </td>
                  <td>
                    <div className="flex gap-2">
                      <Link to={priceListPath(list._id)} className="btn btn-outline btn-sm" aria-label={`${priceListLabels.editList} ${list.name}`}>
                        <Pencil className="size-4" aria-hidden="true" />
                        {priceListPageTexts.edit}
                      </Link>
                      <DeleteRowButton label={`${priceListLabels.deleteList} ${list.name}`} onClick={() => remove.ask(list)} />
                    </div>
                  </td>
                </tr>
              ))}
            </PagedTable>
          )
        }
      </QueryView>
      <ConfirmDialog {...remove.dialog} detail={remove.target ? priceListMessages.confirmDelete(remove.target.name) : undefined} />
    </div>
  );
}
