/** Runs `task` once the browser has painted what is rendered now (a frame, then a task after it). */
export function afterNextPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task, 0));
}
