import type { Category, CategoryForm } from "@shop/contract";
import { categorySchema } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** `POST /api/categories` (admin): its name, and its Bangla one when written (issue 38). */
export function createCategory(body: CategoryForm): Promise<Category> {
  return apiRequest("/api/categories", categorySchema, { method: "POST", body, auth: "required" });
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCategory, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.categories }) });
}
