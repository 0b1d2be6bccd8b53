import { sharedUiTexts } from "@shop/contract";
import type { MouseEvent, ReactNode } from "react";

export interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** Names the list, e.g. "Orders", so several paginations on a page are told apart. */
  label: string;
  /**
   * The URL of a page. Given, Previous and Next are links to it, so paging works before the
   * script has loaded (a server-rendered page) or without it; a click in the app still only
   * calls onPageChange. Without it they are buttons (lists that exist only in the app).
   */
  hrefFor?: (page: number) => string;
}

/** Previous / next paging for long lists; hidden when everything fits on one page. */
export function Pagination({ page, pageSize, total, onPageChange, label, hrefFor }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const step = (to: number, disabled: boolean, text: string) =>
    hrefFor ? (
      <PageLink href={hrefFor(to)} disabled={disabled} onFollow={() => onPageChange(to)}>
        {text}
      </PageLink>
    ) : (
      <button type="button" className="btn join-item btn-sm" onClick={() => onPageChange(to)} disabled={disabled}>
        {text}
      </button>
    );
  return (
    <nav aria-label={sharedUiTexts.pages(label)} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-base-content/70" aria-live="polite">
        {sharedUiTexts.range(first, last, total)}
      </p>
      <div className="join">
        {step(page - 1, page <= 1, sharedUiTexts.previous)}
        <span className="btn join-item btn-sm pointer-events-none" aria-current="page">
          {sharedUiTexts.page(page, pages)}
        </span>
        {step(page + 1, page >= pages, sharedUiTexts.next)}
      </div>
    </nav>
  );
}

/** A click the browser should handle itself: a new tab or window, a download, or not the main button. */
const opensElsewhere = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

function PageLink({ href, disabled, onFollow, children }: { href: string; disabled: boolean; onFollow: () => void; children: ReactNode }) {
  if (disabled) {
    // Not a link at all: a link without a page behind it would still be offered to follow, by the browser or a crawler.
    return (
      <span aria-disabled="true" className="btn join-item btn-sm btn-disabled">
        {children}
      </span>
    );
  }
  return (
    <a
      href={href}
      className="btn join-item btn-sm"
      onClick={(event) => {
        if (opensElsewhere(event)) return;
        event.preventDefault();
        onFollow();
      }}
    >
      {children}
    </a>
  );
}
