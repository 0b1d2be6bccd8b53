import { type AccountPayment, accountRefundLabels, formatDollars, invoiceLabel, officeCompaniesTexts, type OfficeCompany, officePaymentTexts, transferLabels } from "@shop/contract";
import { useState } from "react";
import { TableScroller } from "../../../components/admin/TableScroller";
import { QueryView } from "../../../components/QueryView";
import { formatCalendarDay, formatDateTime } from "../../../lib/dates";
import { usePaymentsOf } from "../api/transfers";
import { ApplyUnappliedForm } from "./ApplyUnappliedForm";
import { refundableCents, RefundPaymentForm } from "./RefundPaymentForm";

/**
 * Issue 28: the company's latest payments on account, what each paid and what it left unapplied
 * (decision 041: never lost), with the company's unapplied money in all; the office applies a
 * payment's unapplied money to open invoices from here.
 */
export function PaymentsOnAccount({ company }: { company: OfficeCompany }) {
  const payments = usePaymentsOf(company._id);
  const [applying, setApplying] = useState<AccountPayment | null>(null);
  const [refunding, setRefunding] = useState<AccountPayment | null>(null);
  const unapplied = company.unapplied ?? 0;
  return (
    <section aria-labelledby="company-payments" className="flex flex-col gap-3">
      <h2 id="company-payments" className="font-display text-xl font-bold">
        {transferLabels.payments}
      </h2>
      <p className={unapplied > 0 ? "font-semibold" : "text-base-content/75"}>
        {unapplied > 0 ? officePaymentTexts.labelled(transferLabels.unappliedTotal, formatDollars(unapplied)) : transferLabels.unappliedNone}
      </p>
      <QueryView query={payments} loadingLabel={officePaymentTexts.loading} errorTitle={officePaymentTexts.loadError}>
        {({ items }) =>
          items.length === 0 ? (
            <p className="rounded-box bg-base-200 px-5 py-6 text-base-content/80">{transferLabels.noPayments}</p>
          ) : (
            <TableScroller label={transferLabels.payments}>
              <table className="table">
                <caption className="sr-only">{officeCompaniesTexts.newestFirst(transferLabels.payments)}</caption>
                <thead>
                  <tr>
                    <th scope="col">{officePaymentTexts.date}</th>
                    <th scope="col">{officePaymentTexts.method}</th>
                    <th scope="col">{transferLabels.reference}</th>
                    <th scope="col">{officePaymentTexts.invoices}</th>
                    <th scope="col" className="text-right">
                      {officePaymentTexts.amount}
                    </th>
                    <th scope="col" className="text-right">
                      {officePaymentTexts.unapplied}
                    </th>
                    <th scope="col">{officePaymentTexts.status}</th>
                    <th scope="col">
                      <span className="sr-only">{officePaymentTexts.actions}</span>
                    </th>
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
                      <td className="whitespace-nowrap">
                        <span className="capitalize">{officePaymentTexts.statuses[payment.status]}</span>
                        {(payment.refunded ?? 0) > 0 && <span className="block text-sm">{`${formatDollars(payment.refunded ?? 0)} ${accountRefundLabels.refundedBy[payment.method]}`}</span>}
                      </td>
                      <td>
                        <div className="flex flex-wrap gap-2">
                        {payment.status === "applied" && payment.unapplied > 0 && (
                          <button
                            type="button"
                            className="btn btn-outline btn-primary btn-sm"
                            aria-label={transferLabels.applyUnappliedOf(payment.reference || formatDollars(payment.amount))}
                            aria-expanded={applying?._id === payment._id}
                            onClick={() => {
                              setRefunding(null);
                              setApplying(applying?._id === payment._id ? null : payment);
                            }}
                          >
                            {transferLabels.applyUnapplied}
                          </button>
                        )}
                        {payment.status === "applied" && refundableCents(payment) > 0 && (
                          <button
                            type="button"
                            className="btn btn-outline btn-sm"
                            aria-label={accountRefundLabels.refundOf(payment.reference || formatDollars(payment.amount))}
                            aria-expanded={refunding?._id === payment._id}
                            onClick={() => {
                              setApplying(null);
                              setRefunding(refunding?._id === payment._id ? null : payment);
                            }}
                          >
                            {accountRefundLabels.refund}
                          </button>
                        )}
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroller>
          )
        }
      </QueryView>
      {applying && <ApplyUnappliedForm key={applying._id} companyId={company._id} payment={applying} onDone={() => setApplying(null)} />}
      {refunding && <RefundPaymentForm key={refunding._id} companyId={company._id} payment={refunding} onDone={() => setRefunding(null)} />}
    </section>
  );
}
