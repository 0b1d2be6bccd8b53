import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { toolsHref, useToolFilterParams } from "./useToolFilterParams";

function useFiltersAndSearch() {
  const [filters, setFilters] = useToolFilterParams();
  return { filters, setFilters, search: useLocation().search };
}

const at = (url: string) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
  };

describe("useToolFilterParams", () => {
  it("keeps both of two changes made before the page renders again, and starts again on page 1", () => {
    const { result } = renderHook(useFiltersAndSearch, { wrapper: at("/tools?q=hoe&page=3") });
    act(() => {
      result.current.setFilters({ category: "c1" });
      result.current.setFilters({ inStock: true });
    });
    expect(result.current.search).toBe("?q=hoe&category=c1&inStock=true");
    expect(result.current.filters).toEqual({ q: "hoe", category: "c1", inStock: true });
  });

  it("removes a filter set to nothing and ignores unknown values in the URL", () => {
    const { result } = renderHook(useFiltersAndSearch, { wrapper: at("/tools?category=c1&sort=cheapest&inStock=true") });
    expect(result.current.filters).toEqual({ category: "c1", inStock: true });
    act(() => result.current.setFilters({ inStock: undefined, sort: "price-asc" }));
    expect(result.current.search).toBe("?category=c1&sort=price-asc");
  });

  it("writes the address of a page of /tools with its filters, page 1 without a page parameter", () => {
    expect(toolsHref({}, 1)).toBe("/tools");
    expect(toolsHref({}, 2)).toBe("/tools?page=2");
    expect(toolsHref({ q: " spade & fork ", category: "c1", inStock: true, sort: "name" }, 1)).toBe("/tools?q=spade+%26+fork&category=c1&inStock=true&sort=name");
    expect(toolsHref({ q: "hoe", sort: "newest" }, 3)).toBe("/tools?q=hoe&sort=newest&page=3");
  });
});
