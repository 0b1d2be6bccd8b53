import type { ComponentProps, ReactNode } from "react";
import { Pagination } from "../Pagination";
import { TableScroller } from "./TableScroller";

export interface Column {
  label: string;
  /** Read by screen readers only (a picture, the row's actions). */
  hidden?: boolean;
  /** Right-aligned, for amounts and counts. */
  numeric?: boolean;
  /** Classes of the header cell, e.g. a column that a narrow screen hides (its body cells take the same). */
  className?: string;
}

interface PagedTableProps {
  /** Names the scrolling frame and, unless `caption` says more, the table. */
  label: string;
  caption?: string;
  pin?: ComponentProps<typeof TableScroller>["pin"];
  /** Issue 35: each row a card on a phone (TableScroller's `stack`); the page's rows and cells then carry their roles. */
  stack?: boolean;
  /** Smaller cells and narrower gaps between them, for tables with many columns. */
  compact?: boolean;
  columns: readonly Column[];
  /** The rows (`<tr>`s) of this page. */
  children: ReactNode;
  pagination: ComponentProps<typeof Pagination>;
}

/**
 * An office list: a table that scrolls in its own frame, headed by its columns, with its pages
 * under it. The rows are the page's own; the frame, the names screen readers hear and the
 * pagination are the same on every list.
 */
export function PagedTable({ label, caption = label, pin, stack = false, compact = false, columns, children, pagination }: PagedTableProps) {
  // A stacked table is laid out as blocks on a phone: its roles are said outright there.
  const role = (name: string) => (stack ? name : undefined);
  return (
    <>
      <TableScroller label={label} pin={pin} stack={stack}>
        <table role={role("table")} className={compact ? "table table-sm text-sm [&_td]:px-2 [&_th]:px-2" : "table"}>
          <caption className="sr-only">{caption}</caption>
          <thead role={role("rowgroup")}>
            <tr role={role("row")}>
              {columns.map((column) => (
                <th key={column.label} scope="col" role={role("columnheader")} className={[column.numeric ? "text-right" : "", column.className ?? ""].join(" ").trim() || undefined}>
                  {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role={role("rowgroup")}>{children}</tbody>
        </table>
      </TableScroller>
      <Pagination {...pagination} />
    </>
  );
}

/** The number of a list's row across its pages (the `#` column). */
export const rowNumber = (page: number, pageSize: number, index: number) => (page - 1) * pageSize + index + 1;
