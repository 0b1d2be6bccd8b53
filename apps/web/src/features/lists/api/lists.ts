import type { CreateListForm, PatchListBody, ShoppingList } from "@shop/contract";
import { deletedListSchema, shoppingListSchema, shoppingListsSchema } from "@shop/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, isApiError } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** `GET /api/lists`: the company's lists, the latest changed first; null without a company (404). */
export function useLists() {
  return useQuery({
    queryKey: queryKeys.lists,
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest("/api/lists", shoppingListsSchema, { auth: "required", signal });
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });
}

export function useCreateList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateListForm) => apiRequest("/api/lists", shoppingListSchema, { method: "POST", body, auth: "required" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.lists }),
  });
}

export function usePatchList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PatchListBody }) =>
      apiRequest(`/api/lists/${encodeURIComponent(id)}`, shoppingListSchema, { method: "PATCH", body, auth: "required" }),
    onSuccess: (list: ShoppingList) => {
      queryClient.setQueryData<ShoppingList[] | null>(queryKeys.lists, (lists) => lists?.map((each) => (each._id === list._id ? list : each)));
      return queryClient.invalidateQueries({ queryKey: queryKeys.lists });
    },
  });
}

export function useDeleteList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/api/lists/${encodeURIComponent(id)}`, deletedListSchema, { method: "DELETE", auth: "required" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.lists }),
  });
}
