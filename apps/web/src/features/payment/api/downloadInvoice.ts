import { orderNumber } from "@shop/contract";
import { useMutation } from "@tanstack/react-query";
import { apiBlob, saveBlob } from "../../../lib/api";

/**
 * `GET /api/orders/{id}/invoice.pdf` (owner or admin), saved as a file. The payment issues the
 * invoice in its own transaction, so it is there as soon as the payment is recorded.
 */
export async function downloadInvoice(orderId: string): Promise<void> {
  const { blob, filename } = await apiBlob(`/api/orders/${encodeURIComponent(orderId)}/invoice.pdf`, { auth: "required" });
  saveBlob(blob, filename ?? `invoice-${orderNumber(orderId)}.pdf`);
}

export function useDownloadInvoice() {
  return useMutation({ mutationFn: downloadInvoice });
}
