import { setLanguageSource } from "@shop/contract";
import { loadBanglaCatalogue } from "@shop/contract/bangla";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { json, mockFetch, renderWithProviders } from "../../../test/utils";
import { filtersFromParams } from "../useToolFilterParams";
import { ToolFilters } from "./ToolFilters";

const hand = { _id: "1a1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f", name: "Hand Tools", toolCount: 3 };

describe("ToolFilters", () => {
  it("is a GET form to /tools whose fields send the URL's own parameters", async () => {
    mockFetch({ "GET /api/categories": () => json(200, [hand]) });
    const filters = { q: "hoe", category: hand._id, inStock: true, sort: "price-desc" } as const;
    renderWithProviders(<ToolFilters filters={filters} onChange={vi.fn()} />);
    await screen.findByRole("option", { name: "Hand Tools" });
    const form = screen.getByRole("search", { name: "Find tools" });
    expect(form).toHaveAttribute("method", "get");
    expect(form).toHaveAttribute("action", "/tools");
    expect(screen.getByLabelText("Search tools")).toHaveAttribute("name", "q");
    expect(screen.getByLabelText("Category")).toHaveAttribute("name", "category");
    expect(screen.getByLabelText("Sort by")).toHaveAttribute("name", "sort");
    expect(screen.getByLabelText("In stock only")).toHaveAttribute("name", "inStock");
    expect(screen.getByLabelText("In stock only")).toHaveAttribute("value", "true");
    // What the browser would send without the script reads back as the same filters.
    await waitFor(() => expect(screen.getByLabelText("Category")).toHaveValue(hand._id));
    const sent = new URLSearchParams([...new FormData(form as HTMLFormElement)].map(([key, value]) => [key, String(value)]));
    expect(sent.toString()).toBe(`q=hoe&category=${hand._id}&sort=price-desc&inStock=true`);
    expect(filtersFromParams(sent)).toEqual(filters);
  });

  it("has a visible Apply filters button that, with the script, applies the search in the app instead of loading a page", async () => {
    mockFetch({ "GET /api/categories": () => json(200, [hand]) });
    const onChange = vi.fn();
    const submitted = vi.fn((event: Event) => event.defaultPrevented);
    document.addEventListener("submit", submitted);
    try {
      renderWithProviders(<ToolFilters filters={{}} onChange={onChange} />);
      const user = userEvent.setup();
      await user.type(screen.getByLabelText("Search tools"), " rake ");
      const apply = screen.getByRole("button", { name: "Apply filters" });
      expect(apply).toHaveAttribute("type", "submit");
      await user.click(apply);
      expect(onChange).toHaveBeenCalledWith({ q: "rake" });
      expect(submitted).toHaveReturnedWith(true);
      // The search box's own button stays as the e2e journeys know it.
      expect(screen.getByRole("button", { name: "Search" })).toHaveAttribute("type", "submit");
    } finally {
      document.removeEventListener("submit", submitted);
    }
  });

  it("names the categories in Bangla on a Bangla page, the English where none is written (issue 38)", async () => {
    const seeds = { _id: "2a1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f", name: "Seeders", toolCount: 1, translations: {} };
    mockFetch({ "GET /api/categories": () => json(200, [{ ...hand, translations: { bn: { name: "হাতের যন্ত্র" } } }, seeds]) });
    loadBanglaCatalogue();
    const before = setLanguageSource(() => "bn");
    try {
      renderWithProviders(<ToolFilters filters={{ category: hand._id }} onChange={vi.fn()} />);
      expect(await screen.findByRole("option", { name: "হাতের যন্ত্র" })).toHaveValue(hand._id);
      expect(screen.getByRole("option", { name: "Seeders" })).toHaveValue(seeds._id);
      expect(screen.queryByRole("option", { name: "Hand Tools" })).not.toBeInTheDocument();
    } finally {
      setLanguageSource(before);
    }
  });
});
