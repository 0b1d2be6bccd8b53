import type { ReactNode } from "react";

/*
 * On a phone a row's last column (its actions) stays pinned to the frame's right edge while the
 * rest scrolls under it, so what the admin acts on is always in view. Opaque, with a shadow, so
 * the cells passing beneath do not show through. With `pin={2}` the column before it (a status)
 * is pinned too, just left of the actions, which then take a fixed width.
 */
const pinLast = [
  "max-sm:[&_tr>:last-child]:sticky",
  "max-sm:[&_tr>:last-child]:right-0",
  "max-sm:[&_tr>:last-child]:z-[1]",
  "max-sm:[&_tr>:last-child]:bg-base-100",
  "max-sm:[&_tr>:last-child]:shadow-[-8px_0_8px_-8px_rgb(0_0_0/0.3)]",
].join(" ");
const pinTwoLast = [
  "max-sm:[&_tr>:last-child]:w-36",
  "max-sm:[&_tr>:last-child]:min-w-36",
  "max-sm:[&_tr>:last-child]:max-w-36",
  "max-sm:[&_tr>:last-child]:shadow-none",
  "max-sm:[&_tr>:nth-last-child(2)]:sticky",
  "max-sm:[&_tr>:nth-last-child(2)]:right-36",
  "max-sm:[&_tr>:nth-last-child(2)]:z-[1]",
  "max-sm:[&_tr>:nth-last-child(2)]:bg-base-100",
  "max-sm:[&_tr>:nth-last-child(2)]:shadow-[-8px_0_8px_-8px_rgb(0_0_0/0.3)]",
].join(" ");

/**
 * A wide table that scrolls sideways inside its own frame, so the page never does. The frame is
 * focusable and named, so keyboard users can scroll it too.
 */
export function TableScroller({ label, pin = 1, children }: { label: string; pin?: 1 | 2; children: ReactNode }) {
  return (
    <>
      <div
        role="region"
        aria-label={label}
        tabIndex={0}
        className={`overflow-x-auto rounded-box border border-base-300 bg-base-100 ${pinLast} ${pin === 2 ? pinTwoLast : ""}`}
      >
        {children}
      </div>
      <p className="mt-2 text-xs text-base-content/75 md:hidden" aria-hidden="true">
        Swipe the table sideways to see every column.
      </p>
    </>
  );
}
