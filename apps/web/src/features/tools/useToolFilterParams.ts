import { toolSorts, type ToolSort } from "@shop/contract";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
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
 *
 * The third value is what the form shows: the filters asked for, until the URL has them. The
 * router applies a navigation in a transition, later than the click; a controlled checkbox read
 * from the URL alone would spring back unchecked meanwhile (long enough to see on a busy phone).
 */
export function useToolFilterParams(): [ToolFilters, (change: Partial<ToolFilters>) => void, ToolFilters] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const key = keyOf(filters);
  const latest = useRef(filters);
  // The filters asked for, and the addresses the URL passes through before it has them.
  const [asked, setAsked] = useState<{ next: ToolFilters; over: string[] } | undefined>(undefined);
  useEffect(() => {
    // Back, Forward or a link changed the URL: that is now what a change builds on.
    latest.current = filters;
  }, [filters]);
  const setFilters = useCallback(
    (change: Partial<ToolFilters>) => {
      const before = keyOf(latest.current);
      const next = { ...latest.current, ...change };
      latest.current = next;
      setAsked((previous) => ({ next, over: [...(previous?.over ?? []).slice(-8), before] }));
      setParams(filterParams(next));
    },
    [setParams],
  );
  // Once the URL has what was asked, it is again the one thing shown (a later Back to an
  // address passed through on the way must not bring the asked filters back).
  if (asked && key === keyOf(asked.next)) setAsked(undefined);
  // Any other address (Back, a link) is shown as the URL has it.
  return [filters, setFilters, asked?.over.includes(key) ? asked.next : filters];
}

const keyOf = (filters: ToolFilters) => filterParams(filters).toString();
