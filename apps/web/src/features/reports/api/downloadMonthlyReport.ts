import { useMutation } from "@tanstack/react-query";
import { apiBlob, saveBlob } from "../../../lib/api";
import { rangeParams, type ReportRangeQuery } from "./getMonthlyReport";

/** The CSV's address for a range: the same months as the table. */
export const monthlyReportCsvPath = (range: ReportRangeQuery) => `/api/reports/monthly.csv${rangeParams(range)}`;

/** Issue 37 item 8: the takings by payment method of the same months (`part=takings`). */
export const takingsCsvPath = (range: ReportRangeQuery) => {
  const params = rangeParams(range);
  return `/api/reports/monthly.csv${params}${params ? "&" : "?"}part=takings`;
};

/**
 * `GET /api/reports/monthly.csv` (admin, bearer), saved as a file: a plain link would not carry
 * the token, so the file is fetched like any call and handed to the browser.
 */
export async function downloadMonthlyReport(range: ReportRangeQuery): Promise<void> {
  const { blob, filename } = await apiBlob(monthlyReportCsvPath(range), { auth: "required" });
  saveBlob(blob, filename ?? "monthly-report.csv");
}

export function useDownloadMonthlyReport() {
  return useMutation({ mutationFn: downloadMonthlyReport });
}

export async function downloadTakings(range: ReportRangeQuery): Promise<void> {
  const { blob, filename } = await apiBlob(takingsCsvPath(range), { auth: "required" });
  saveBlob(blob, filename ?? "takings.csv");
}

export function useDownloadTakings() {
  return useMutation({ mutationFn: downloadTakings });
}
