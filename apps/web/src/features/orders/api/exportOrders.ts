import type { OrderStatus } from "@shop/contract";
import { useMutation } from "@tanstack/react-query";
import { apiBlob, saveBlob } from "../../../lib/api";

export interface OrderFilters {
  status?: OrderStatus | undefined;
  q?: string | undefined;
}

export function filterParams(filters: OrderFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status) params.set("status", filters.status);
  if (filters.q) params.set("q", filters.q);
  return params;
}

/** `GET /api/orders/export.csv` (admin) with the list's filters, saved as a file. */
export async function exportOrders(filters: OrderFilters): Promise<void> {
  const query = filterParams(filters).toString();
  const { blob, filename } = await apiBlob(`/api/orders/export.csv${query ? `?${query}` : ""}`, { auth: "required" });
  saveBlob(blob, filename ?? "orders.csv");
}

export function useExportOrders() {
  return useMutation({ mutationFn: exportOrders });
}
