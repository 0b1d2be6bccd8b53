import { useEffect, useRef, useState } from "react";

/**
 * True once the element has been scrolled into view (it then stays true). Without
 * IntersectionObserver (old browsers, tests) the element counts as visible at once.
 */
export function useInView<T extends Element>(rootMargin = "0px") {
  const ref = useRef<T>(null);
  const [supported] = useState(() => typeof IntersectionObserver !== "undefined");
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
