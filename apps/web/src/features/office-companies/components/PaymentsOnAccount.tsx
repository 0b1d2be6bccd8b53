import { formatDollars, invoiceLabel, transferLabels, type OfficeCompany } from "@shop/contract";
import { TableScroller } from "../../../components/admin/TableScroller";
import { QueryView } from "../../../components/QueryView";
import { formatCalendarDay, formatDateTime } from "../../../lib/dates";
import { usePaymentsOf } from "../api/transfers";

/** Issue 28: the company's latest payments on account, what each paid and what it left unapplied (decision 041: never lost). */
export function PaymentsOnAccount({ company }: { company: OfficeCompany }) {
  const payments = usePaymentsOf(company._id);
  return (
    <section aria-labelledby="company-payments">
      <h2 id="company-payments" className="mb-3 font-display text-xl font-bold">
        {transferLabels.payments}
      </h2>
      <QueryView query={payments} loadingLabel="Loading the payments" errorTitle="We could not load the payments.">
        {({ items }) =>
          items.length === 0 ? (
            <p className="rounded-box bg-base-200 px-5 py-6 text-base-content/80">{transferLabels.noPayments}</p>
          ) : (
            <TableScroller label={transferLabels.payments}>
              <table className="table">
                <caption className="sr-only">{transferLabels.payments}, newest first</caption>
                <thead>
                  <tr>
                    <th scope="col">Date</th>
                    <th scope="col">Method</th>
                    <th scope="col">{transferLabels.reference}</th>
                    <th scope="col">Invoices</th>
                    <th scope="col" className="text-right">
                      Amount
                    </th>
                    <th scope="col" className="text-right">
                      Unapplied
                    </th>
                    <th scope="col">Status</th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((payment) => (
                    <tr key={payment._id}>
                      <td className="whitespace-nowrap">{payment.receivedOn ? formatCalendarDay(payment.receivedOn) : formatDateTime(payment.createdAt)}</td>
                      <td className="whitespace-nowrap">{transferLabels.method[payment.method]}</td>
                      <td className="[overflow-wrap:anywhere]">{payment.reference || "—"}</td>
                      <td>
                        {(payment.status === "applied" ? payment.allocations : payment.requested).map((allocation) => (
                          <span key={allocation.invoiceNumber} className="block whitespace-nowrap">
                            <span className="font-mono">{invoiceLabel(allocation.invoiceNumber)}</span>: {formatDollars(allocation.amount)}
                          </span>
                        ))}
                      </td>
                      <td className="text-right whitespace-nowrap tabular-nums">{formatDollars(payment.amount)}</td>
                      <td className={`text-right whitespace-nowrap tabular-nums ${payment.unapplied > 0 ? "font-semibold text-warning-content" : ""}`}>{formatDollars(payment.unapplied)}</td>
                      <td className="whitespace-nowrap capitalize">{payment.status}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroller>
          )
        }
      </QueryView>
    </section>
  );
}
