import { formatDollars, statementAgeingKeys, statementLabels, statementMessages, type CompanyStatement } from "@shop/contract";
import { TableScroller } from "../../../components/admin/TableScroller";
import { QueryView } from "../../../components/QueryView";
import type { StatementPeriod } from "../../../components/StatementDownload";
import { formatCalendarDay } from "../../../lib/dates";
import { useCompanyStatement } from "../api/statement";

/** Issue 35: the statement of the chosen period on the page, from the figures its PDF and CSV print. */
export function StatementView({ period }: { period: StatementPeriod }) {
  const statement = useCompanyStatement(period);
  return (
    <div className="mt-6" aria-busy={statement.isFetching || undefined}>
      <QueryView query={statement} loadingLabel={statementMessages.loadingStatement} errorTitle={statementMessages.statementError}>
        {(data) => <Statement statement={data} />}
      </QueryView>
    </div>
  );
}

function Statement({ statement }: { statement: CompanyStatement }) {
  const money = (dollars: number) => formatDollars(dollars, statement.currency);
  const figure = (label: string, dollars: number, strong = false) => (
    <div key={label} className="flex items-baseline justify-between gap-4 py-1">
      <dt className={strong ? "font-semibold" : undefined}>{label}</dt>
      <dd className={`tabular-nums ${strong ? "font-semibold" : ""}`}>{money(dollars)}</dd>
    </div>
  );
  return (
    <div className="flex min-w-0 flex-col gap-5">
      <p className="text-sm text-base-content/75">{statementLabels.period(formatCalendarDay(statement.from), formatCalendarDay(statement.to))}</p>
      <dl className="max-w-sm">{figure(statementLabels.openingBalance, statement.opening)}</dl>
      {statement.lines.length === 0 ? (
        <p className="rounded-box bg-base-200 px-5 py-4">{statementLabels.noLines}</p>
      ) : (
        <TableScroller label={statementLabels.heading} pin="heading">
          <table className="table table-sm">
            <caption className="sr-only">{statementLabels.period(formatCalendarDay(statement.from), formatCalendarDay(statement.to))}</caption>
            <thead>
              <tr>
                <th scope="col">{statementLabels.date}</th>
                <th scope="col">{statementLabels.type}</th>
                <th scope="col">{statementLabels.reference}</th>
                <th scope="col">{statementLabels.description}</th>
                <th scope="col">{statementLabels.dueDate}</th>
                <th scope="col" className="text-right">
                  {statementLabels.amount}
                </th>
                <th scope="col" className="text-right">
                  {statementLabels.balance}
                </th>
              </tr>
            </thead>
            <tbody>
              {statement.lines.map((line, index) => (
                <tr key={`${line.kind}:${line.reference}:${index}`}>
                  <th scope="row" className="whitespace-nowrap font-normal">
                    {formatCalendarDay(line.day)}
                  </th>
                  <td className="whitespace-nowrap">{statementLabels.kinds[line.kind]}</td>
                  <td className="whitespace-nowrap font-mono">{line.reference}</td>
                  <td className="min-w-48">{line.description}</td>
                  <td className="whitespace-nowrap">{line.dueDate ? formatCalendarDay(line.dueDate) : ""}</td>
                  <td className="whitespace-nowrap text-right tabular-nums">{money(line.amount)}</td>
                  <td className="whitespace-nowrap text-right tabular-nums">{money(line.balance)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
      <dl className="max-w-sm">{figure(statementLabels.closingBalance, statement.closing, true)}</dl>
      <div className="grid gap-5 sm:grid-cols-2">
        <section aria-label={statementLabels.totals}>
          <h3 className="font-semibold">{statementLabels.totals}</h3>
          <dl>
            {figure(statementLabels.invoices, statement.totals.invoices)}
            {figure(statementLabels.payments, statement.totals.payments)}
            {figure(statementLabels.creditNotes, statement.totals.creditNotes)}
          </dl>
          <p className="mt-1 text-xs text-base-content/75">{statementLabels.formula}</p>
        </section>
        <section aria-label={statementLabels.ageingAt(formatCalendarDay(statement.to))}>
          <h3 className="font-semibold">{statementLabels.ageingAt(formatCalendarDay(statement.to))}</h3>
          <dl>
            {statementAgeingKeys.map((key) => figure(statementLabels.ageing[key], statement.ageing[key]))}
            {statement.unapplied > 0 && figure(statementLabels.unappliedRow, statement.unapplied)}
          </dl>
          {statement.unapplied > 0 && <p className="mt-1 text-xs text-base-content/75">{statementLabels.unappliedNote}</p>}
        </section>
      </div>
    </div>
  );
}
