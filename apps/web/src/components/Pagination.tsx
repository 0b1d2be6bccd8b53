interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** Names the list, e.g. "Orders", so several paginations on a page are told apart. */
  label: string;
}

/** Previous / next paging for long lists; hidden when everything fits on one page. */
export function Pagination({ page, pageSize, total, onPageChange, label }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav aria-label={`${label} pages`} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-base-content/70" aria-live="polite">
        {first}–{last} of {total}
      </p>
      <div className="join">
        <button type="button" className="btn join-item btn-sm" onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
          Previous
        </button>
        <span className="btn join-item btn-sm pointer-events-none" aria-current="page">
          Page {page} of {pages}
        </span>
        <button type="button" className="btn join-item btn-sm" onClick={() => onPageChange(page + 1)} disabled={page >= pages}>
          Next
        </button>
      </div>
    </nav>
  );
}
