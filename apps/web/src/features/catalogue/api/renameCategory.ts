import type { Category, CategoryForm } from "@shop/contract";
import { categorySchema } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** `PATCH /api/categories/{id}` (admin): a new name (and Bangla name: "" clears it), shown on its tools too. */
export function renameCategory({ id, ...body }: CategoryForm & { id: string }): Promise<Category> {
  return apiRequest(`/api/categories/${encodeURIComponent(id)}`, categorySchema, { method: "PATCH", body, auth: "required" });
}

export function useRenameCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameCategory,
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.categories }), queryClient.invalidateQueries({ queryKey: queryKeys.tools })]);
    },
  });
}
