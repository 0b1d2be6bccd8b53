import { creditNoteLabel, creditNotePdfPath } from "@shop/contract";
import { useMutation } from "@tanstack/react-query";
import { apiBlob, saveBlob } from "../../../lib/api";

/** `GET /api/orders/{id}/credit-notes/{number}.pdf` (owner or admin), saved as a file. */
export async function downloadCreditNote(id: string, creditNoteNumber: number): Promise<void> {
  const { blob, filename } = await apiBlob(creditNotePdfPath(encodeURIComponent(id), creditNoteNumber), { auth: "required" });
  saveBlob(blob, filename ?? `${creditNoteLabel(creditNoteNumber)}.pdf`);
}

export function useDownloadCreditNote() {
  return useMutation({ mutationFn: ({ id, number }: { id: string; number: number }) => downloadCreditNote(id, number) });
}
