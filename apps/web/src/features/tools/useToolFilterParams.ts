import { toolSorts, type ToolSort } from "@shop/contract";
import { useCallback, useEffect, useMemo, useRef } from "react";
import { useSearchParams } from "react-router";
import { filterParams, type ToolFilters } from "../../lib/tools";

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

/** The address of one page of /tools with these filters (page 1 leaves `page` out, as usePageParam does). */
export function toolsHref(filters: ToolFilters, page: number): string {
  const url = filterParams(filters);
  if (page > 1) url.set("page", String(page));
  const query = url.toString();
  return query ? `/tools?${query}` : "/tools";
}

/**
 * The finding tools kept in the URL, so a search can be shared, reloaded and gone back to. A
 * change starts again on page 1.
 *
 * A change is merged into the filters last written, not the ones this render read: two changes
 * in quick succession (a category, then "In stock only" before the first navigation has
 * rendered) would otherwise each start from the same old URL, and the second would drop the first.
 */
export function useToolFilterParams(): [ToolFilters, (change: Partial<ToolFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const latest = useRef(filters);
  useEffect(() => {
    // Back, Forward or a link changed the URL: that is now what a change builds on.
    latest.current = filters;
  }, [filters]);
  const setFilters = useCallback(
    (change: Partial<ToolFilters>) => {
      const next = { ...latest.current, ...change };
      latest.current = next;
      setParams(filterParams(next));
    },
    [setParams],
  );
  return [filters, setFilters];
}
