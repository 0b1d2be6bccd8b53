import { useCallback, useState } from "react";

export interface InViewOptions {
  /** As IntersectionObserver's: "0px 0px -10% 0px" waits until a tenth of the screen above the bottom. */
  rootMargin?: string;
}

/**
 * Whether an element has come into view (once seen, it stays seen): attach `ref` to it. Without
 * IntersectionObserver (old browsers, tests) it counts as seen. Our own few lines rather than
 * react-intersection-observer: the home page and the footer need only this, and the library
 * weighed more of the first download than issue 27's pages could spare (docs/decisions/020).
 */
export function useInViewOnce(options: InViewOptions = {}): { ref: (node: Element | null) => (() => void) | undefined; inView: boolean } {
  const [inView, setInView] = useState(false);
  const { rootMargin } = options;
  // A ref callback with a cleanup (React 19): the observer lives as long as the element.
  const ref = useCallback(
    (element: Element | null) => {
      if (!element) return undefined;
      if (typeof IntersectionObserver === "undefined") {
        setInView(true);
        return undefined;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          setInView(true);
          observer.disconnect();
        },
        rootMargin === undefined ? undefined : { rootMargin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [rootMargin],
  );
  return { ref, inView };
}
