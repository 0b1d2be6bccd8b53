import { toolSorts, type ToolSort } from "@shop/contract";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import type { ToolFilters } from "./api/getTools";

const isSort = (value: string | null): value is ToolSort => value !== null && (toolSorts as readonly string[]).includes(value);

/** The filters of /tools read from the URL (`?q=&category=&inStock=true&sort=`); unknown values are ignored. */
export function filtersFromParams(params: URLSearchParams): ToolFilters {
  const q = params.get("q")?.trim();
  const category = params.get("category");
  const sort = params.get("sort");
  return {
    ...(q ? { q } : {}),
    ...(category ? { category } : {}),
    ...(params.get("inStock") === "true" ? { inStock: true } : {}),
    ...(isSort(sort) ? { sort } : {}),
  };
}

/**
 * The finding tools kept in the URL, so a search can be shared, reloaded and gone back to. A
 * new filter starts again on page 1.
 */
export function useToolFilterParams(): [ToolFilters, (filters: ToolFilters) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const setFilters = useCallback(
    (next: ToolFilters) =>
      setParams(() => {
        const url = new URLSearchParams();
        if (next.q?.trim()) url.set("q", next.q.trim());
        if (next.category) url.set("category", next.category);
        if (next.inStock) url.set("inStock", "true");
        if (next.sort) url.set("sort", next.sort);
        return url;
      }),
    [setParams],
  );
  return [filters, setFilters];
}
