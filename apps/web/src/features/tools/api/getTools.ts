import type { Tool } from "@shop/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { Paged } from "../../../lib/api";
import { apiRequestPage } from "../../../lib/api";
import { lazySchema } from "../../../lib/schemas";

/** Every catalogue query starts with this, so one invalidation after a write refreshes them all. */
export const toolsQueryKey = ["tools"] as const;

/** `GET /api/tools?page=&limit=`: one page of the catalogue, oldest first. */
export function getToolPage(page: number, limit: number, signal?: AbortSignal): Promise<Paged<Tool>> {
  return apiRequestPage("/api/tools", lazySchema("toolSchema"), { page, limit }, signal ? { signal } : {});
}

export function useToolPage(page: number, limit: number) {
  return useQuery({
    queryKey: [...toolsQueryKey, "page", { page, limit }],
    queryFn: ({ signal }) => getToolPage(page, limit, signal),
    // Paging keeps the current cards on screen until the next page is there.
    placeholderData: keepPreviousData,
  });
}
