import { useMutation } from "@tanstack/react-query";
import { apiBlob } from "../../../lib/api";

/** `GET /api/subscribers/export.csv` (admin, bearer): the confirmed subscribers as a CSV file. */
export async function exportSubscribers(): Promise<Blob> {
  return (await apiBlob("/api/subscribers/export.csv", { auth: "required" })).blob;
}

export function useExportSubscribers() {
  return useMutation({ mutationFn: exportSubscribers });
}
