import { act, render, renderHook, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, RouterProvider, createMemoryRouter, useLocation } from "react-router";
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

  it("shows a change at once, while the router's navigation to it is still loading, and the URL's filters after Back", async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    function Probe() {
      const [filters, setFilters, shown] = useToolFilterParams();
      return (
        <>
          <input type="checkbox" aria-label="In stock only" checked={shown.inStock ?? false} onChange={(event) => setFilters({ inStock: event.target.checked || undefined })} />
          <p>URL: {filters.inStock ? "in stock" : "all"}</p>
        </>
      );
    }
    // The page's loader waits, as a busy browser does, so the URL changes only when it is let go.
    const router = createMemoryRouter([{ path: "/tools", element: <Probe />, loader: async () => gate.then(() => null) }], { initialEntries: ["/tools"], hydrationData: { loaderData: { 0: null } } });
    render(<RouterProvider router={router} />);
    const box = screen.getByLabelText("In stock only");
    await act(async () => box.click());
    expect(box).toBeChecked();
    expect(screen.getByText("URL: all")).toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findByText("URL: in stock")).toBeInTheDocument();
    expect(box).toBeChecked();
    // Unchecked again, then Back to the checked address: the box follows the URL.
    await act(async () => box.click());
    expect(await screen.findByText("URL: all")).toBeInTheDocument();
    expect(box).not.toBeChecked();
    await act(async () => router.navigate(-1));
    expect(await screen.findByText("URL: in stock")).toBeInTheDocument();
    expect(box).toBeChecked();
  });
});
