import type { Category } from "@shop/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "./api";
import { lazySchema } from "./schemas";
import { queryKeys } from "./query-keys";

/** `GET /api/categories`: every category with its number of tools (a shop has tens). */
export function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return apiRequest("/api/categories", lazySchema("categoryListSchema"), signal ? { signal } : {});
}

export const categoriesQuery = () => queryOptions({ queryKey: queryKeys.categories, queryFn: ({ signal }) => getCategories(signal), staleTime: 60_000 });

export function useCategories() {
  return useQuery(categoriesQuery());
}
