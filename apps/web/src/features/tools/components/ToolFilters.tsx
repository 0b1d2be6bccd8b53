import { categoryName, currentLanguage, pathInLanguage, TOOL_SEARCH_MAX_LENGTH, toolFilterTexts, toolSortLabels, toolSorts, type ToolSort } from "@shop/contract";
import { Search, SlidersHorizontal } from "lucide-react";
import { useId, type FormEvent } from "react";
import { useCategories } from "../../../lib/categories";
import type { ToolFilters as Filters } from "../../../lib/tools";

interface ToolFiltersProps {
  filters: Filters;
  /** One filter changed: the page merges it into the filters of the URL as they are then. */
  onChange: (change: Partial<Filters>) => void;
}

const isSort = (value: string): value is ToolSort => (toolSorts as readonly string[]).includes(value);

/**
 * The finding tools of /tools: a search box (sent on Enter or Search, not on every key), a
 * category, in stock only and a sort. The page keeps them in the URL and keys this form by the
 * search, so Back and Forward put the URL's words back in the box (its default value).
 *
 * It is also a plain GET form to /tools whose fields carry the URL's parameter names: on the
 * server-rendered page, before the script has loaded or without it, Search or Apply filters
 * loads /tools with them (page 1, as any change). With the script the submit stays in the app.
 */
export function ToolFilters({ filters, onChange }: ToolFiltersProps) {
  const categories = useCategories();
  const ids = { search: useId(), category: useId(), sort: useId(), stock: useId() };

  // The box's words are read from the form, not kept in state: words typed into the server's
  // page before it hydrated are there too.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get("q");
    onChange({ q: (typeof text === "string" ? text.trim() : "") || undefined });
  };

  return (
    <form
      role="search"
      aria-label={toolFilterTexts.find}
      method="get"
      // A plain form knows nothing of the router's basename: a Bangla page sends it to /bn/tools.
      action={pathInLanguage("/tools", currentLanguage())}
      onSubmit={submit}
      className="mb-8 grid gap-4 rounded-box bg-base-200 p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-end"
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={ids.search} className="text-sm font-medium">
          {toolFilterTexts.searchLabel}
        </label>
        <div className="join w-full">
          <input
            id={ids.search}
            type="search"
            name="q"
            className="input join-item w-full"
            placeholder={toolFilterTexts.placeholder}
            maxLength={TOOL_SEARCH_MAX_LENGTH}
            defaultValue={filters.q ?? ""}
          />
          <button type="submit" className="btn btn-primary join-item">
            <Search className="size-4" aria-hidden="true" />
            {toolFilterTexts.search}
          </button>
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={ids.category} className="text-sm font-medium">
          {toolFilterTexts.category}
        </label>
        <select
          id={ids.category}
          name="category"
          className="select w-full"
          value={filters.category ?? ""}
          onChange={(event) => onChange({ category: event.target.value || undefined })}
        >
          <option value="">{toolFilterTexts.allCategories}</option>
          {categories.data?.map((category) => (
            <option key={category._id} value={category._id}>
              {categoryName(category)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={ids.sort} className="text-sm font-medium">
          {toolFilterTexts.sortBy}
        </label>
        <select
          id={ids.sort}
          name="sort"
          className="select w-full"
          value={filters.sort ?? ""}
          onChange={(event) => onChange({ sort: isSort(event.target.value) ? event.target.value : undefined })}
        >
          <option value="">{toolFilterTexts.featured}</option>
          {toolSorts.map((sort) => (
            <option key={sort} value={sort}>
              {toolSortLabels[sort]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div className="flex items-center gap-2">
          <input
            id={ids.stock}
            type="checkbox"
            name="inStock"
            value="true"
            className="checkbox checkbox-primary"
            checked={filters.inStock ?? false}
            onChange={(event) => onChange({ inStock: event.target.checked || undefined })}
          />
          <label htmlFor={ids.stock} className="text-sm font-medium whitespace-nowrap">
            {toolFilterTexts.inStockOnly}
          </label>
        </div>
        {/* The category, sort and stock apply as they change once the script runs; before, this sends them. */}
        <button type="submit" className="btn btn-outline btn-primary">
          <SlidersHorizontal className="size-4" aria-hidden="true" />
          {toolFilterTexts.apply}
        </button>
      </div>
    </form>
  );
}
