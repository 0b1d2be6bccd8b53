import type { DeleteResult } from "@shop/contract";
import { deleteResultSchema } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** `DELETE /api/categories/{id}` (admin): refused (409) while tools are in it. */
export function deleteCategory(id: string): Promise<DeleteResult> {
  return apiRequest(`/api/categories/${encodeURIComponent(id)}`, deleteResultSchema, { method: "DELETE", auth: "required" });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCategory, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.categories }) });
}
