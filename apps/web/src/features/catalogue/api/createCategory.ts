import type { Category } from "@shop/contract";
import { categorySchema } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** `POST /api/categories` (admin). */
export function createCategory(name: string): Promise<Category> {
  return apiRequest("/api/categories", categorySchema, { method: "POST", body: { name }, auth: "required" });
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCategory, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.categories }) });
}
