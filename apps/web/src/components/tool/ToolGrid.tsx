import { Link } from "react-router";
import { Pagination } from "../Pagination";
import { QueryView } from "../QueryView";
import { catalogueMessages, toolGridTexts } from "@shop/contract";
import { useFilteredToolPage, type ToolFilters } from "../../lib/tools";
import { ToolCard } from "./ToolCard";

interface ToolGridProps {
  /** How many tools to ask the server for: the page size, or the home page's six. */
  pageSize: number;
  page?: number;
  /** Given, the grid pages (the tools list); without it, only the first `pageSize` tools show (home). */
  onPageChange?: (page: number) => void;
  /** The URL of a page of the grid: given, paging is by links that work before the script runs (/tools is server-rendered). */
  pageHref?: (page: number) => string;
  headingLevel?: 2 | 3;
  /** The grid is the page's main content (the tools list): its first image is the largest paint. */
  prioritizeFirst?: boolean;
  /** The finding tools of /tools; without any, the plain (cached) catalogue. */
  filters?: ToolFilters;
}

/** The catalogue as cards, with its loading, error and empty states; it asks only for the tools it shows. */
export function ToolGrid({ pageSize, page = 1, onPageChange, pageHref, headingLevel = 2, prioritizeFirst = false, filters = {} }: ToolGridProps) {
  const tools = useFilteredToolPage(filters, page, pageSize);
  const filtered = Boolean(filters.q?.trim() || filters.category || filters.inStock);

  return (
    <QueryView query={tools} loadingLabel={toolGridTexts.loading} errorTitle={toolGridTexts.error} loading="py-16">
      {({ items, total }) => {
        if (total === 0 && filtered) {
          return (
            <p className="py-12 text-center text-base-content/70" role="status">
              {catalogueMessages.noMatches}
            </p>
          );
        }
        if (total === 0) {
          return <p className="py-12 text-center text-base-content/70">{toolGridTexts.empty}</p>;
        }
        if (items.length === 0 && onPageChange) {
          // A stale link to a page the catalogue no longer reaches.
          return (
            <p className="py-12 text-center text-base-content/70">
              {toolGridTexts.noPage(page)}{" "}
              {pageHref ? (
                <Link to={pageHref(1)} className="link link-primary">
                  {toolGridTexts.firstPage}
                </Link>
              ) : (
                <button type="button" className="link link-primary" onClick={() => onPageChange(1)}>
                  {toolGridTexts.firstPage}
                </button>
              )}
            </p>
          );
        }
        return (
          <>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy={tools.isPlaceholderData}>
              {items.map((tool, index) => (
                <li key={tool._id}>
                  <ToolCard tool={tool} headingLevel={headingLevel} priority={prioritizeFirst && index === 0} />
                </li>
              ))}
            </ul>
            {onPageChange && <Pagination label={toolGridTexts.pagination} page={page} pageSize={pageSize} total={total} onPageChange={onPageChange} hrefFor={pageHref} />}
          </>
        );
      }}
    </QueryView>
  );
}
