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

export const tableScrollHint = "The table is wider than the screen: scroll it sideways (swipe, or focus it and use the arrow keys) to see every column.";

/**
 * A wide table that scrolls sideways inside its own frame, so the page never does. The frame is
 * focusable and named, so keyboard users can scroll it too; while the table does not fit, a
 * visible line under it says so (a cut-off column looks like the end of the table otherwise).
 */
export function TableScroller({ label, pin = 1, children }: { label: string; pin?: keyof typeof pinClasses; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const overflows = useOverflowsSideways(ref);
  return (
    <>
      <div
        ref={ref}
        role="region"
        aria-label={label}
        aria-describedby={overflows ? hintId : undefined}
        data-overflowing={overflows || undefined}
        data-pin={pin}
        tabIndex={0}
        className={`overflow-x-auto rounded-box border border-base-300 bg-base-100 ${pinClasses[pin]}`}
      >
        {children}
      </div>
      {overflows && (
        <p id={hintId} className="mt-2 text-xs text-base-content/75">
          {tableScrollHint}
        </p>
      )}
    </>
  );
}
