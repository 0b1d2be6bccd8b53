import type { Category } from "@shop/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { lazySchema } from "../../../lib/schemas";

export const categoriesQueryKey = ["categories"] as const;

/** `GET /api/categories`: every category with its number of tools (a shop has tens). */
export function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return apiRequest("/api/categories", lazySchema("categoryListSchema"), signal ? { signal } : {});
}

export const categoriesQuery = () => queryOptions({ queryKey: categoriesQueryKey, queryFn: ({ signal }) => getCategories(signal), staleTime: 60_000 });

export function useCategories() {
  return useQuery(categoriesQuery());
}
