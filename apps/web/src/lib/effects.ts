import { options } from "preact";

/**
 * Preact runs a render's effects (useEffect) after the next animation frame (or a 35 ms timer);
 * React's scheduler runs them in a task of their own right after the render (a MessageChannel
 * message). The app is written for React's timing (decision 020), so Preact is given it:
 * an effect no longer waits for a frame, and timers faked by a test clock (Playwright's
 * page.clock) no longer hold every effect back, as they never held React's.
 */
export function runEffectsLikeReact(): void {
  const channel = new MessageChannel();
  let queued: (() => void)[] = [];
  channel.port1.onmessage = () => {
    const callbacks = queued;
    queued = [];
    for (const callback of callbacks) callback();
  };
  options.requestAnimationFrame = (callback) => {
    queued.push(callback);
    if (queued.length === 1) channel.port2.postMessage(null);
  };
}
