import { useMutation } from "@tanstack/react-query";
import { apiDownload } from "../../../lib/api";

/** `GET /api/subscribers/export.csv` (admin, bearer): the confirmed subscribers as a CSV file. */
export function exportSubscribers(): Promise<Blob> {
  return apiDownload("/api/subscribers/export.csv", { auth: "required" });
}

export function useExportSubscribers() {
  return useMutation({ mutationFn: exportSubscribers });
}
