import type { ReactNode } from "react";

/**
 * A wide table that scrolls sideways inside its own frame, so the page never does. The frame is
 * focusable and named, so keyboard users can scroll it too.
 */
export function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <div role="region" aria-label={label} tabIndex={0} className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
        {children}
      </div>
      <p className="mt-2 text-xs text-base-content/75 md:hidden" aria-hidden="true">
        Swipe the table sideways to see every column.
      </p>
    </>
  );
}
