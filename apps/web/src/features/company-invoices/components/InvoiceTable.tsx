import { companyInvoiceLabels, companyInvoicesPageTexts, formatDollars, invoiceLabel, invoiceStatusLabels, type CompanyInvoice, type InvoiceStatus } from "@shop/contract";
import { FileDown } from "lucide-react";
import { toast } from "sonner";
import { TableScroller } from "../../../components/admin/TableScroller";
import { Pagination, type PaginationProps } from "../../../components/Pagination";
import { errorMessage } from "../../../lib/api";
import { formatCalendarDay, formatDate } from "../../../lib/dates";
import { useDownloadInvoice } from "../api/invoices";
import { problemOf, type Chosen } from "../../../lib/allocations";

const statusBadge: Record<InvoiceStatus, string> = {
  open: "badge-info",
  overdue: "badge-error",
  paid: "badge-success",
};

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return <span className={`badge badge-soft whitespace-nowrap ${statusBadge[status]}`}>{invoiceStatusLabels[status]}</span>;
}

/** The invoice's number, and the day it was issued under it. */
function InvoiceName({ label, issuedAt }: { label: string; issuedAt: string }) {
  return (
    <span className="flex flex-col">
      <span className="font-mono font-semibold">{label}</span>
      <span className="text-xs text-base-content/75">
        {companyInvoiceLabels.issued} {formatDate(issuedAt)}
      </span>
    </span>
  );
}

interface InvoiceTableProps {
  invoices: CompanyInvoice[];
  chosen: ReadonlyMap<number, Chosen>;
  /** While the card step is open, the choice stays as it is. */
  locked: boolean;
  showProblems: boolean;
  onToggle: (invoice: CompanyInvoice, on: boolean) => void;
  onAmount: (number: number, amount: string) => void;
  pagination: PaginationProps;
}

/** The invoices with their due dates and balances; each with a balance can be chosen, for its balance or a part of it. */
export function InvoiceTable({ invoices, chosen, locked, showProblems, onToggle, onAmount, pagination }: InvoiceTableProps) {
  const download = useDownloadInvoice();
  return (
    <>
      <TableScroller label={companyInvoiceLabels.heading} stack>
        {/* Stacked into cards on a phone (issue 35): the roles are said outright, as blocks lose them. */}
        <table role="table" className="table">
          <caption className="sr-only">{companyInvoicesPageTexts.caption(companyInvoiceLabels.heading)}</caption>
          <thead role="rowgroup">
            <tr role="row">
              <th scope="col" role="columnheader">
                {companyInvoiceLabels.invoice}
              </th>
              <th scope="col" role="columnheader">
                {companyInvoiceLabels.due}
              </th>
              <th scope="col" role="columnheader" className="text-right">
                {companyInvoiceLabels.total}
              </th>
              <th scope="col" role="columnheader" className="text-right">
                {companyInvoiceLabels.paid}
              </th>
              <th scope="col" role="columnheader" className="text-right">
                {companyInvoiceLabels.balance}
              </th>
              <th scope="col" role="columnheader">
                {companyInvoiceLabels.toPay}
              </th>
              <th scope="col" role="columnheader">
                <span className="sr-only">{companyInvoicesPageTexts.pdf}</span>
              </th>
            </tr>
          </thead>
          <tbody role="rowgroup">
            {invoices.map((invoice) => {
              const label = invoiceLabel(invoice.number);
              const one = chosen.get(invoice.number);
              const problem = one && showProblems ? problemOf(one) : null;
              const problemId = `invoice-${invoice.number}-problem`;
              return (
                <tr key={invoice.number} role="row" className={one ? "bg-primary/5" : undefined}>
                  <td role="cell" className="whitespace-nowrap max-sm:basis-full">
                    {invoice.balance > 0 ? (
                      <label className="flex cursor-pointer items-center gap-2">
                        <input
                          type="checkbox"
                          aria-label={companyInvoiceLabels.select(label)}
                          className="checkbox checkbox-sm checkbox-primary"
                          checked={one !== undefined}
                          disabled={locked}
                          onChange={(event) => onToggle(invoice, event.target.checked)}
                        />
                        <InvoiceName label={label} issuedAt={invoice.issuedAt} />
                      </label>
                    ) : (
                      <InvoiceName label={label} issuedAt={invoice.issuedAt} />
                    )}
                  </td>
                  <td role="cell" data-label={companyInvoiceLabels.due} className="whitespace-nowrap">
                    <span className="block">{invoice.dueDate ? formatCalendarDay(invoice.dueDate) : invoice.balance > 0 ? companyInvoiceLabels.noDueDate : "—"}</span>
                    <InvoiceStatusBadge status={invoice.status} />
                  </td>
                  <td role="cell" data-label={companyInvoiceLabels.total} className="text-right whitespace-nowrap tabular-nums">
                    {formatDollars(invoice.total)}
                  </td>
                  <td role="cell" data-label={companyInvoiceLabels.paid} className="text-right whitespace-nowrap tabular-nums">
                    {formatDollars(invoice.paid)}
                  </td>
                  <td role="cell" data-label={companyInvoiceLabels.balance} className="text-right font-semibold whitespace-nowrap tabular-nums">
                    {formatDollars(invoice.balance)}
                  </td>
                  <td role="cell" data-label={companyInvoiceLabels.toPay}>
                    {one ? (
                      <div className="flex flex-col gap-1">
                        <label className="flex items-center gap-2">
                          <span className="text-xs text-base-content/75">{companyInvoicesPageTexts.amount}</span>
                          <input
                            type="text"
                            aria-label={companyInvoiceLabels.amount(label)}
                            inputMode="decimal"
                            className={`input input-sm w-24 text-right tabular-nums ${problem ? "input-error" : ""}`}
                            value={one.amount}
                            disabled={locked}
                            aria-invalid={problem ? true : undefined}
                            aria-describedby={problem ? problemId : undefined}
                            onChange={(event) => onAmount(invoice.number, event.target.value)}
                          />
                        </label>
                        {problem && (
                          <p id={problemId} className="text-xs font-medium text-error">
                            {problem}
                          </p>
                        )}
                      </div>
                    ) : (
                      <span className="text-base-content/60">—</span>
                    )}
                  </td>
                  <td role="cell">
                    <button
                      type="button"
                      aria-label={companyInvoiceLabels.download(label)}
                      className="btn btn-ghost btn-sm"
                      onClick={() => download.mutate(invoice, { onError: (failure) => toast.error(errorMessage(failure)) })}
                    >
                      <FileDown className="size-4" aria-hidden="true" />
                      {companyInvoicesPageTexts.pdf}
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroller>
      <Pagination {...pagination} />
    </>
  );
}
