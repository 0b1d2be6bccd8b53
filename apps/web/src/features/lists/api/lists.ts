import type { CreateListForm, PatchListBody, ShoppingList } from "@shop/contract";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, isApiError } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { lazySchema } from "../../../lib/schemas";

/**
 * A list's name and lines checked as the server will (the contract's schema), loaded at the first
 * save: the lists page and the cart hydrate without zod.
 */
export const listBodySchema = lazySchema("createListBodySchema");

/** `GET /api/lists`: the company's lists, the latest changed first; null without a company (404). */
export const listsQuery = () =>
  queryOptions({
    queryKey: queryKeys.lists,
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest("/api/lists", lazySchema("shoppingListsSchema"), { auth: "required", signal });
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });

export function useLists() {
  return useQuery(listsQuery());
}

export function useCreateList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateListForm) => apiRequest("/api/lists", lazySchema("shoppingListSchema"), { method: "POST", body, auth: "required" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.lists }),
  });
}

export function usePatchList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PatchListBody }) =>
      apiRequest(`/api/lists/${encodeURIComponent(id)}`, lazySchema("shoppingListSchema"), { method: "PATCH", body, auth: "required" }),
    onSuccess: (list: ShoppingList) => {
      queryClient.setQueryData<ShoppingList[] | null>(queryKeys.lists, (lists) => lists?.map((each) => (each._id === list._id ? list : each)));
      return queryClient.invalidateQueries({ queryKey: queryKeys.lists });
    },
  });
}

export function useDeleteList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/api/lists/${encodeURIComponent(id)}`, lazySchema("deletedListSchema"), { method: "DELETE", auth: "required" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.lists }),
  });
}
