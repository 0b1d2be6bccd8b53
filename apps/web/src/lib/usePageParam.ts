import { useCallback } from "react";
import { useSearchParams } from "react-router";

/** Reads `?page=`: a whole number from 1; anything else is the first page. */
export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get("page"));
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/**
 * The page of a paged list, kept in the URL (`?page=`), so a reload or a shared link shows the
 * same page and Back goes to the page before. Page 1 leaves the parameter out.
 */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const setPage = useCallback(
    (page: number) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (page <= 1) next.delete("page");
        else next.set("page", String(page));
        return next;
      }),
    [setParams],
  );
  return [pageFromParams(params), setPage];
}
