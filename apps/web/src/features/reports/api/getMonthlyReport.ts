import type { MonthlyReport } from "@shop/contract";
import { monthlyReportSchema } from "@shop/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

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

/** `enabled: false` while the form's range is one the server would refuse anyway. */
export function useMonthlyReport(range: ReportRangeQuery, enabled = true) {
  return useQuery({
    queryKey: queryKeys.monthlyReport(range),
    queryFn: ({ signal }) => getMonthlyReport(range, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
