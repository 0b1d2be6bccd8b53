import { countryName, currentLanguage, formatCount, formatDollars, localDigits, reportLabels, reportPageTexts, resolveReportRange, taxLineLabel, type ReportCountryFigures, type ReportCountryMonth, type ReportFigures, type ReportMonth, type ReportTakings, type ReportTakingsMonth, type TaxLine } from "@shop/contract";
import { Download } from "lucide-react";
import { useId, useState, type FormEvent, type MouseEvent, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { toast } from "sonner";
import { AdminPageHeader } from "../../../components/admin/AdminPageHeader";
import { TableScroller } from "../../../components/admin/TableScroller";
import { QueryView } from "../../../components/QueryView";
import { errorMessage } from "../../../lib/api";
import { journalCsvPath, useDownloadJournal } from "../api/downloadJournal";
import { monthlyReportCsvPath, takingsCsvPath, useDownloadMonthlyReport, useDownloadTakings } from "../api/downloadMonthlyReport";
import { useMonthlyReport, type ReportRangeQuery } from "../api/getMonthlyReport";
import { AccountingCodesSection } from "./AccountingCodesSection";

/** An amount in its row's own currency (a report may hold orders of several), in the page's language. */
export function formatMoney(amount: number, currency: string): string {
  try {
    return formatDollars(amount, currency);
  } catch {
    // A code Intl does not know still shows its amount, with the code beside it.
    return `${localDigits(amount.toFixed(2), currentLanguage())} ${currency}`;
  }
}

/** "Mar 2025" for "2025-03": written by hand (no time zone moves a month), so the server's render and the hydrating browser agree. */
function monthName(month: string): string {
  const [year = "", number = "1"] = month.split("-");
  return `${reportPageTexts.shortMonths[Number(number) - 1] ?? ""} ${localDigits(year, currentLanguage())}`;
}

const percent = (rate: number) => localDigits(`${String(rate)}%`, currentLanguage());

function RateLines({ lines, currency }: { lines: TaxLine[]; currency: string }) {
  if (lines.length === 0) return <span aria-label={reportPageTexts.none}>–</span>;
  return (
    <ul className="space-y-0.5">
      {lines.map((line) => (
        <li key={`${line.name} ${String(line.rate)}`} className="whitespace-nowrap">
          {reportPageTexts.rateLine(taxLineLabel(line.name, percent(line.rate)), formatMoney(line.tax, currency), formatMoney(line.net, currency))}
        </li>
      ))}
    </ul>
  );
}

// Read at each render: the words follow the page's language.
const columns = () => [
  reportLabels.month,
  reportLabels.currency,
  reportLabels.invoices,
  reportLabels.net,
  reportLabels.tax,
  reportLabels.taxByRate,
  reportLabels.exemptNet,
  reportLabels.zeroRatedNet,
  reportLabels.outsideScopeNet,
  reportLabels.shipping,
  reportLabels.supplementaryDuty,
  reportLabels.discounts,
  reportLabels.discountTax,
  reportLabels.gross,
  reportLabels.creditNotes,
  reportLabels.refundedNet,
  reportLabels.refundedTax,
  reportLabels.refundTaxByRate,
  reportLabels.refundedExemptNet,
  reportLabels.refundedZeroRatedNet,
  reportLabels.refundedOutsideScopeNet,
  reportLabels.refundedSupplementaryDuty,
  reportLabels.refundedGross,
];
const textColumns = () => new Set<string>([reportLabels.month, reportLabels.currency, reportLabels.taxByRate, reportLabels.refundTaxByRate]);

/** Issue 36 item 5: the supplementary duty's two columns, shown only when the months charged or gave back some. */
const dutyColumns = () => new Set<string>([reportLabels.supplementaryDuty, reportLabels.refundedSupplementaryDuty]);

/** The cells after the row's heading, in `columns` order (the duty's when `duty`). */
function FigureCells({ figures, duty }: { figures: ReportFigures; duty: boolean }) {
  const money = (amount: number) => formatMoney(amount, figures.currency);
  const number = "text-right tabular-nums whitespace-nowrap";
  return (
    <>
      <td>{figures.currency}</td>
      <td className={number}>{formatCount(figures.invoices)}</td>
      <td className={number}>{money(figures.net)}</td>
      <td className={number}>{money(figures.tax)}</td>
      <td>
        <RateLines lines={figures.taxByRate} currency={figures.currency} />
      </td>
      <td className={number}>{money(figures.exemptNet)}</td>
      <td className={number}>{money(figures.zeroRatedNet)}</td>
      <td className={number}>{money(figures.outsideScopeNet)}</td>
      <td className={number}>{money(figures.shipping)}</td>
      {duty && <td className={number}>{money(figures.supplementaryDuty ?? 0)}</td>}
      <td className={number}>{money(figures.discounts)}</td>
      <td className={number}>{money(figures.discountTax)}</td>
      <td className={number}>{money(figures.gross)}</td>
      <td className={number}>{formatCount(figures.creditNotes)}</td>
      <td className={number}>{money(figures.refundedNet)}</td>
      <td className={number}>{money(figures.refundedTax)}</td>
      <td>
        <RateLines lines={figures.refundTaxByRate} currency={figures.currency} />
      </td>
      <td className={number}>{money(figures.refundedExemptNet)}</td>
      <td className={number}>{money(figures.refundedZeroRatedNet)}</td>
      <td className={number}>{money(figures.refundedOutsideScopeNet)}</td>
      {duty && <td className={number}>{money(figures.refundedSupplementaryDuty ?? 0)}</td>}
      <td className={number}>{money(figures.refundedGross)}</td>
    </>
  );
}

/** reportCountryColumns (the CSV's, in English), read at each render in the page's language. */
const countryColumns = () => [
  reportLabels.month,
  reportLabels.currency,
  reportLabels.country,
  reportLabels.taxName,
  reportLabels.rate,
  reportLabels.net,
  reportLabels.tax,
  reportLabels.exemptNet,
  reportLabels.zeroRatedNet,
  reportLabels.outsideScopeNet,
  reportLabels.gross,
  reportLabels.discounts,
  reportLabels.discountTax,
  reportLabels.refundedNet,
  reportLabels.refundedTax,
  reportLabels.refundedExemptNet,
  reportLabels.refundedZeroRatedNet,
  reportLabels.refundedOutsideScopeNet,
  reportLabels.refundedGross,
];
const countryTextColumns = () => new Set<string>([reportLabels.month, reportLabels.currency, reportLabels.country, reportLabels.taxName]);

/** An empty cell that says so to a screen reader (no aria-label: a plain span may not carry one). */
const None = () => (
  <>
    <span aria-hidden="true">–</span>
    <span className="sr-only">{reportPageTexts.none}</span>
  </>
);

/** The cells after a country row's heading, in `countryColumns` order. */
function CountryCells({ row }: { row: ReportCountryFigures }) {
  const labels = countryColumns();
  const money = (amount: number) => formatMoney(amount, row.currency);
  const number = "text-right tabular-nums whitespace-nowrap";
  return (
    <>
      <td>{row.currency}</td>
      <td>
        {row.country === "" ? reportLabels.noCountry : countryName(row.country)}
        {/* Issue 36: an OSS refund of an earlier quarter is that quarter's correction, not this period's sales. */}
        {row.correctsPeriod && (
          <span className="block text-xs text-base-content/75">
            {reportLabels.correctsPeriod}: {row.correctsPeriod}
          </span>
        )}
      </td>
      <td>{row.name === "" ? <None /> : row.name}</td>
      <td className={number}>{row.rate === null ? <None /> : percent(row.rate)}</td>
      {[
        row.net,
        row.tax,
        row.exemptNet,
        row.zeroRatedNet,
        row.outsideScopeNet,
        row.gross,
        row.discounts,
        row.discountTax,
        row.refundedNet,
        row.refundedTax,
        row.refundedExemptNet,
        row.refundedZeroRatedNet,
        row.refundedOutsideScopeNet,
        row.refundedGross,
      ].map((amount, i) => (
        <td key={labels[i + 5]} className={number}>
          {money(amount)}
        </td>
      ))}
    </>
  );
}

/**
 * A report's table: a row per month and key (the month's name its heading), then the range's
 * sums, a "Total" row per key; `cells` writes the cells after each row's heading, in `labels`' order.
 * A month row's key is its month and its sum's key, so the two never collide.
 */
function MonthRows<Totals>({
  labels,
  textLabels,
  rows,
  totals,
  totalKey,
  cells,
}: {
  labels: string[];
  textLabels: Set<string>;
  rows: (Totals & { month: string })[];
  totals: Totals[];
  totalKey: (figures: Totals) => string;
  cells: (figures: Totals) => ReactNode;
}) {
  return (
    <table className="table table-sm">
      <thead>
        <tr>
          {labels.map((label) => (
            <th key={label} scope="col" className={textLabels.has(label) ? "" : "text-right"}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.month} ${totalKey(row)}`}>
            <th scope="row" className="whitespace-nowrap font-medium">
              <time dateTime={row.month}>{monthName(row.month)}</time>
            </th>
            {cells(row)}
          </tr>
        ))}
      </tbody>
      <tfoot>
        {totals.map((total) => (
          <tr key={totalKey(total)} className="font-semibold text-base-content">
            <th scope="row">{reportLabels.total}</th>
            {cells(total)}
          </tr>
        ))}
      </tfoot>
    </table>
  );
}

const countryKey = (row: ReportCountryFigures) => `${row.currency} ${row.country} ${row.name} ${String(row.rate)} ${row.correctsPeriod ?? ""}`;

/** A row per month, currency, country and rate, and the range's sums per country and rate below. */
function CountryTable({ rows, totals }: { rows: ReportCountryMonth[]; totals: ReportCountryFigures[] }) {
  return (
    <section aria-labelledby="by-country-heading" className="mt-8">
      <h2 id="by-country-heading" className="mb-1 text-lg font-semibold">
        {reportLabels.byCountryHeading}
      </h2>
      <p className="mb-4 text-sm text-base-content/75">{reportLabels.byCountryIntro}</p>
      <TableScroller label={reportLabels.byCountryTableLabel} pin="heading">
        <MonthRows
          labels={countryColumns()}
          textLabels={countryTextColumns()}
          rows={rows}
          totals={totals}
          totalKey={countryKey}
          cells={(row) => <CountryCells row={row} />}
        />
      </TableScroller>
    </section>
  );
}

function ReportTable({ months, totals }: { months: ReportMonth[]; totals: ReportFigures[] }) {
  const duty = totals.some((total) => total.supplementaryDuty !== undefined);
  const dutyColumnsHere = dutyColumns();
  // A report's rows have no actions to keep in view: their month stays, the figures scroll.
  return (
    <TableScroller label={reportLabels.tableLabel} pin="heading">
      <MonthRows
        labels={columns().filter((label) => duty || !dutyColumnsHere.has(label))}
        textLabels={textColumns()}
        rows={months}
        totals={totals}
        totalKey={(total) => total.currency}
        cells={(figures) => <FigureCells figures={figures} duty={duty} />}
      />
    </TableScroller>
  );
}

/** The cells after a takings row's heading: currency, method, received, given back, net. */
function TakingsCells({ row }: { row: ReportTakings }) {
  const number = "text-right tabular-nums whitespace-nowrap";
  return (
    <>
      <td>{row.currency}</td>
      <td className="whitespace-nowrap">{reportLabels.takingMethods[row.method]}</td>
      <td className={number}>{formatMoney(row.received, row.currency)}</td>
      <td className={number}>{formatMoney(row.refunded, row.currency)}</td>
      <td className={number}>{formatMoney(row.net, row.currency)}</td>
    </>
  );
}

/**
 * Issue 37 item 8: the money each way of paying brought in and gave back, month by month, and the
 * range's sums: what each method's account on the ledger's bank side moved by. Five columns, so a
 * phone scrolls it sideways in its scroller like the other tables; the month stays in view.
 */
function TakingsTable({ rows, totals, download }: { rows: ReportTakingsMonth[]; totals: ReportTakings[]; download: ReactNode }) {
  const labels = [reportLabels.month, reportLabels.currency, reportLabels.method, reportLabels.received, reportLabels.refundedMoney, reportLabels.netTakings];
  const text = new Set<string>([reportLabels.month, reportLabels.currency, reportLabels.method]);
  return (
    <section aria-labelledby="takings-heading" className="mt-8">
      <h2 id="takings-heading" className="mb-1 text-lg font-semibold">
        {reportLabels.takingsHeading}
      </h2>
      <p className="mb-4 text-sm text-base-content/75">{reportLabels.takingsIntro}</p>
      <div className="mb-4">{download}</div>
      {rows.length === 0 ? (
        <p className="rounded-box bg-base-200 px-5 py-4 text-base-content/75">{reportLabels.noTakings}</p>
      ) : (
        <TableScroller label={reportLabels.takingsTableLabel} pin="heading">
          <MonthRows
            labels={labels}
            textLabels={text}
            rows={rows}
            totals={totals}
            totalKey={(total) => `${total.currency} ${total.method}`}
            cells={(row) => <TakingsCells row={row} />}
          />
        </TableScroller>
      )}
    </section>
  );
}

type Problem = { field: "from" | "to"; problem: string };

/**
 * /dashboard/reports (admin): the accountant's month by month, sales by invoice month and
 * refunds by credit-note month, then by country and rate; the journal's download and the account
 * codes it names. The range lives in the URL (`?from=&to=`), so a reload or a
 * shared link shows the same months, and the CSV link asks for exactly those.
 */
export function MonthlyReportPage() {
  const [params, setParams] = useSearchParams();
  const range: ReportRangeQuery = { from: params.get("from") || undefined, to: params.get("to") || undefined };
  // The contract's rule, as the server applies it: the defaults to show, or why the URL's range cannot be.
  const resolved = resolveReportRange(range, new Date());
  const urlProblem: Problem | null = "problem" in resolved ? resolved : null;
  const report = useMonthlyReport(range, urlProblem === null);
  const download = useDownloadMonthlyReport();
  const journal = useDownloadJournal();
  const takings = useDownloadTakings();
  const [formProblem, setFormProblem] = useState<Problem | null>(null);
  const ids = { from: useId(), to: useId(), problem: useId() };
  const problem = formProblem ?? urlProblem;

  const onShow = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const read = (name: string) => {
      const value = form.get(name);
      return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
    };
    const next = { from: read("from"), to: read("to") };
    const checked = resolveReportRange(next, new Date());
    if ("problem" in checked) {
      setFormProblem(checked);
      return;
    }
    setFormProblem(null);
    setParams({ from: checked.from, to: checked.to });
  };

  // The months the table shows (the server's answer once in), so the file is the same report.
  const csvRange: ReportRangeQuery = report.data ? { from: report.data.from, to: report.data.to } : range;
  const onDownload = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (download.isPending) return;
    download.mutate(csvRange, { onError: (error) => toast.error(errorMessage(error)) });
  };
  const onJournal = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (journal.isPending) return;
    journal.mutate(csvRange, { onError: (error) => toast.error(errorMessage(error)) });
  };

  const onTakings = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (takings.isPending) return;
    takings.mutate(csvRange, { onError: (error) => toast.error(errorMessage(error)) });
  };

  const shown = "problem" in resolved ? range : resolved;
  const fieldProps = (field: "from" | "to") => ({
    id: ids[field],
    name: field,
    type: "month",
    className: "input w-full sm:w-48",
    // Browsers without a month picker show a text box: the pattern says what to type.
    placeholder: "YYYY-MM",
    defaultValue: shown[field] ?? "",
    "aria-invalid": problem?.field === field || undefined,
    "aria-describedby": problem?.field === field ? ids.problem : undefined,
  });

  return (
    <div className="min-w-0">
      <AdminPageHeader title={reportLabels.heading}>{reportLabels.intro}</AdminPageHeader>
      <form
        key={`${shown.from ?? ""} ${shown.to ?? ""}`}
        aria-label={reportPageTexts.range}
        className="mb-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end"
        onSubmit={onShow}
        noValidate
      >
        <div className="flex flex-col gap-1.5">
          <label htmlFor={ids.from} className="text-sm font-medium">
            {reportLabels.from}
          </label>
          <input {...fieldProps("from")} />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={ids.to} className="text-sm font-medium">
            {reportLabels.to}
          </label>
          <input {...fieldProps("to")} />
        </div>
        <button type="submit" className="btn btn-primary">
          {reportLabels.show}
        </button>
        <a href={monthlyReportCsvPath(csvRange)} onClick={onDownload} className="btn btn-outline" aria-disabled={download.isPending || undefined}>
          {download.isPending ? <span className="loading loading-spinner loading-xs" aria-hidden="true" /> : <Download className="size-4" aria-hidden="true" />}
          {reportLabels.download}
        </a>
        <a href={journalCsvPath(csvRange)} onClick={onJournal} className="btn btn-outline" aria-disabled={journal.isPending || undefined}>
          {journal.isPending ? <span className="loading loading-spinner loading-xs" aria-hidden="true" /> : <Download className="size-4" aria-hidden="true" />}
          {reportLabels.journal}
        </a>
      </form>
      {problem && (
        <p id={ids.problem} role="alert" className="mb-4 text-sm text-error">
          {problem.problem}
        </p>
      )}
      {!urlProblem && (
        <QueryView query={report} loadingLabel={reportPageTexts.loading} errorTitle={reportPageTexts.loadFailed}>
          {(data) => (
            <>
              <p className="mb-4 text-sm text-base-content/75">{reportLabels.monthsIn(data.timeZone)}</p>
              {data.months.every((row) => row.invoices === 0 && row.creditNotes === 0) && <p className="mb-4 rounded-box bg-base-200 px-5 py-4 text-base-content/75">{reportLabels.empty}</p>}
              <ReportTable months={data.months} totals={data.totals} />
              <TakingsTable
                rows={data.takings ?? []}
                totals={data.takingsTotals ?? []}
                download={
                  <a href={takingsCsvPath(csvRange)} onClick={onTakings} className="btn btn-outline btn-sm" aria-disabled={takings.isPending || undefined}>
                    {takings.isPending ? <span className="loading loading-spinner loading-xs" aria-hidden="true" /> : <Download className="size-4" aria-hidden="true" />}
                    {reportLabels.downloadTakings}
                  </a>
                }
              />
              {data.byCountry.length > 0 && <CountryTable rows={data.byCountry} totals={data.countryTotals} />}
            </>
          )}
        </QueryView>
      )}
      <AccountingCodesSection />
    </div>
  );
}
