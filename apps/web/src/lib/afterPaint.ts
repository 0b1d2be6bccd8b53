import { useEffect, useState } from "react";

/** Runs `task` once the browser has painted what is rendered now (a frame, then a task after it). */
export function afterNextPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task, 0));
}

/**
 * False on the first render, true once it has been painted. A part that starts loading when it
 * renders (a lazy component) waits behind it for the paint, so what that render put on screen
 * (a page's largest picture) is not kept waiting by requests it does not need.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let live = true;
    afterNextPaint(() => {
      if (live) setPainted(true);
    });
    return () => {
      live = false;
    };
  }, []);
  return painted;
}
