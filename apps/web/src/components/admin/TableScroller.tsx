import { adminTableTexts } from "@shop/contract";
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from "react";

/*
 * While the table is wider than its frame, a row's last column (its actions) stays pinned to the
 * frame's right edge and the rest scrolls under it, so what the admin acts on is always in
 * view. Opaque, so the cells passing beneath do not show through, with a shadow marking the
 * edge. With `pin={2}` the column before it (a status) is pinned too below 1280 px, just left
 * of the actions, which then take a fixed width. The widths depend on the screen only, never on
 * the overflow: were they to change with it, the table would grow and shrink back and forth.
 * A report has no actions: with `pin="heading"` its rows' headings (the first column) stay at
 * the frame's left edge instead, and its figures scroll from under nothing at rest (issue 26:
 * a pinned last column covered the cells before it).
 */
const pinLast = [
  "data-[overflowing]:[&_tr>:last-child]:sticky",
  "data-[overflowing]:[&_tr>:last-child]:right-0",
  "data-[overflowing]:[&_tr>:last-child]:z-[1]",
  "data-[overflowing]:[&_tr>:last-child]:bg-base-100",
  "data-[overflowing]:[&_tr>:last-child]:shadow-[-8px_0_8px_-8px_rgb(0_0_0/0.3)]",
].join(" ");
const pinTwoLast = [
  "max-xl:[&_tr>:last-child]:w-36",
  "max-xl:[&_tr>:last-child]:min-w-36",
  "max-xl:[&_tr>:last-child]:max-w-36",
  "max-xl:data-[overflowing]:[&_tr>:last-child]:shadow-none",
  "max-xl:data-[overflowing]:[&_tr>:nth-last-child(2)]:sticky",
  "max-xl:data-[overflowing]:[&_tr>:nth-last-child(2)]:right-36",
  "max-xl:data-[overflowing]:[&_tr>:nth-last-child(2)]:z-[1]",
  "max-xl:data-[overflowing]:[&_tr>:nth-last-child(2)]:bg-base-100",
  "max-xl:data-[overflowing]:[&_tr>:nth-last-child(2)]:shadow-[-8px_0_8px_-8px_rgb(0_0_0/0.3)]",
].join(" ");

const pinHeading = [
  "data-[overflowing]:[&_tr>:first-child]:sticky",
  "data-[overflowing]:[&_tr>:first-child]:left-0",
  "data-[overflowing]:[&_tr>:first-child]:z-[1]",
  "data-[overflowing]:[&_tr>:first-child]:bg-base-100",
  "data-[overflowing]:[&_tr>:first-child]:shadow-[8px_0_8px_-8px_rgb(0_0_0/0.3)]",
].join(" ");
const pinClasses = { 1: pinLast, 2: `${pinLast} ${pinTwoLast}`, heading: pinHeading } as const;

/*
 * Issue 35: on a phone (below 640 px) a `stack`ed table lays each row out as a card: its cells
 * flow onto lines, a cell with `data-label` is named by it above its value, and the header row
 * is left to screen readers. Nothing then hides under a pinned column or past the frame's edge
 * (the accountant's money and the office's prices did). The table never overflows there, so
 * the pinning above does not apply. The cells, flex items of their row, are blocks by that alone
 * (a cell the page hides on a phone stays hidden). The page gives its table, rows and cells their roles
 * explicitly: a table laid out as blocks loses them in some browsers.
 */
const stackClasses = [
  "max-sm:[&_table]:block",
  "max-sm:[&_thead]:sr-only",
  "max-sm:[&_tbody]:block",
  "max-sm:[&_tbody>tr]:flex",
  "max-sm:[&_tbody>tr]:flex-wrap",
  "max-sm:[&_tbody>tr]:items-start",
  "max-sm:[&_tbody>tr]:gap-x-5",
  "max-sm:[&_tbody>tr]:gap-y-2",
  "max-sm:[&_tbody>tr]:px-4",
  "max-sm:[&_tbody>tr]:py-3",
  "max-sm:[&_tbody>tr>*]:p-0",
  "max-sm:[&_tbody>tr>*]:text-left",
  "max-sm:[&_tbody>tr>*]:min-w-0",
  "max-sm:[&_tbody>tr>*]:max-w-full",
  "max-sm:[&_tbody_[data-label]]:before:block",
  "max-sm:[&_tbody_[data-label]]:before:text-xs",
  "max-sm:[&_tbody_[data-label]]:before:font-normal",
  "max-sm:[&_tbody_[data-label]]:before:text-base-content/75",
  "max-sm:[&_tbody_[data-label]]:before:content-[attr(data-label)]",
].join(" ");

/** Whether the element's content is wider than the element, kept up to date as either resizes. */
function useOverflowsSideways(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const frame = ref.current;
    if (!frame || typeof ResizeObserver === "undefined") return;
    const measure = () => setOverflows(frame.scrollWidth > frame.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(frame);
    for (const child of Array.from(frame.children)) observer.observe(child);
    measure();
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}


/**
 * A wide table that scrolls sideways inside its own frame, so the page never does. The frame is
 * focusable and named, so keyboard users can scroll it too; while the table does not fit, a
 * visible line under it says so (a cut-off column looks like the end of the table otherwise).
 */
export function TableScroller({ label, pin = 1, stack = false, children }: { label: string; pin?: keyof typeof pinClasses; stack?: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const overflows = useOverflowsSideways(ref);
  // Read at every render, shown or not: the server's render of a page then records these words, and
  // the page carries their Bangla (decision 060) for the hint that appears once it has hydrated; a
  // page rendered with its rows asks the API nothing that would bring the whole catalogue first.
  const hint = adminTableTexts.scrollHint;
  return (
    <>
      <div
        ref={ref}
        role="region"
        aria-label={label}
        aria-describedby={overflows ? hintId : undefined}
        data-overflowing={overflows || undefined}
        data-pin={pin}
        data-stack={stack || undefined}
        tabIndex={0}
        className={`overflow-x-auto rounded-box border border-base-300 bg-base-100 ${pinClasses[pin]} ${stack ? stackClasses : ""}`}
      >
        {children}
      </div>
      {overflows && (
        <p id={hintId} className="mt-2 text-xs text-base-content/75">
          {hint}
        </p>
      )}
    </>
  );
}
