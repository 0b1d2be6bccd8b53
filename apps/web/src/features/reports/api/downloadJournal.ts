import { useMutation } from "@tanstack/react-query";
import { apiBlob, saveBlob } from "../../../lib/api";
import { rangeParams, type ReportRangeQuery } from "./getMonthlyReport";

/** The accounting export's address for a range: the same months as the report. */
export const journalCsvPath = (range: ReportRangeQuery) => `/api/reports/journal.csv${rangeParams(range)}`;

/** `GET /api/reports/journal.csv` (admin, bearer), saved as a file, as the report's CSV is. */
export async function downloadJournal(range: ReportRangeQuery): Promise<void> {
  const { blob, filename } = await apiBlob(journalCsvPath(range), { auth: "required" });
  saveBlob(blob, filename ?? "journal.csv");
}

export function useDownloadJournal() {
  return useMutation({ mutationFn: downloadJournal });
}
