import { useEffect, useRef, useState, useSyncExternalStore } from "react";

const noSubscription = () => () => undefined;
const hasObserver = () => typeof IntersectionObserver !== "undefined";
/** The server renders as a browser with an observer would: nothing is in view before it is seen. */
const serverHasObserver = () => true;

/**
 * True once the element has been scrolled into view (it then stays true). Without
 * IntersectionObserver (old browsers, tests) the element counts as visible once hydrated; the
 * server's HTML and the hydrating render both say "not in view", so they match.
 */
export function useInView<T extends Element>(rootMargin = "0px") {
  const ref = useRef<T>(null);
  const supported = useSyncExternalStore(noSubscription, hasObserver, serverHasObserver);
  const [inView, setInView] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || !supported) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [rootMargin, supported]);

  return { ref, inView: inView || !supported };
}
