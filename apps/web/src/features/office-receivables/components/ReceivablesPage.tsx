import { receivablesBucketKeys, receivablesLabels, webRoutes, type Receivables, type ReceivablesRow } from "@shop/contract";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { AdminPageHeader } from "../../../components/admin/AdminPageHeader";
import { TableScroller } from "../../../components/admin/TableScroller";
import { QueryView } from "../../../components/QueryView";
import { formatCalendarDay } from "../../../lib/dates";
import { formatDollars } from "../../../lib/price";
import { useReceivables } from "../api/receivables";

type SortKey = "name" | (typeof amountKeys)[number];
interface Sort {
  key: SortKey;
  descending: boolean;
}

// Issue 28: the unapplied money last, apart from the balances (it is on no invoice yet).
const amountKeys = ["open", "overdue", ...receivablesBucketKeys, "unapplied"] as const;
// Read at each render: the words follow the page's language.
const headings = (): Record<SortKey, string> => ({
  name: receivablesLabels.company,
  open: receivablesLabels.open,
  overdue: receivablesLabels.overdue,
  ...receivablesLabels.buckets,
  unapplied: receivablesLabels.unapplied,
});
/** An amount of a row; the unapplied money is 0 when an older server leaves it out. */
const amountOf = (row: Omit<ReceivablesRow, "_id" | "name">, key: (typeof amountKeys)[number]) => row[key] ?? 0;
const companyPath = (id: string) => webRoutes.officeCompany.replace(":companyId", encodeURIComponent(id));

/** The rows in the chosen order; ties keep the server's order (most overdue first). */
export function sortedRows(rows: readonly ReceivablesRow[], sort: Sort): ReceivablesRow[] {
  const sign = sort.descending ? -1 : 1;
  const key = sort.key;
  return rows.toSorted((a, b) => sign * (key === "name" ? a.name.localeCompare(b.name) : amountOf(a, key) - amountOf(b, key)));
}

/**
 * /dashboard/receivables (shop admins, issue 28 item 6): what each company owes on account, what
 * of it is overdue and for how long, most overdue first; any column sorts the table, and each
 * company links to its office page (where its statement is).
 */
export function ReceivablesPage() {
  const receivables = useReceivables();
  return (
    <div className="min-w-0">
      <AdminPageHeader title={receivablesLabels.heading}>{receivablesLabels.intro}</AdminPageHeader>
      <QueryView query={receivables} loadingLabel={receivablesLabels.loading} errorTitle={receivablesLabels.loadError}>
        {(data) => <ReceivablesTable receivables={data} />}
      </QueryView>
    </div>
  );
}

function ReceivablesTable({ receivables }: { receivables: Receivables }) {
  const [sort, setSort] = useState<Sort>({ key: "overdue", descending: true });
  if (receivables.companies.length === 0) return <p className="rounded-box bg-base-200 px-5 py-6">{receivablesLabels.none}</p>;
  const rows = sortedRows(receivables.companies, sort);
  const sortBy = (key: SortKey) => setSort((current) => (current.key === key ? { key, descending: !current.descending } : { key, descending: key !== "name" }));
  const header = (key: SortKey) => {
    const active = sort.key === key;
    const Icon = active ? (sort.descending ? ArrowDown : ArrowUp) : ArrowUpDown;
    return (
      <th key={key} scope="col" className={key === "name" ? "" : "text-right"} aria-sort={active ? (sort.descending ? "descending" : "ascending") : undefined}>
        <button type="button" className={`inline-flex items-center gap-1 font-semibold ${key === "name" ? "" : "flex-row-reverse"}`} onClick={() => sortBy(key)}>
          {headings()[key]}
          <Icon className={`size-3.5 ${active ? "" : "opacity-40"}`} aria-hidden="true" />
        </button>
      </th>
    );
  };
  return (
    <>
      <p className="mb-3 text-sm text-base-content/75">
        {receivablesLabels.asOf(formatCalendarDay(receivables.asOf))} {receivablesLabels.unappliedHint}
      </p>
      <TableScroller label={receivablesLabels.heading} pin="heading">
        <table className="table">
          <caption className="sr-only">{receivablesLabels.heading}</caption>
          <thead>
            <tr>
              {header("name")}
              {amountKeys.map(header)}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row._id}>
                <th scope="row" className="min-w-40 font-medium [overflow-wrap:break-word] sm:min-w-48">
                  <Link to={companyPath(row._id)} className="link">
                    {row.name}
                  </Link>
                </th>
                {amountKeys.map((key) => (
                  <td
                    key={key}
                    className={`text-right whitespace-nowrap tabular-nums ${key === "overdue" && row.overdue > 0 ? "font-semibold text-error" : ""} ${key === "unapplied" && amountOf(row, key) > 0 ? "font-semibold" : ""}`}
                  >
                    {formatDollars(amountOf(row, key))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{receivablesLabels.total}</th>
              {amountKeys.map((key) => (
                <td key={key} className="text-right whitespace-nowrap tabular-nums font-semibold">
                  {formatDollars(amountOf(receivables.totals, key))}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </TableScroller>
    </>
  );
}
