import { invoiceLabel } from "@shop/contract";
import { useMutation } from "@tanstack/react-query";
import { apiBlob, saveBlob } from "../../../lib/api";

/** `GET /api/orders/{id}/invoice.pdf` (owner or admin), saved as a file. */
export async function downloadInvoice(id: string, invoiceNumber: number): Promise<void> {
  const { blob, filename } = await apiBlob(`/api/orders/${encodeURIComponent(id)}/invoice.pdf`, { auth: "required" });
  saveBlob(blob, filename ?? `${invoiceLabel(invoiceNumber)}.pdf`);
}

export function useDownloadInvoice() {
  return useMutation({ mutationFn: ({ id, invoiceNumber }: { id: string; invoiceNumber: number }) => downloadInvoice(id, invoiceNumber) });
}
