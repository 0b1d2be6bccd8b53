import type { MonthlyReport } from "@shop/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { lazySchema } from "../../../lib/schemas";

// The page renders from the server's answer and hydrates without zod; the schema loads beside a
// request made in the browser (another range).
const monthlyReportSchema = lazySchema("monthlyReportSchema");

export interface ReportRangeQuery {
  from?: string | undefined;
  to?: string | undefined;
}

/** `?from=&to=` with only the months given: the server fills in the defaults. */
export function rangeParams(range: ReportRangeQuery): string {
  const params = new URLSearchParams();
  if (range.from) params.set("from", range.from);
  if (range.to) params.set("to", range.to);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** `GET /api/reports/monthly?from=&to=` (admin): the month-by-month figures of the range. */
export function getMonthlyReport(range: ReportRangeQuery, signal?: AbortSignal): Promise<MonthlyReport> {
  return apiRequest(`/api/reports/monthly${rangeParams(range)}`, monthlyReportSchema, { auth: "required", ...(signal ? { signal } : {}) });
}

/** The report of the URL's range, as the page reads it and the server renderer loads it (app/pageData.ts). */
export const monthlyReportQuery = (range: ReportRangeQuery) => queryOptions({ queryKey: queryKeys.monthlyReport(range), queryFn: ({ signal }) => getMonthlyReport(range, signal) });

/** `enabled: false` while the form's range is one the server would refuse anyway. */
export function useMonthlyReport(range: ReportRangeQuery, enabled = true) {
  return useQuery({ ...monthlyReportQuery(range), placeholderData: keepPreviousData, enabled });
}
