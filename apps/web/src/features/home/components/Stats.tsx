import { formatCount, homeStatsTexts } from "@shop/contract";
import { Globe, MessageSquareHeart, Smile, Tractor } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useInViewOnce } from "../../../lib/useInView";
import { usePrefersReducedMotion } from "../../../lib/usePrefersReducedMotion";

// The count-up (react-countup and countup.js) is not in the first download: it is fetched once the
// page has rendered, and shown when the band comes on screen.
const loadCountUp = () => import("react-countup");
const CountUp = lazy(loadCountUp);

interface Stat {
  end: number;
  label: string;
  icon: LucideIcon;
}

/** The spec's statistics (section 1 and 9): targets, a 2 s delay and duration 30. */
// Read at each render: the words follow the page's language.
const stats = (): Stat[] => [
  { end: 72, label: homeStatsTexts.countries, icon: Globe },
  { end: 535, label: homeStatsTexts.clients, icon: Smile },
  { end: 273, label: homeStatsTexts.projects, icon: Tractor },
  { end: 432, label: homeStatsTexts.feedbacks, icon: MessageSquareHeart },
];
/** A figure as the page's language writes it (Bengali digits on a Bangla page), counting up or not. */
const figure = (value: number): string => `${formatCount(value)}+`;
const COUNT_DELAY_S = 2;
const COUNT_DURATION_S = 30;

export function Stats() {
  // The numbers start counting once the band is on screen, so visitors see them count.
  // Seen once is enough; without IntersectionObserver (old browsers, tests) the band counts as seen.
  const { ref: watch, inView } = useInViewOnce({ rootMargin: "0px 0px -10% 0px" });
  const band = useRef<HTMLElement | null>(null);
  const ref = useCallback(
    (node: HTMLElement | null) => {
      band.current = node;
      return watch(node);
    },
    [watch],
  );
  const reducedMotion = usePrefersReducedMotion();
  // The server's HTML has the real figures (issue 26: without JavaScript they read "0+"). The
  // count-up only adds to them: from 0 when the band is still below the first screen once the
  // page runs, and never where it would jump back from a figure already read.
  const [countUp, setCountUp] = useState(false);
  useEffect(() => {
    void loadCountUp();
    if (band.current && band.current.getBoundingClientRect().top >= window.innerHeight) setCountUp(true);
  }, []);
  const counting = countUp && !reducedMotion;
  return (
    <section ref={ref} aria-labelledby="stats-heading" className="bg-primary text-primary-content">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <div className="mx-auto mb-10 max-w-2xl text-center">
          <p className="mb-2 text-sm font-semibold uppercase tracking-[0.18em] text-primary-content">{homeStatsTexts.eyebrow}</p>
          <h2 id="stats-heading" className="font-display text-3xl font-bold sm:text-4xl">
            {homeStatsTexts.heading}
          </h2>
        </div>
        <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {stats().map(({ end, label, icon: Icon }) => (
            <li key={label} className="flex flex-col items-center gap-2 rounded-box bg-primary-content/10 px-4 py-8 text-center">
              <Icon className="size-8 text-secondary" aria-hidden="true" />
              <p className="font-display text-4xl font-bold sm:text-5xl">
                <span aria-hidden="true">
                  {!counting ? (
                    figure(end)
                  ) : inView ? (
                    <Suspense fallback={figure(0)}>
                      <CountUp end={end} formattingFn={figure} delay={COUNT_DELAY_S} duration={COUNT_DURATION_S} />
                    </Suspense>
                  ) : (
                    figure(0)
                  )}
                </span>
                <span className="sr-only">{figure(end)}</span>
              </p>
              <p className="text-sm font-medium uppercase tracking-wider text-primary-content/85 sm:text-base">{label}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
