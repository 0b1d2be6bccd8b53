import { monthStart, statementLabels, statementMessages } from "@shop/contract";
import { useMutation } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { useId, useState, type MouseEvent, type ReactNode } from "react";
import { toast } from "sonner";
import { apiBlob, errorMessage, saveBlob } from "../lib/api";
import { shopToday } from "../lib/dates";

export type StatementFormat = "pdf" | "csv";
export interface StatementPeriod {
  from: string;
  to: string;
}

/** A statement's first period: this month until today, the shop's days. */
export function thisMonthSoFar(): StatementPeriod {
  const today = shopToday();
  return { from: monthStart(today), to: today };
}

/** `?from=&to=` of a statement's address. */
export const statementQuery = (period: StatementPeriod) => `?${new URLSearchParams({ from: period.from, to: period.to }).toString()}`;

interface StatementDownloadProps {
  /** The statement's address for a format and period: the company's own, or the office's copy of one company's. */
  pathFor: (format: StatementFormat, period: StatementPeriod) => string;
  intro: string;
  /** Issue 35: what the page shows of the chosen period below the form (the statement itself), while the period is valid. */
  children?: (period: StatementPeriod) => ReactNode;
}

/**
 * Issue 28 item 5: a statement of account's period (this month until today, the shop's days, by
 * default) and its two downloads. Each link is the file's own address, and a click fetches it
 * with the session's token and saves it, as the other exports do. Shared by the company's page
 * and the office's page of a company.
 */
export function StatementDownload({ pathFor, intro, children }: StatementDownloadProps) {
  const [period, setPeriod] = useState<StatementPeriod>(thisMonthSoFar);
  const ids = { heading: useId(), problem: useId() };
  const problem = period.from === "" || period.to === "" ? null : period.from > period.to ? statementMessages.fromAfterTo : null;
  const ready = period.from !== "" && period.to !== "" && problem === null;
  const download = useMutation({
    mutationFn: async (format: StatementFormat) => {
      const { blob, filename } = await apiBlob(pathFor(format, period), { auth: "required" });
      saveBlob(blob, filename ?? `statement-${period.from}-to-${period.to}.${format}`);
    },
  });
  const onDownload = (format: StatementFormat) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (!ready || download.isPending) return;
    download.mutate(format, { onError: (error) => toast.error(errorMessage(error)) });
  };
  const field = (name: keyof StatementPeriod, label: string) => (
    <label className="flex flex-col gap-1.5">
      <span className="text-sm font-medium">{label}</span>
      <input
        type="date"
        name={name}
        className={`input w-full sm:w-44 ${problem && name === "from" ? "input-error" : ""}`}
        value={period[name]}
        required
        onChange={({ target: { value } }) => setPeriod((current) => ({ ...current, [name]: value }))}
        aria-invalid={(problem !== null && name === "from") || undefined}
        aria-describedby={problem && name === "from" ? ids.problem : undefined}
      />
    </label>
  );
  const link = (format: StatementFormat, label: string) => (
    <a
      href={ready ? pathFor(format, period) : undefined}
      role={ready ? undefined : "link"}
      aria-disabled={!ready || download.isPending || undefined}
      onClick={onDownload(format)}
      className={`btn btn-outline ${ready ? "" : "btn-disabled"}`}
    >
      {download.isPending && download.variables === format ? <span className="loading loading-spinner loading-xs" aria-hidden="true" /> : <Download className="size-4" aria-hidden="true" />}
      {label}
    </a>
  );
  return (
    <section aria-labelledby={ids.heading} className="rounded-box border border-base-300 p-5">
      <h2 id={ids.heading} className="font-display text-xl font-bold">
        {statementLabels.heading}
      </h2>
      <p className="mt-1 mb-4 text-sm text-base-content/75">{intro}</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        {field("from", statementLabels.from)}
        {field("to", statementLabels.to)}
        {link("pdf", statementLabels.downloadPdf)}
        {link("csv", statementLabels.downloadCsv)}
      </div>
      {problem && (
        <p id={ids.problem} role="alert" className="mt-3 text-sm text-error">
          {problem}
        </p>
      )}
      {ready && children?.(period)}
    </section>
  );
}
