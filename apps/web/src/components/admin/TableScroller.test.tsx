import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { adminTableTexts } from "@shop/contract";
import { TableScroller } from "./TableScroller";

/** jsdom lays nothing out: the frame's widths are set by hand, and the observer is fired by the test. */
let observed: (() => void) | undefined;
class FakeResizeObserver {
  constructor(callback: () => void) {
    observed = callback;
  }
  observe() {}
  disconnect() {}
}

function sizeFrame(frame: HTMLElement, scrollWidth: number, clientWidth: number) {
  Object.defineProperty(frame, "scrollWidth", { configurable: true, value: scrollWidth });
  Object.defineProperty(frame, "clientWidth", { configurable: true, value: clientWidth });
}

afterEach(() => {
  vi.unstubAllGlobals();
  observed = undefined;
});

describe("TableScroller", () => {
  it("is a named, focusable region, and says it scrolls only while the table is wider than it", () => {
    vi.stubGlobal("ResizeObserver", FakeResizeObserver);
    render(
      <TableScroller label="All orders">
        <table>
          <tbody>
            <tr>
              <td>cell</td>
            </tr>
          </tbody>
        </table>
      </TableScroller>,
    );
    const frame = screen.getByRole("region", { name: "All orders" });
    expect(frame).toHaveAttribute("tabindex", "0");
    expect(screen.queryByText(adminTableTexts.scrollHint)).not.toBeInTheDocument();

    sizeFrame(frame, 1131, 910);
    act(() => observed?.());
    expect(screen.getByText(adminTableTexts.scrollHint)).toBeVisible();
    expect(frame).toHaveAccessibleDescription(adminTableTexts.scrollHint);
    expect(frame).toHaveAttribute("data-overflowing");

    sizeFrame(frame, 910, 910);
    act(() => observed?.());
    expect(screen.queryByText(adminTableTexts.scrollHint)).not.toBeInTheDocument();
    expect(frame).not.toHaveAttribute("data-overflowing");
  });
});
