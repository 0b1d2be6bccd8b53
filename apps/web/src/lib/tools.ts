import type { Tool, ToolSort } from "@shop/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Paged } from "./api";
import { apiRequest, apiRequestPage } from "./api";
import { queryKeys } from "./query-keys";
import { lazySchema } from "./schemas";

/**
 * The catalogue's reads, shared by the pages that show tools (home, /tools, a tool's page, the
 * cart, Order again, the office's product pages) and by the route loaders.
 */

/** `GET /api/tools/{id}`: one tool (404 when unknown). */
export function getTool(id: string, signal?: AbortSignal): Promise<Tool> {
  return apiRequest(`/api/tools/${encodeURIComponent(id)}`, lazySchema("toolSchema"), signal ? { signal } : {});
}

export const toolQuery = (id: string) => queryOptions({ queryKey: queryKeys.tool(id), queryFn: ({ signal }) => getTool(id, signal) });

export function useTool(id: string) {
  return useQuery(toolQuery(id));
}

/** The finding tools of /tools (and the admin's archived flag); empty ones are left out of the URL. */
export interface ToolFilters {
  q?: string | undefined;
  category?: string | undefined;
  inStock?: boolean | undefined;
  sort?: ToolSort | undefined;
  archived?: "include" | undefined;
}

/** The filters as query parameters, in a fixed order (the server's cache key is the URL); empty ones are left out. */
export function filterParams(filters: ToolFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q?.trim()) params.set("q", filters.q.trim());
  if (filters.category) params.set("category", filters.category);
  if (filters.inStock) params.set("inStock", "true");
  if (filters.sort) params.set("sort", filters.sort);
  if (filters.archived) params.set("archived", filters.archived);
  return params;
}

/** The query string of the filters (`?…`, or nothing without any). */
export function filterQuery(filters: ToolFilters): string {
  const query = filterParams(filters).toString();
  return query ? `?${query}` : "";
}

/** `GET /api/tools?q=&category=&inStock=&sort=&page=&limit=`: one page of the tools that match. */
export function getFilteredToolPage(filters: ToolFilters, page: number, limit: number, signal?: AbortSignal): Promise<Paged<Tool>> {
  return apiRequestPage(`/api/tools${filterQuery(filters)}`, lazySchema("toolSchema"), { page, limit }, {
    ...(signal ? { signal } : {}),
    ...(filters.archived ? { auth: "required" as const } : {}),
  });
}

/** One page of the tools that match, as the grids read it and the server renderer loads it. */
export const filteredToolPageQuery = (filters: ToolFilters, page: number, limit: number) =>
  queryOptions({
    queryKey: queryKeys.toolPage({ page, limit, ...filters }),
    queryFn: ({ signal }) => getFilteredToolPage(filters, page, limit, signal),
  });

export function useFilteredToolPage(filters: ToolFilters, page: number, limit: number) {
  // Paging keeps the current cards on screen until the next page is there.
  return useQuery({ ...filteredToolPageQuery(filters, page, limit), placeholderData: keepPreviousData });
}
